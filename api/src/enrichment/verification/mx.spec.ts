import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDns, startSilentDns } from './__tests__/fake-dns.js';
import { MxResolver } from './mx.js';

describe('MxResolver', () => {
  let dns: FakeDns;
  let resolver: MxResolver;

  beforeAll(async () => {
    dns = await FakeDns.start();
    resolver = new MxResolver({ dnsServers: [dns.address], timeoutMs: 300 });
  });
  afterAll(() => dns.close());

  it('lists MX hosts best first', async () => {
    dns.set('sorted.test', {
      mx: [
        { exchange: 'MX2.sorted.test', priority: 20 },
        { exchange: 'mx1.sorted.test', priority: 5 },
      ],
    });
    await expect(resolver.lookup('sorted.test')).resolves.toEqual({
      kind: 'found',
      hosts: ['mx1.sorted.test', 'mx2.sorted.test'],
      implicit: false,
    });
  });

  it('falls back to the domain itself when it has an A record but no MX (RFC 5321 implicit MX)', async () => {
    dns.set('a-only.test', { a: ['127.0.0.1'] });
    await expect(resolver.lookup('a-only.test')).resolves.toEqual({
      kind: 'found',
      hosts: ['a-only.test'],
      implicit: true,
    });
  });

  it('finds no mail server without MX and A, or for a domain that does not exist', async () => {
    dns.set('empty.test', {});
    await expect(resolver.lookup('empty.test')).resolves.toMatchObject({ kind: 'none' });
    await expect(resolver.lookup('nxdomain.test')).resolves.toEqual({ kind: 'none', reason: 'domain does not exist' });
  });

  it('honours a null MX (RFC 7505)', async () => {
    dns.set('nullmx.test', { mx: [{ exchange: '', priority: 0 }], a: ['127.0.0.1'] });
    await expect(resolver.lookup('nullmx.test')).resolves.toMatchObject({ kind: 'none' });
  });

  it('tells a temporary failure (SERVFAIL) apart from "no mail server"', async () => {
    dns.set('servfail.test', { rcode: 2 });
    await expect(resolver.lookup('servfail.test')).resolves.toMatchObject({ kind: 'unknown' });
  });

  it('answers unknown when the DNS server does not answer', async () => {
    const silent = await startSilentDns();
    try {
      const mute = new MxResolver({ dnsServers: [silent.address], timeoutMs: 100, tries: 1 });
      await expect(mute.lookup('anything.test')).resolves.toMatchObject({
        kind: 'unknown',
        reason: expect.stringContaining('ETIMEOUT'),
      });
    } finally {
      await silent.close();
    }
  });

  it('resolves host addresses', async () => {
    dns.set('mx.hosts.test', { a: ['127.0.0.5'] });
    await expect(resolver.addressesOf('mx.hosts.test')).resolves.toEqual({ kind: 'found', addresses: ['127.0.0.5'] });
    await expect(resolver.addressesOf('127.0.0.9')).resolves.toEqual({ kind: 'found', addresses: ['127.0.0.9'] });
    await expect(resolver.addressesOf('gone.hosts.test')).resolves.toMatchObject({ kind: 'none' });
  });
});
