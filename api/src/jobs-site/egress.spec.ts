import { describe, expect, it } from 'vitest';
import { egressesFor, redactProxyUrl } from './egress.js';

describe('egress', () => {
  it('shows a proxy without its credentials', () => {
    expect(redactProxyUrl('http://user:s3cret@proxy.example:8080')).toBe('http://***@proxy.example:8080');
    expect(redactProxyUrl('socks5://proxy.example:1080')).toBe('socks5://proxy.example:1080');
    expect(redactProxyUrl('not a url')).toBe('(malformed proxy URL)');
  });

  it('is direct without proxies, else one egress per proxy with a stable key that holds no secret', async () => {
    const direct = egressesFor([], 2);
    expect(direct.map((e) => [e.key, e.label, e.proxy])).toEqual([['direct', 'direct', null]]);

    const proxies = ['http://u:s3cret@a.example:8080', 'socks5://u:s3cret@b.example:1080'];
    const egresses = egressesFor(proxies, 2);
    const again = egressesFor([...proxies].reverse(), 2);
    expect(egresses.map((e) => e.label)).toEqual(['http://***@a.example:8080', 'socks5://***@b.example:1080']);
    expect(egresses.map((e) => e.key)).toEqual(again.map((e) => e.key).reverse());
    for (const e of egresses) {
      expect(e.key).toMatch(/^proxy-[0-9a-f]{12}$/);
      expect(JSON.stringify([e.key, e.label])).not.toContain('s3cret');
    }
    expect(egresses[1]!.proxy).toEqual({
      server: 'socks5://b.example:1080',
      username: 'u',
      password: 's3cret',
      protocol: 'socks5:',
    });
    await Promise.all([...direct, ...egresses, ...again].map((e) => e.dispatcher.close()));
  });
});
