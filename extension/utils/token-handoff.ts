import { EXTENSION_CONNECT_PATH, EXTENSION_TOKEN_MESSAGE } from '@app/types';

/** The shape of a device token (see api/src/auth/extension-tokens/bearer-token.ts). */
const TOKEN = /^jrx_[A-Za-z0-9_-]{20,200}$/;

/** The fields of a `message` event the check needs (a MessageEvent in the page). */
export interface HandoffEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The token the connect page posted, or null. Only a message from this very window (not a frame or another tab),
 * from the app's origin, of the right type and shape counts.
 */
export function tokenFromHandoff(event: HandoffEvent, ownWindow: unknown, appOrigin: string): string | null {
  if (event.source !== ownWindow || event.origin !== appOrigin) return null;
  const data = event.data as { type?: unknown; token?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== EXTENSION_TOKEN_MESSAGE) return null;
  return typeof data.token === 'string' && TOKEN.test(data.token) ? data.token : null;
}

/** Whether a sender's page is the app's connect page (checked again in the background). */
export function isConnectPage(url: string | undefined, appOrigin: string): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.origin === appOrigin && parsed.pathname.replace(/\/$/, '') === EXTENSION_CONNECT_PATH;
  } catch {
    return false;
  }
}

/** The app's origin from its configured address, or null when the address is not http(s). */
export function appOriginOf(apiUrl: string): string | null {
  try {
    const url = new URL(apiUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
