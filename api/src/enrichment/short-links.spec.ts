import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followShortLink, isShortenerHost, type ShortLinkOptions } from './short-links.js';
import type { AddressLookup } from './verification/mx.js';

/** A shortener on 127.0.0.1 answering by Host header and path, with a count of the requests it got. */
describe('following a short link to the company site', () => {
  let server: http.Server;
  let port: number;
  const asked: string[] = [];
  const redirects: Record<string, string> = {
    'bit.ly/ok': 'https://www.acme.example/jobs',
    'bit.ly/two': 'http://lnkd.in/two',
    'lnkd.in/two': 'https://careers.widgets.example/',
    'bit.ly/loop': 'http://ow.ly/loop',
    'ow.ly/loop': 'http://bit.ly/loop',
    'bit.ly/metadata': 'http://169.254.169.254/latest/meta-data/',
    'bit.ly/inward': 'http://tinyurl.com/inward',
    'bit.ly/relative': '/ok',
  };
  for (let n = 0; n < 9; n += 1) redirects[`t.co/chain${n}`] = `http://t.co/chain${n + 1}`;
  redirects['t.co/chain9'] = 'https://far.example/';

  const addresses: Record<string, AddressLookup> = {
    'bit.ly': { kind: 'found', addresses: ['127.0.0.1'] },
    'lnkd.in': { kind: 'found', addresses: ['127.0.0.1'] },
    'ow.ly': { kind: 'found', addresses: ['127.0.0.1'] },
    't.co': { kind: 'found', addresses: ['127.0.0.1'] },
    // A name that answers with an address of the server's own network.
    'tinyurl.com': { kind: 'found', addresses: ['10.0.0.7'] },
  };

  const options = (): ShortLinkOptions => ({
    addressesOf: async (host) => addresses[host] ?? { kind: 'none', reason: 'no address' },
    httpPort: port,
    allowedAddresses: ['127.0.0.1'],
    timeoutMs: 1000,
    maxHops: 5,
  });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const key = `${req.headers.host?.replace(/:\d+$/, '')}${req.url}`;
      asked.push(`${req.method} ${key}`);
      // lnkd.in refuses HEAD, as the real one may.
      if (req.method === 'HEAD' && key.startsWith('lnkd.in')) return void res.writeHead(405).end();
      const location = redirects[key];
      if (location) res.writeHead(301, { location }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('knows the shorteners, and only them', () => {
    expect(['bit.ly', 'LNKD.IN', 'goo.gle', 't.co', 'ow.ly', 'www.bit.ly'].every(isShortenerHost)).toBe(true);
    expect(['acme.example', 'linkedin.com', 'bit.ly.evil.example'].some(isShortenerHost)).toBe(false);
  });

  it('takes the first URL off the shorteners as the destination, without fetching it', async () => {
    asked.length = 0;
    expect(await followShortLink('http://bit.ly/ok', options())).toEqual({
      kind: 'destination',
      url: 'https://www.acme.example/jobs',
    });
    expect(asked).toEqual(['HEAD bit.ly/ok']);
  });

  it('follows hop by hop, asking with GET where HEAD is refused, and resolves relative redirects', async () => {
    asked.length = 0;
    expect(await followShortLink('http://bit.ly/two', options())).toEqual({
      kind: 'destination',
      url: 'https://careers.widgets.example/',
    });
    expect(asked).toEqual(['HEAD bit.ly/two', 'HEAD lnkd.in/two', 'GET lnkd.in/two']);
    expect(await followShortLink('http://bit.ly/relative', options())).toEqual({
      kind: 'destination',
      url: 'https://www.acme.example/jobs',
    });
  });

  it('gives up on a loop', async () => {
    expect(await followShortLink('http://bit.ly/loop', options())).toEqual({
      kind: 'nowhere',
      reason: 'the redirects loop',
    });
  });

  it('gives up after the most hops allowed', async () => {
    asked.length = 0;
    expect(await followShortLink('http://t.co/chain0', options())).toEqual({
      kind: 'nowhere',
      reason: 'more than 5 redirects',
    });
    expect(asked).toHaveLength(5);
  });

  it('refuses a redirect to a private address, and a shortener whose name resolves to one, before connecting', async () => {
    expect(await followShortLink('http://bit.ly/metadata', options())).toEqual({
      kind: 'refused',
      reason: '169.254.169.254 is not a public address',
    });
    asked.length = 0;
    expect(await followShortLink('http://bit.ly/inward', options())).toEqual({
      kind: 'refused',
      reason: 'tinyurl.com resolves to an address that is not public',
    });
    expect(asked).toEqual(['HEAD bit.ly/inward']);
  });

  it('refuses the loopback address too unless it is explicitly allowed', async () => {
    asked.length = 0;
    const outcome = await followShortLink('http://bit.ly/ok', { ...options(), allowedAddresses: [] });
    expect(outcome).toEqual({ kind: 'refused', reason: 'bit.ly resolves to an address that is not public' });
    expect(asked).toEqual([]);
  });

  it('leads nowhere when the shortener does not know the link or cannot be reached', async () => {
    expect(await followShortLink('http://bit.ly/unknown', options())).toEqual({
      kind: 'nowhere',
      reason: 'bit.ly answered 404 without a redirect',
    });
    expect((await followShortLink('http://goo.gle/x', options())).kind).toBe('nowhere');
    const closedPort = await followShortLink('http://bit.ly/ok', { ...options(), httpPort: 1 });
    expect(closedPort.kind).toBe('nowhere');
  });
});
