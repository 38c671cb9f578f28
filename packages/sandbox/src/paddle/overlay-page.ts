/**
 * The checkout inside the overlay's iframe, served from the stand-in's origin like Paddle's buy.paddle.com frame.
 * It reads the checkout from its URL fragment, asks the stand-in to open it (token and prices checked), shows
 * the order and a card form, and reports every step to the page with postMessage. Test cards: 4242 4242 4242
 * 4242 pays; 4000 0000 0000 0002 is declined (`checkout.payment.failed`).
 */
export function overlayPage(base: string): string {
  return String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #0f172a; background: #fff; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 16px 20px; border-bottom: 1px solid #e2e8f0; }
  header strong { font-size: 16px; }
  .badge { font-size: 11px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 8px; margin-left: 8px; }
  button.close { border: 0; background: none; font-size: 24px; line-height: 1; cursor: pointer; color: #475569; }
  main { padding: 20px; }
  .order { display: flex; justify-content: space-between; align-items: baseline; padding: 12px 14px; background: #f8fafc; border-radius: 8px; margin-bottom: 16px; }
  .order .amount { font-size: 22px; font-weight: 700; }
  .muted { color: #64748b; font-size: 13px; }
  label { display: block; font-size: 13px; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button.pay { width: 100%; margin-top: 20px; padding: 12px; border: 0; border-radius: 8px; background: #0f172a; color: #fff; font: 600 15px system-ui, sans-serif; cursor: pointer; }
  button.pay[disabled] { opacity: .6; cursor: progress; }
  .error { margin-top: 12px; padding: 10px 12px; border-radius: 8px; background: #fee2e2; color: #991b1b; font-size: 13px; }
  .done { text-align: center; padding: 32px 8px; }
  .done .tick { width: 56px; height: 56px; border-radius: 50%; background: #16a34a; color: #fff; display: grid; place-items: center; font-size: 30px; margin: 0 auto 12px; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<header><div><strong>Checkout</strong><span class="badge">Sandbox stand-in</span></div><button class="close" type="button" aria-label="Close checkout" id="close">&times;</button></header>
<main>
  <p id="loading" class="muted">Loading checkout…</p>
  <div id="failure" class="error" role="alert" hidden></div>
  <form id="form" hidden novalidate>
    <div class="order"><div><div id="product"></div><div class="muted" id="cycle"></div></div><div class="amount" id="amount"></div></div>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="country">Country</label>
    <input id="country" name="country" value="US" maxlength="2" required>
    <label for="card">Card number</label>
    <input id="card" name="card" inputmode="numeric" value="4242 4242 4242 4242" required>
    <div class="row">
      <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12 / 30" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" required></div>
    </div>
    <label for="holder">Name on card</label>
    <input id="holder" name="holder" autocomplete="cc-name" required>
    <div id="declined" class="error" role="alert" hidden></div>
    <button class="pay" id="pay" type="submit">Subscribe now</button>
    <p class="muted">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No real money moves.</p>
  </form>
  <div id="done" class="done" hidden><div class="tick">&#10003;</div><h2>Payment successful</h2><p class="muted" id="receipt"></p></div>
</main>
<script>
(function () {
  var BASE = ${JSON.stringify(base)};
  var $ = function (id) { return document.getElementById(id); };
  var checkout = null;
  var payload = null;
  var completed = false;
  try {
    var raw = location.hash.slice(1).replace(/-/g, '+').replace(/_/g, '/');
    var binary = atob(raw);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) { payload = null; }

  function post(message) {
    if (!payload || !payload.parentOrigin) return;
    message.source = 'paddle-stand-in';
    window.parent.postMessage(message, payload.parentOrigin);
  }
  function emit(name, data) { post({ event: { name: name, type: name, data: data } }); }
  function fail(text, error) {
    $('loading').hidden = true;
    $('failure').textContent = text;
    $('failure').hidden = false;
    emit('checkout.error', error || { type: 'request_error', code: 'invalid_checkout', detail: text });
  }
  function money(minor, currency) {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency }).format(minor / 100);
  }
  function api(path, body) {
    return fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (json) { return { ok: res.ok, status: res.status, json: json }; }); });
  }

  $('close').addEventListener('click', function () {
    emit('checkout.closed', checkout ? checkout.summary : null);
    post({ action: 'close' });
  });

  if (!payload) { fail('This checkout link is broken.'); return; }
  api('/checkout/open', payload).then(function (res) {
    if (!res.ok) { fail(res.json.error.detail, res.json.error); return; }
    checkout = res.json;
    $('loading').hidden = true;
    $('product').textContent = checkout.product.name;
    $('cycle').textContent = 'Billed monthly';
    $('amount').textContent = money(checkout.price.amount, checkout.price.currency);
    $('email').value = (payload.customer && payload.customer.email) || '';
    if (checkout.price.currency === 'INR') $('country').value = 'IN';
    $('form').hidden = false;
    emit('checkout.loaded', checkout.summary);
  }, function () { fail('The checkout could not be reached.'); });

  $('form').addEventListener('submit', function (e) {
    e.preventDefault();
    if (!checkout || completed) return;
    $('declined').hidden = true;
    $('pay').disabled = true;
    $('pay').textContent = 'Processing…';
    emit('checkout.payment.initiated', checkout.summary);
    api('/checkout/pay', {
      checkoutId: checkout.id,
      email: $('email').value,
      countryCode: $('country').value,
      cardNumber: $('card').value,
      cardholderName: $('holder').value
    }).then(function (res) {
      $('pay').disabled = false;
      $('pay').textContent = 'Subscribe now';
      if (res.status === 402) {
        $('declined').textContent = res.json.error.detail;
        $('declined').hidden = false;
        emit('checkout.payment.failed', Object.assign({}, checkout.summary, { error: res.json.error }));
        return;
      }
      if (!res.ok) {
        $('declined').textContent = res.json.error.detail;
        $('declined').hidden = false;
        return;
      }
      completed = true;
      $('form').hidden = true;
      $('receipt').textContent = 'Receipt sent to ' + res.json.customer.email + '.';
      $('done').hidden = false;
      emit('checkout.completed', res.json);
      setTimeout(function () { post({ action: 'redirect' }); }, 800);
    }, function () {
      $('pay').disabled = false;
      $('pay').textContent = 'Subscribe now';
      fail('The payment could not be sent. Please try again.');
    });
  });
})();
</script>
</body>
</html>
`;
}
