const BASE = 'http://return-path.invalid';
export const DEFAULT_RETURN_PATH = '/dashboard';

const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `url`'s path, query and fragment, with one leading slash: dot segments can normalise a path to a protocol-relative
 * one (`/.//evil.example` → `//evil.example`), which a browser would take for another host.
 */
const localPart = (url: URL) => `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;

/**
 * A path on this app to send the browser back to, or the default: never an absolute or protocol-relative URL
 * (`//evil.com`, `/\evil.com`), never control characters. The answer is normalised (path, query and fragment).
 */
export function safeReturnPath(value: unknown, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return localPart(url);
}

/** `path` with query parameters set (existing ones kept), for a same-origin redirect. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, BASE);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return localPart(url);
}
