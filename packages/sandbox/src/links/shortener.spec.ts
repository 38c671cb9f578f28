import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsStandIn, type DnsStandIn } from '../mail/dns-server.js';
import {
  PRIVATE_DESTINATION,
  SHORTENER_ADDRESS,
  shortLinks,
  startShortenerStandIn,
  type ShortenerStandIn,
} from './shortener.js';

function ask(method: string, url: string, port: number): Promise<{ status: number; location?: string }> {
  const { hostname, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { method, host: SHORTENER_ADDRESS, port, path: pathname, headers: { host: hostname } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the link shortener stand-in and its DNS records', () => {
  let dns: DnsStandIn;
  let shortener: ShortenerStandIn;
  const resolver = new Resolver({ timeout: 500, tries: 1 });

  beforeAll(async () => {
    dns = await startDnsStandIn({ port: 0 });
    shortener = await startShortenerStandIn({ port: 0 });
    resolver.setServers([dns.server]);
  });
  afterAll(async () => {
    await Promise.all([dns.close(), shortener.close()]);
  });

  it('resolves the shortener hosts to its address, and gives the sender domains their SPF and DMARC records', async () => {
    expect(await resolver.resolve4('bit.ly')).toEqual([SHORTENER_ADDRESS]);
    expect(await resolver.resolve4('lnkd.in')).toEqual([SHORTENER_ADDRESS]);
    expect((await resolver.resolveTxt('well-configured.example')).map((r) => r.join(''))).toContain(
      'v=spf1 mx include:_spf.google.com ~all',
    );
    expect((await resolver.resolveTxt('_dmarc.no-spf.example')).map((r) => r.join(''))).toEqual(['v=DMARC1; p=none']);
    await expect(resolver.resolveTxt('_dmarc.no-dmarc.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('redirects each catalog short link: to the site, in a loop, to a private address, or in two hops', async () => {
    const links = shortLinks();
    const [loop, inward, twoHops, direct] = links;
    expect([loop, inward, twoHops, direct].map((l) => l!.destination.kind)).toEqual([
      'loop',
      'private',
      'site',
      'site',
    ]);

    const first = await ask('HEAD', loop!.url, shortener.port);
    expect(first.status).toBe(301);
    expect(await ask('HEAD', first.location!, shortener.port)).toMatchObject({ status: 301, location: loop!.url });

    expect(await ask('HEAD', inward!.url, shortener.port)).toEqual({ status: 301, location: PRIVATE_DESTINATION });

    const hop = await ask('HEAD', twoHops!.url, shortener.port);
    expect(new URL(hop.location!).hostname).toBe('lnkd.in');
    expect((await ask('HEAD', hop.location!, shortener.port)).status).toBe(405);
    expect(await ask('GET', hop.location!, shortener.port)).toMatchObject({
      status: 301,
      location: (twoHops!.destination as { url: string }).url,
    });

    expect(await ask('GET', direct!.url, shortener.port)).toMatchObject({
      status: 301,
      location: (direct!.destination as { url: string }).url,
    });
    expect((await ask('GET', 'http://bit.ly/unknown', shortener.port)).status).toBe(404);
  });
});
