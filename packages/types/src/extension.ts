/** A device token of the browser extension, as the signed-in owner sees it (never the secret itself). */
export interface ExtensionToken {
  id: string;
  label: string;
  createdAt: string;
  /** When the extension last used it; null until its first request. */
  lastUsedAt: string | null;
}

/** `POST /api/extension/tokens`. */
export interface CreateExtensionTokenRequest {
  /** What the person calls this browser, e.g. "Chrome on my laptop". */
  label?: string;
}

/** The answer of `POST /api/extension/tokens`: the only time the secret is shown. */
export interface CreateExtensionTokenResponse extends ExtensionToken {
  token: string;
}

/** The web page that hands a new token to the extension (`window.postMessage`, same origin only). */
export const EXTENSION_CONNECT_PATH = '/extension/connect';

/** The `type` of the message the connect page posts to the extension's content script. */
export const EXTENSION_TOKEN_MESSAGE = 'jobreach:extension-token';

/** The message the connect page posts: `{type: EXTENSION_TOKEN_MESSAGE, token}`. */
export interface ExtensionTokenMessage {
  type: typeof EXTENSION_TOKEN_MESSAGE;
  token: string;
}

/** Live device tokens one account may hold at once. */
export const MAX_EXTENSION_TOKENS = 20;
