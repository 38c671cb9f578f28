import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPANIES } from '../jobs-site/catalog/companies.js';

/**
 * A stand-in for the link shorteners companies list as their website (bit.ly, lnkd.in, ow.ly, …). The DNS stand-in
 * points every shortener host at SHORTENER_ADDRESS, where this server answers plain-HTTP requests with redirects, as
 * the real ones do: the app follows them hop by hop to the company's own site. Among the catalog's short links:
 * - the first loops (bit.ly → ow.ly → bit.ly …), so it leads nowhere;
 * - the second leads to a private address (a cloud metadata endpoint), which the app must refuse to follow;
 * - the third takes two hops (bit.ly → lnkd.in, which refuses HEAD as lnkd.in does, → the company's site);
 * - the others lead straight to the company's site.
 */
export const SHORTENER_ADDRESS = '127.0.0.31';
export const SHORTENER_HOSTS = ['bit.ly', 'lnkd.in', 'goo.gle', 't.co', 'ow.ly', 'tinyurl.com'] as const;

/** Where a private-address link leads: the cloud metadata endpoint, the classic target of request forgery. */
export const PRIVATE_DESTINATION = 'http://169.254.169.254/latest/meta-data/';

export type ShortLinkDestination = { kind: 'site'; url: string } | { kind: 'loop' } | { kind: 'private' };

export interface ShortLink {
  companySlug: string;
  /** The link as the company page lists it. */
  url: string;
  destination: ShortLinkDestination;
}

function buildShortLinks(): { links: ShortLink[]; redirects: Map<string, string> } {
  const links: ShortLink[] = [];
  const redirects = new Map<string, string>();
  const shortened = COMPANIES.filter((c) => c.website?.kind === 'shortener');
  shortened.forEach((company, k) => {
    const url = (company.website as { url: string }).url;
    const key = keyOf(url);
    const token = url.split('/').pop()!;
    let destination: ShortLinkDestination;
    if (k === 0) {
      destination = { kind: 'loop' };
      redirects.set(key, `http://ow.ly/${token}`);
      redirects.set(`ow.ly/${token}`, url);
    } else if (k === 1) {
      destination = { kind: 'private' };
      redirects.set(key, PRIVATE_DESTINATION);
    } else if (k === 2) {
      destination = { kind: 'site', url: `https://www.${company.domain}/` };
      redirects.set(key, `http://lnkd.in/${token}`);
      redirects.set(`lnkd.in/${token}`, destination.url);
    } else {
      destination = { kind: 'site', url: `https://www.${company.domain}/` };
      redirects.set(key, destination.url);
    }
    links.push({ companySlug: company.slug, url, destination });
  });
  return { links, redirects };
}

/** "http://bit.ly/AbC" → "bit.ly/AbC" (the host in lower case, the path as given: short codes are case-sensitive). */
function keyOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname.toLowerCase()}${parsed.pathname}`;
}

const SHORT_LINKS = buildShortLinks();

/** Every catalog company's short link and where it leads. */
export function shortLinks(): ShortLink[] {
  return SHORT_LINKS.links.map((link) => ({ ...link, destination: { ...link.destination } }));
}

/** The company a short link leads to a site of, for the mail world (its domain receives mail like any other). */
export function shortLinkSite(companySlug: string): string | null {
  const link = SHORT_LINKS.links.find((l) => l.companySlug === companySlug);
  return link?.destination.kind === 'site' ? link.destination.url : null;
}

export interface ShortenerStandIn {
  address: string;
  port: number;
  /** Requests answered, by method. */
  requests(): Record<string, number>;
  close(): Promise<void>;
}

export async function startShortenerStandIn(options: { port: number }): Promise<ShortenerStandIn> {
  let requests: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    requests[method] = (requests[method] ?? 0) + 1;
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (method === 'HEAD' && host === 'lnkd.in') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const location = SHORT_LINKS.redirects.get(`${host}${path}`);
    if (!location) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(method === 'HEAD' ? undefined : 'No such link\n');
      return;
    }
    res
      .writeHead(301, { location, 'content-type': 'text/html' })
      .end(method === 'HEAD' ? undefined : `<a href="${location}">moved here</a>\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, SHORTENER_ADDRESS, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: SHORTENER_ADDRESS,
    port: (server.address() as AddressInfo).port,
    requests: () => ({ ...requests }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        requests = {};
      }),
  };
}
