/**
 * An imitation of Paddle.js v2 (`https://cdn.paddle.com/paddle/v2/paddle.js`) with the surface the app uses:
 * `Paddle.Environment.set`, `Paddle.Initialize({token, eventCallback, checkout})`, `Paddle.Update`,
 * `Paddle.Checkout.open({items, customer, customData, settings})` and `Paddle.Checkout.close()`.
 *
 * Like the real one, `Checkout.open` lays an overlay over the page with an iframe from the checkout's own origin
 * (`iframe.paddle-frame-overlay`, name `paddle_frame`); the frame talks back with postMessage, and the events it
 * reports (`checkout.loaded`, `checkout.payment.initiated`, `checkout.payment.failed`, `checkout.completed`,
 * `checkout.closed`, `checkout.error`) reach `eventCallback` as `{name, type, data}`.
 */
export const PADDLE_JS_SOURCE = String.raw`(function () {
  'use strict';
  if (window.Paddle && window.Paddle.__standIn) return;
  var script = document.currentScript;
  var ORIGIN = script ? new URL(script.src).origin : location.origin;
  var BASE = script ? new URL(script.src).pathname.replace(/\/paddle\.js$/, '') : '/paddle';
  var state = { environment: 'production', token: null, eventCallback: null, settings: {}, overlay: null, successUrl: null };

  function emit(event) {
    if (!state.eventCallback) return;
    try { state.eventCallback(event); } catch (err) { console.error('[PADDLE] eventCallback threw', err); }
  }

  function encode(value) {
    var json = JSON.stringify(value);
    var bytes = new TextEncoder().encode(json);
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function removeOverlay() {
    if (state.overlay && state.overlay.parentNode) state.overlay.parentNode.removeChild(state.overlay);
    state.overlay = null;
    document.documentElement.style.overflow = '';
  }

  window.addEventListener('message', function (e) {
    if (e.origin !== ORIGIN || !e.data || e.data.source !== 'paddle-stand-in') return;
    if (e.data.event) emit(e.data.event);
    if (e.data.action === 'close') removeOverlay();
    if (e.data.action === 'redirect' && state.successUrl) location.assign(state.successUrl);
  });

  var Paddle = {
    __standIn: true,
    Initialized: false,
    Status: { libraryVersion: '2.0.0-stand-in' },
    Environment: {
      set: function (environment) {
        if (environment !== 'sandbox' && environment !== 'production') throw new Error('[PADDLE] Unknown environment: ' + environment);
        state.environment = environment;
      }
    },
    Initialize: function (options) {
      if (Paddle.Initialized) throw new Error('[PADDLE] Paddle.Initialize() was already called; use Paddle.Update()');
      if (!options || !options.token) throw new Error('[PADDLE] You must specify a client-side token');
      state.token = options.token;
      state.eventCallback = options.eventCallback || null;
      state.settings = (options.checkout && options.checkout.settings) || {};
      Paddle.Initialized = true;
    },
    Update: function (options) {
      if (!Paddle.Initialized) throw new Error('[PADDLE] Call Paddle.Initialize() first');
      if (options.eventCallback) state.eventCallback = options.eventCallback;
      if (options.checkout && options.checkout.settings) state.settings = options.checkout.settings;
    },
    Checkout: {
      open: function (options) {
        if (!Paddle.Initialized) throw new Error('[PADDLE] Call Paddle.Initialize() before opening a checkout');
        if (!options || !options.items || !options.items.length) throw new Error('[PADDLE] A checkout needs items');
        removeOverlay();
        var settings = Object.assign({}, state.settings, options.settings || {});
        state.successUrl = settings.successUrl || null;
        var payload = {
          token: state.token,
          environment: state.environment,
          items: options.items.map(function (item) { return { priceId: item.priceId, quantity: item.quantity || 1 }; }),
          customer: options.customer || null,
          customData: options.customData || null,
          settings: { displayMode: 'overlay', theme: settings.theme || 'light', locale: settings.locale || 'en' },
          parentOrigin: location.origin
        };
        var overlay = document.createElement('div');
        overlay.className = 'paddle-overlay';
        overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,0.55);display:flex;align-items:center;justify-content:center;padding:16px');
        var frame = document.createElement('iframe');
        frame.className = 'paddle-frame paddle-frame-overlay';
        frame.name = 'paddle_frame';
        frame.title = 'Paddle Checkout';
        frame.setAttribute('allow', 'payment');
        frame.setAttribute('style', 'width:100%;max-width:460px;height:min(640px,100%);border:0;border-radius:12px;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,0.3)');
        frame.src = ORIGIN + BASE + '/checkout/overlay#' + encode(payload);
        overlay.appendChild(frame);
        document.body.appendChild(overlay);
        document.documentElement.style.overflow = 'hidden';
        state.overlay = overlay;
      },
      close: function () {
        if (!state.overlay) return;
        removeOverlay();
        emit({ name: 'checkout.closed', type: 'checkout.closed', data: null });
      }
    }
  };
  window.Paddle = Paddle;
})();
`;
