import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '../common/net/public-address.js';
import type { AddressLookup } from './verification/mx.js';

/** Hosts that only redirect to somewhere else: a company website here says nothing until followed. */
const SHORTENERS = new Set([
  'bit.ly',
  'lnkd.in',
  't.co',
  'goo.gl',
  'goo.gle',
  'tinyurl.com',
  'ow.ly',
  'buff.ly',
  'rebrand.ly',
  'is.gd',
  'cutt.ly',
  'shorturl.at',
]);

export function isShortenerHost(host: string): boolean {
  return SHORTENERS.has(
    host
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, ''),
  );
}

export interface ShortLinkOptions {
  /** Resolves a host with the product's DNS settings (DNS_SERVERS), as for MX lookups. */
  addressesOf: (host: string) => Promise<AddressLookup>;
  /** Port of plain-http links (80; LINK_FOLLOW_HTTP_PORT). */
  httpPort: number;
  /** Private addresses that may be reached anyway (LINK_FOLLOW_ALLOWED_ADDRESSES; none by default). */
  allowedAddresses: string[];
  /** Per request. */
  timeoutMs: number;
  /** Redirects followed before giving up. */
  maxHops: number;
}

/** Where a short link leads, or why it leads nowhere the app will take a domain from. */
export type ShortLinkOutcome =
  { kind: 'destination'; url: string } | { kind: 'refused'; reason: string } | { kind: 'nowhere'; reason: string };

/**
 * Follows a short link hop by hop, asking each shortener with HEAD (GET when HEAD is refused) and never reading a
 * body, until the redirect leaves the shorteners: that URL is the company's site, and it is not fetched. Each hop's
 * host is resolved here and connected to by that address only when it is public (or explicitly allowed), so a
 * redirect cannot point the server at its own network, nor a second DNS answer at another address.
 */
export async function followShortLink(link: string, options: ShortLinkOptions): Promise<ShortLinkOutcome> {
  let current: URL;
  try {
    current = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return { kind: 'nowhere', reason: 'not a URL' };
  }
  const seen = new Set<string>();
  for (let hop = 0; ; hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      return { kind: 'nowhere', reason: `${current.protocol} link` };
    }
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !reachable(host, options)) return { kind: 'refused', reason: `${host} is not a public address` };
    if (!isShortenerHost(host)) return { kind: 'destination', url: current.href };
    if (seen.has(current.href)) return { kind: 'nowhere', reason: 'the redirects loop' };
    if (hop >= options.maxHops) return { kind: 'nowhere', reason: `more than ${options.maxHops} redirects` };
    seen.add(current.href);
    const address = await publicAddress(host, options);
    if (address.kind !== 'found') return address;
    const location = await redirectOf(current, address.address, options);
    if (location.kind !== 'found') return location;
    try {
      current = new URL(location.url, current);
    } catch {
      return { kind: 'nowhere', reason: 'a redirect to something that is not a URL' };
    }
  }
}

function reachable(address: string, options: ShortLinkOptions): boolean {
  return isPublicAddress(address) || options.allowedAddresses.includes(address);
}

async function publicAddress(
  host: string,
  options: ShortLinkOptions,
): Promise<{ kind: 'found'; address: string } | ShortLinkOutcome> {
  const lookup = await options.addressesOf(host);
  if (lookup.kind !== 'found') return { kind: 'nowhere', reason: `${host}: ${lookup.reason}` };
  // Every address must be reachable: a name with one private address among public ones could still be aimed inward.
  if (!lookup.addresses.every((a) => reachable(a, options))) {
    return { kind: 'refused', reason: `${host} resolves to an address that is not public` };
  }
  return { kind: 'found', address: lookup.addresses[0]! };
}

// HEAD refused: 405 Method Not Allowed, 501 Not Implemented; some shorteners answer 403 or 404 to HEAD alone.
const HEAD_REFUSED = new Set([403, 404, 405, 501]);

async function redirectOf(
  url: URL,
  address: string,
  options: ShortLinkOptions,
): Promise<{ kind: 'found'; url: string } | ShortLinkOutcome> {
  let answer = await ask('HEAD', url, address, options);
  if (answer.kind === 'answered' && HEAD_REFUSED.has(answer.status)) answer = await ask('GET', url, address, options);
  if (answer.kind === 'failed') return { kind: 'nowhere', reason: `${url.hostname}: ${answer.reason}` };
  if (answer.status >= 300 && answer.status < 400 && answer.location) return { kind: 'found', url: answer.location };
  return { kind: 'nowhere', reason: `${url.hostname} answered ${answer.status} without a redirect` };
}

type Answer = { kind: 'answered'; status: number; location: string | null } | { kind: 'failed'; reason: string };

function ask(method: 'HEAD' | 'GET', url: URL, address: string, options: ShortLinkOptions): Promise<Answer> {
  const secure = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : secure ? 443 : options.httpPort;
  const family = isIP(address);
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      {
        method,
        host: url.hostname,
        port,
        path: `${url.pathname}${url.search}`,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; JobReach link check)', accept: '*/*' },
        // Connect to the address checked above, not to whatever a second lookup of the name would say.
        lookup: (_host, opts, callback) =>
          (opts as { all?: boolean }).all
            ? (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }])
            : callback(null, address, family),
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        const location = response.headers.location ?? null;
        response.destroy();
        resolve({ kind: 'answered', status: response.statusCode ?? 0, location });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (err) => resolve({ kind: 'failed', reason: err.message }));
    request.end();
  });
}
