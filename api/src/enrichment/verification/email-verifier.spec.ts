import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeDns, startSilentDns } from './__tests__/fake-dns.js';
import { acceptAll, FakeSmtp, type FakeSmtpOptions, greylist, mailboxes, rejectAll } from './__tests__/fake-smtp.js';
import { EmailVerifier } from './email-verifier.js';
import type { EmailVerifierOptions } from '../../config/email-verifier-options.js';
import type { DomainFacts } from './types.js';

const NOW = new Date('2025-01-02T03:04:05.000Z');
const PROBE = /^[a-z0-9]{10}-probe@/;

let dns: FakeDns;
const servers: FakeSmtp[] = [];

beforeAll(async () => {
  dns = await FakeDns.start();
});
afterAll(() => dns.close());
afterEach(async () => {
  // Whatever the test, nothing may ever be delivered.
  for (const server of servers) expect(server.dataCommands).toBe(0);
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function verifier(port: number, overrides: Partial<EmailVerifierOptions> = {}): EmailVerifier {
  return new EmailVerifier({
    dnsServers: [dns.address],
    probe: true,
    port,
    helo: 'probe.jobs.test',
    from: 'verify@jobs.test',
    stepTimeoutMs: 300,
    greylistRetryMs: 50,
    maxConnectionsPerHost: 4,
    now: () => NOW,
    ...overrides,
  });
}

/** A stand-in SMTP server on 127.0.0.1 and `domain MX 10 mx.<domain>` pointing at it. */
async function mailDomain(domain: string, options: FakeSmtpOptions): Promise<FakeSmtp> {
  const server = await FakeSmtp.start(options);
  servers.push(server);
  dns.set(domain, { mx: [{ exchange: `mx.${domain}`, priority: 10 }] });
  dns.set(`mx.${domain}`, { a: ['127.0.0.1'] });
  return server;
}

describe('EmailVerifier.verifyDomain', () => {
  it('tells valid from invalid mailboxes in ONE session, after a catch-all probe', async () => {
    const smtp = await mailDomain('acme.test', { rcpt: mailboxes('jane.doe', 'jdoe') });
    const v = verifier(smtp.port);

    const result = await v.verifyDomain('acme.test', ['jane.doe', 'john.smith', 'jdoe', 'j.doe', 'jane', 'doe']);

    expect(result.verdicts.map((x) => [x.address, x.status])).toEqual([
      ['jane.doe@acme.test', 'valid'],
      ['john.smith@acme.test', 'invalid'],
      ['jdoe@acme.test', 'valid'],
      ['j.doe@acme.test', 'invalid'],
      ['jane@acme.test', 'invalid'],
      ['doe@acme.test', 'invalid'],
    ]);
    expect(result.verdicts[0]).toEqual({
      address: 'jane.doe@acme.test',
      status: 'valid',
      reason: 'mailbox accepted: 250 Accepted',
      mxHost: 'mx.acme.test',
      disposable: false,
      role: false,
    });
    expect(result.verdicts[1]?.reason).toBe('mailbox refused: 550 5.1.1 No such user here');
    expect(result.facts).toEqual({
      domain: 'acme.test',
      mxHosts: ['mx.acme.test'],
      hasMailServer: true,
      acceptsAll: false,
      checkedAt: NOW.toISOString(),
    });
    expect(result.cacheable).toBe(true);
    expect(smtp.connections).toBe(1);
    expect(smtp.rcpts).toHaveLength(7);
    expect(smtp.rcpts[0]).toMatch(PROBE);
    expect(v.stats()).toEqual({ connections: 1, domainChecks: 1 });
  });

  it('marks every candidate catch-all when the random probe is accepted, without asking for them', async () => {
    const smtp = await mailDomain('catchall.test', { rcpt: acceptAll });
    const result = await verifier(smtp.port).verifyDomain('catchall.test', ['jane.doe', 'careers']);

    expect(result.verdicts.map((x) => x.status)).toEqual(['catch-all', 'catch-all']);
    expect(result.verdicts[1]?.role).toBe(true);
    expect(result.facts.acceptsAll).toBe(true);
    expect(smtp.rcpts).toHaveLength(1);
    expect(smtp.rcpts[0]).toMatch(PROBE);
  });

  it('reuses cached domain facts: no probe when the catch-all answer is known, no SMTP when it is a catch-all', async () => {
    const smtp = await mailDomain('cached.test', { rcpt: mailboxes('jane') });
    const v = verifier(smtp.port);
    const known: DomainFacts = {
      domain: 'cached.test',
      mxHosts: ['mx.cached.test'],
      hasMailServer: true,
      acceptsAll: false,
      checkedAt: '2024-12-30T00:00:00.000Z',
    };

    const notCatchAll = await v.verifyDomain('cached.test', ['jane', 'bob'], known);
    expect(notCatchAll.verdicts.map((x) => x.status)).toEqual(['valid', 'invalid']);
    expect(smtp.rcpts).toEqual(['jane@cached.test', 'bob@cached.test']);

    const catchAll = await v.verifyDomain('cached.test', ['bob'], { ...known, acceptsAll: true });
    expect(catchAll.verdicts[0]?.status).toBe('catch-all');
    expect(catchAll.facts.checkedAt).toBe(known.checkedAt);
    expect(smtp.connections).toBe(1);
  });

  it('retries greylisted recipients once in a new session, with the same probe address', async () => {
    const smtp = await mailDomain('greylist.test', { rcpt: greylist(mailboxes('jane')) });
    const started = Date.now();
    const result = await verifier(smtp.port, { greylistRetryMs: 200 }).verifyDomain('greylist.test', ['jane', 'bob']);

    expect(result.verdicts.map((x) => x.status)).toEqual(['valid', 'invalid']);
    expect(result.facts.acceptsAll).toBe(false);
    expect(smtp.connections).toBe(2);
    expect(smtp.rcpts).toHaveLength(6);
    expect(smtp.rcpts[3]).toBe(smtp.rcpts[0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('with greylisting deferred, answers at once (greylisted addresses unknown) and says when and how to ask again', async () => {
    const smtp = await mailDomain('greylist-defer.test', { rcpt: greylist(mailboxes('jane')) });
    const v = verifier(smtp.port, { greylistRetryMs: 60_000 });
    const started = Date.now();
    const first = await v.verifyDomain('greylist-defer.test', ['jane', 'bob'], undefined, { greylisting: 'defer' });

    expect(Date.now() - started).toBeLessThan(5000);
    expect(first.verdicts.map((x) => x.status)).toEqual(['unknown', 'unknown']);
    expect(first.verdicts[0]?.reason).toMatch(/try again later/);
    expect(first.retry).toEqual({ afterMs: 60_000, probe: expect.stringMatching(PROBE) });
    expect(smtp.connections).toBe(1);

    // The later call, with the same probe: the server has seen every recipient, so it answers.
    const later = await v.verifyDomain('greylist-defer.test', ['jane', 'bob'], first.facts, {
      greylisting: 'defer',
      probe: first.retry!.probe,
    });
    expect(later.verdicts.map((x) => x.status)).toEqual(['valid', 'invalid']);
    expect(later.retry).toBeUndefined();
    expect(later.facts.acceptsAll).toBe(false);
    expect(smtp.connections).toBe(2);
  });

  it('answers unknown when recipients are still greylisted after the retry', async () => {
    const smtp = await mailDomain('greylist-forever.test', { rcpt: greylist(acceptAll, 10) });
    const result = await verifier(smtp.port).verifyDomain('greylist-forever.test', ['jane']);

    expect(result.verdicts[0]).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/after retry: 451/) });
    expect(result.facts.acceptsAll).toBeNull();
    expect(smtp.connections).toBe(2);
  });

  it('answers unknown when the server is slower than the step timeout', async () => {
    const smtp = await mailDomain('slow.test', { rcpt: () => ({ code: 250, delayMs: 1000 }) });
    const started = Date.now();
    const result = await verifier(smtp.port, { stepTimeoutMs: 200 }).verifyDomain('slow.test', ['jane', 'bob']);

    expect(result.verdicts.map((x) => x.status)).toEqual(['unknown', 'unknown']);
    expect(result.verdicts[0]?.reason).toMatch(/no reply to RCPT within 200 ms/);
    expect(result.facts.acceptsAll).toBeNull();
    expect(smtp.connections).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('hangs up at once when told to stop, without asking the remaining recipients', async () => {
    const stop = new AbortController();
    const smtp = await mailDomain('tarpit.test', {
      rcpt: () => {
        stop.abort(new Error('shutdown')); // the process stops while the server takes its time
        return { code: 250, delayMs: 300 };
      },
    });
    const result = await verifier(smtp.port, { stepTimeoutMs: 5000 }).verifyDomain(
      'tarpit.test',
      ['jane', 'bob', 'carol', 'dave'],
      undefined,
      { signal: stop.signal },
    );

    expect(result.verdicts.map((x) => x.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(result.cacheable).toBe(true);
    // Only the probe was asked: the four candidates never were.
    expect(smtp.rcpts).toHaveLength(1);
  });

  it('answers unknown when the greeting is a 5xx (policy block), and when MAIL FROM is refused', async () => {
    const greeting = await mailDomain('banned.test', {
      rcpt: acceptAll,
      greeting: { code: 554, message: '5.7.1 Your IP is on a block list' },
    });
    const banned = await verifier(greeting.port).verifyDomain('banned.test', ['jane']);
    expect(banned.verdicts[0]).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^greeting refused: 554/),
    });
    expect(greeting.connections).toBe(1);

    const sender = await mailDomain('nosender.test', {
      rcpt: acceptAll,
      mailFrom: { code: 550, message: '5.7.1 Sender rejected by policy' },
    });
    const refused = await verifier(sender.port).verifyDomain('nosender.test', ['jane']);
    expect(refused.verdicts[0]).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^MAIL FROM refused/),
    });
  });

  it('answers invalid for every candidate of a server that refuses every recipient', async () => {
    const smtp = await mailDomain('rejectall.test', { rcpt: rejectAll });
    const result = await verifier(smtp.port).verifyDomain('rejectall.test', ['jane', 'bob']);
    expect(result.verdicts.map((x) => x.status)).toEqual(['invalid', 'invalid']);
    expect(result.facts.acceptsAll).toBe(false);
  });

  it('uses the A record when the domain has no MX', async () => {
    const smtp = await FakeSmtp.start({ rcpt: mailboxes('jane') });
    servers.push(smtp);
    dns.set('bare.test', { a: ['127.0.0.1'] });
    const result = await verifier(smtp.port).verifyDomain('bare.test', ['jane']);
    expect(result.verdicts[0]).toMatchObject({ status: 'valid', mxHost: 'bare.test' });
    expect(result.facts.mxHosts).toEqual(['bare.test']);
  });

  it('answers invalid (no mail server) without MX and A, and for a domain that does not exist', async () => {
    dns.set('nomail.test', {});
    const v = verifier(1);
    for (const domain of ['nomail.test', 'nxdomain.test']) {
      const result = await v.verifyDomain(domain, ['jane']);
      expect(result.verdicts[0]).toMatchObject({ status: 'invalid', reason: 'no mail server', mxHost: null });
      expect(result.facts.hasMailServer).toBe(false);
      expect(result.cacheable).toBe(true);
    }
    expect(v.stats().connections).toBe(0);
  });

  it('answers unknown (not cacheable) when the DNS server does not answer', async () => {
    const silent = await startSilentDns();
    try {
      const v = verifier(1, { dnsServers: [silent.address], stepTimeoutMs: 100 });
      const result = await v.verifyDomain('acme.test', ['jane']);
      expect(result.verdicts[0]).toMatchObject({
        status: 'unknown',
        reason: expect.stringMatching(/^DNS lookup failed/),
      });
      expect(result.cacheable).toBe(false);
    } finally {
      await silent.close();
    }
  });

  it('does the MX check only when probing is off', async () => {
    const smtp = await mailDomain('probeoff.test', { rcpt: acceptAll });
    const result = await verifier(smtp.port, { probe: false }).verifyDomain('probeoff.test', ['jane']);
    expect(result.verdicts[0]).toMatchObject({
      status: 'unknown',
      reason: 'SMTP probing is off (MX check only)',
      mxHost: 'mx.probeoff.test',
    });
    expect(result.facts).toMatchObject({ hasMailServer: true, mxHosts: ['mx.probeoff.test'], acceptsAll: null });
    expect(smtp.connections).toBe(0);
  });

  it('tries the next MX when the best one refuses connections', async () => {
    const smtp = await FakeSmtp.start({ rcpt: mailboxes('jane') });
    servers.push(smtp);
    dns.set('failover.test', {
      mx: [
        { exchange: 'mx2.failover.test', priority: 20 },
        { exchange: 'mx1.failover.test', priority: 10 },
      ],
    });
    dns.set('mx1.failover.test', { a: ['127.0.0.2'] }); // nothing listens there
    dns.set('mx2.failover.test', { a: ['127.0.0.1'] });
    const v = verifier(smtp.port);
    const result = await v.verifyDomain('failover.test', ['jane']);
    expect(result.verdicts[0]).toMatchObject({ status: 'valid', mxHost: 'mx2.failover.test' });
    expect(v.stats().connections).toBe(2);
  });

  it('remembers nothing per domain once its verification is over, however many domains it checked', async () => {
    const v = verifier(1);
    for (let i = 0; i < 300; i++) {
      dns.set(`gone${i}.test`, {});
      await v.verifyDomain(`gone${i}.test`, ['jane']);
    }
    expect(v.stats()).toEqual({ connections: 0, domainChecks: 300 });
  });

  it('answers unknown when no MX accepts connections', async () => {
    dns.set('down.test', { mx: [{ exchange: 'mx.down.test', priority: 10 }] });
    dns.set('mx.down.test', { a: ['127.0.0.2'] });
    const result = await verifier(9).verifyDomain('down.test', ['jane']);
    expect(result.verdicts[0]).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/no mail server reachable/),
    });
  });

  it('caps simultaneous connections per MX host across concurrent calls', async () => {
    const slowish = () => ({ code: 250, delayMs: 40 });
    const smtp = await FakeSmtp.start({ rcpt: slowish });
    servers.push(smtp);
    const domains = ['cap1.test', 'cap2.test', 'cap3.test', 'cap4.test', 'cap5.test'];
    for (const domain of domains) dns.set(domain, { mx: [{ exchange: 'mx.shared.test', priority: 10 }] });
    dns.set('mx.shared.test', { a: ['127.0.0.1'] });
    const v = verifier(smtp.port, { maxConnectionsPerHost: 2 });

    const results = await Promise.all(domains.map((d) => v.verifyDomain(d, ['jane'])));

    expect(results.flatMap((r) => r.verdicts.map((x) => x.status))).toEqual(domains.map(() => 'catch-all'));
    expect(smtp.connections).toBe(5);
    expect(smtp.peak).toBe(2);
  });

  it('answers invalid syntax for malformed candidates without asking the server', async () => {
    const smtp = await mailDomain('syntax.test', { rcpt: mailboxes('jane') });
    const result = await verifier(smtp.port).verifyDomain('syntax.test', ['jane', 'bad..dots', 'a b']);
    expect(result.verdicts.map((x) => [x.status, x.reason])).toEqual([
      ['valid', 'mailbox accepted: 250 Accepted'],
      ['invalid', 'invalid syntax'],
      ['invalid', 'invalid syntax'],
    ]);
    expect(smtp.rcpts.slice(1)).toEqual(['jane@syntax.test']);
  });

  it('answers error when something unexpected breaks', async () => {
    const smtp = await mailDomain('broken.test', { rcpt: acceptAll });
    const result = await verifier(smtp.port, { from: 'bad\r\nDATA' }).verifyDomain('broken.test', ['jane']);
    expect(result.verdicts[0]).toMatchObject({ status: 'error', reason: expect.stringMatching(/line break/) });
    expect(result.cacheable).toBe(false);
  });
});

describe('EmailVerifier.verify', () => {
  it('checks the syntax first', async () => {
    const v = verifier(1);
    await expect(v.verify('not-an-address')).resolves.toMatchObject({ status: 'invalid', reason: 'invalid syntax' });
    await expect(v.verify('jane@-bad-.test')).resolves.toMatchObject({ status: 'invalid', reason: 'invalid syntax' });
    expect(v.stats().domainChecks).toBe(0);
  });

  it('verifies one address and flags role and disposable addresses', async () => {
    const smtp = await mailDomain('single.test', { rcpt: mailboxes('jane') });
    const v = verifier(smtp.port);
    await expect(v.verify('jane@Single.Test')).resolves.toMatchObject({ address: 'jane@single.test', status: 'valid' });

    const throwaway = await v.verify('careers@mailinator.com');
    expect(throwaway).toMatchObject({ disposable: true, role: true });
  });
});
