import type { CheckoutResponse } from '@app/types';
import type { PaddleCheckoutEvent } from './checkout-events';

/** The part of Paddle.js v2 the app uses (https://developer.paddle.com/paddle-js). */
export interface PaddleJs {
  Environment: { set(environment: 'sandbox' | 'production'): void };
  Initialize(options: {
    token: string;
    eventCallback?: (event: PaddleCheckoutEvent) => void;
    checkout?: { settings?: Record<string, unknown> };
  }): void;
  Checkout: {
    open(options: {
      items: { priceId: string; quantity: number }[];
      customer?: { email: string };
      customData?: Record<string, unknown>;
      settings?: Record<string, unknown>;
    }): void;
    close(): void;
  };
}

declare global {
  interface Window {
    Paddle?: PaddleJs;
  }
}

const loading = new Map<string, Promise<PaddleJs>>();
let initializedToken: string | null = null;
let listener: ((event: PaddleCheckoutEvent) => void) | null = null;

/** Loads Paddle.js once from the URL the API handed out (the real CDN, or the stand-in offline). */
export function loadPaddleJs(url: string): Promise<PaddleJs> {
  if (window.Paddle) return Promise.resolve(window.Paddle);
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<PaddleJs>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () =>
        window.Paddle ? resolve(window.Paddle) : reject(new Error('The payment provider did not load.'));
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('The payment provider could not be reached. Check your connection and try again.'));
      };
      document.head.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

/**
 * Opens Paddle's overlay checkout for the checkout the API prepared. Paddle.js is initialised once per page;
 * `onEvent` receives this checkout's events (the callback registered at initialisation forwards to it).
 */
export async function openPaddleCheckout(
  checkout: CheckoutResponse,
  onEvent: (event: PaddleCheckoutEvent) => void,
): Promise<PaddleJs> {
  const paddle = await loadPaddleJs(checkout.paddleJsUrl);
  if (initializedToken !== checkout.clientToken) {
    if (checkout.environment === 'sandbox') paddle.Environment.set('sandbox');
    paddle.Initialize({ token: checkout.clientToken, eventCallback: (event) => listener?.(event) });
    initializedToken = checkout.clientToken;
  }
  listener = onEvent;
  paddle.Checkout.open({
    items: [{ priceId: checkout.priceId, quantity: 1 }],
    customer: { email: checkout.customer.email },
    customData: checkout.customData,
    settings: {
      displayMode: 'overlay',
      theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
      locale: 'en',
      allowLogout: false,
    },
  });
  return paddle;
}
