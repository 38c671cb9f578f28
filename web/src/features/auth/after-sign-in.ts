/**
 * Where to go once sign-in completes. A signed-out visitor who opened a protected page (a deep link, the
 * extension's /extension/connect) is sent home to sign in; the page is remembered for this tab and the callback
 * returns there instead of the dashboard. Only same-origin paths are kept.
 */
const KEY = 'jobreach:after-sign-in';

export function rememberPageForAfterSignIn(path: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  if (isSameOriginPath(path)) storage.setItem(KEY, path);
}

/** The remembered page (once: it is forgotten as it is read), or '/'. */
export function takePageAfterSignIn(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string {
  const path = storage.getItem(KEY);
  storage.removeItem(KEY);
  return path && isSameOriginPath(path) ? path : '/';
}

function isSameOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/auth/');
}
