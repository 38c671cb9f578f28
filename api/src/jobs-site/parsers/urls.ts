import { jobIdFromViewPath } from '@app/types';

/** Resolves a possibly relative link against the base; anything but http(s) is null. */
export function toUrl(href: string | null | undefined, baseUrl: string): URL | null {
  const value = href?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

// The site answers on country hosts too (ch., pl., in.): the same page, so they fold onto the base host.
function siteDomain(host: string): string {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : host;
}

/**
 * The page's address without query string, fragment or trailing slash, so the same page always has one address:
 * the site's tracking parameters (trk, refId, trackingId, position) differ on every listing.
 */
export function canonicalUrl(href: string | null | undefined, baseUrl: string): string | null {
  const url = toUrl(href, baseUrl);
  if (!url) return null;
  const origin = onSite(url, baseUrl) ? new URL(baseUrl).origin : url.origin;
  return origin + url.pathname.replace(/\/+$/, '');
}

/** Whether the address is on the site itself (any of its country hosts). */
export function onSite(url: URL, baseUrl: string): boolean {
  return siteDomain(url.hostname) === siteDomain(new URL(baseUrl).hostname);
}

/** `{base}/jobs/view/{id}`, the job's canonical page. */
export function jobViewUrl(siteJobId: string, baseUrl: string): string {
  return new URL(`/jobs/view/${encodeURIComponent(siteJobId)}`, baseUrl).href;
}

/** The numeric job id at the end of a `/jobs/view/{slug-}{id}` link (relative or on any host), or null. */
export function jobIdFromUrl(href: string | null | undefined, baseUrl: string): string | null {
  const url = toUrl(href, baseUrl);
  return url ? jobIdFromViewPath(url.pathname) : null;
}

// The site wraps outbound links in its own redirector (`/redir/redirect?url=`, `/jobs/view/externalApply/{id}?url=`).
const REDIRECTORS = /\/redir\/redirect\/?$|\/jobs\/view\/externalApply\/\d+\/?$/;

/**
 * The outbound target of one of the site's redirect links; any other link is returned as is. Absolute addresses
 * keep the page's spelling (no added trailing slash), relative ones are resolved against the base.
 */
export function unwrapRedirect(href: string | null | undefined, baseUrl: string): string | null {
  const url = toUrl(href, baseUrl);
  if (!url) return null;
  const target = REDIRECTORS.test(url.pathname) ? url.searchParams.get('url') : null;
  if (target && toUrl(target, baseUrl)) return asWritten(target, baseUrl);
  return asWritten(href ?? '', baseUrl);
}

function asWritten(href: string, baseUrl: string): string | null {
  const value = href.trim();
  return /^https?:\/\//i.test(value) ? value : (toUrl(value, baseUrl)?.href ?? null);
}
