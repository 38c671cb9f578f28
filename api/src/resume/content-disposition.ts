/**
 * `Content-Disposition: attachment` for a stored file name. A plain ASCII name goes in `filename` as is; any other
 * name gets an ASCII stand-in in `filename` (for old clients) and the exact name in `filename*`, UTF-8 and
 * percent-encoded as RFC 5987 / RFC 6266 say.
 */
export function attachmentDisposition(fileName: string): string {
  // Control characters never reach a header (they would break it); an empty name becomes a neutral one.
  const name = fileName.replace(/\p{Cc}/gu, '').trim() || 'resume';
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}
