import { promises as dns } from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../index.js';
import { MAIL_HOSTS, type MailBehaviour, type MailDomain } from './domains.js';
import { startMailStandIn, type MailStandIn } from './index.js';

/** A bare SMTP client: one reply per command, multi-line replies joined, as a verifier reads them. */
class SmtpSession {
  private buffer = '';
  private lines: string[] = [];
  private waiting: (() => void) | null = null;
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\r\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static async open(host: string, port: number): Promise<{ session: SmtpSession; greeting: string }> {
    const socket = net.connect({ host, port });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const session = new SmtpSession(socket);
    return { session, greeting: await session.reply() };
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** The next complete reply ("250-a", "250 b" → "250-a\n250 b"); '' once the server has hung up. */
  async reply(): Promise<string> {
    const collected: string[] = [];
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) {
        collected.push(line);
        if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) return collected.join('\n');
        continue;
      }
      if (this.closed) return collected.join('\n');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  async send(command: string): Promise<string> {
    this.socket.write(`${command}\r\n`);
    return this.reply();
  }

  /** PIPELINING: the commands in one write, then their replies. */
  async batch(commands: string[]): Promise<string[]> {
    this.socket.write(commands.map((command) => `${command}\r\n`).join(''));
    const replies: string[] = [];
    for (const _command of commands) replies.push(await this.reply());
    return replies;
  }

  async quit(): Promise<string> {
    const bye = await this.send('QUIT');
    this.socket.end();
    return bye;
  }
}

const GREYLIST_SECONDS = 0.4;
const SLOW_MS = 300;

let mail: MailStandIn;
let resolver: dns.Resolver;
const some = (behaviour: MailBehaviour, test: (d: MailDomain) => boolean = () => true): MailDomain =>
  mail.mailDomains().find((d) => d.behaviour === behaviour && test(d))!;

/** EHLO and MAIL FROM, then one RCPT per address; the replies' first lines. */
async function probe(host: string, addresses: string[], from = 'probe@verifier.example'): Promise<string[]> {
  const { session, greeting } = await SmtpSession.open(host, mail.smtpPort);
  expect(greeting).toMatch(/^220 /);
  expect(await session.send('EHLO verifier.example')).toMatch(/^250[- ]/);
  expect(await session.send(`MAIL FROM:<${from}>`)).toMatch(/^250 /);
  const replies: string[] = [];
  for (const address of addresses) replies.push(await session.send(`RCPT TO:<${address}>`));
  expect(await session.quit()).toMatch(/^221 /);
  return replies;
}

beforeAll(async () => {
  mail = await startMailStandIn({ dnsPort: 0, smtpPort: 0, greylistSeconds: GREYLIST_SECONDS, slowMs: SLOW_MS });
  resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([mail.dnsServer]);
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.resetStats();
  mail.control({ latencyMs: 0 });
});

/** Node 24's resolver adds `type: 'MX'` to each record; the fields that matter are these two. */
const mxOf = (records: { priority: number; exchange: string }[]) =>
  records.map(({ priority, exchange }) => ({ priority, exchange }));

describe('DNS', () => {
  it('serves MX records, sometimes a backup, and the hosts of each behaviour', async () => {
    expect(mail.dnsServer).toMatch(/^127\.0\.0\.1:\d+$/);
    const single = some('strict', (d) => d.mx.length === 1);
    expect(mxOf(await resolver.resolveMx(single.domain))).toEqual([{ priority: 10, exchange: `mx1.${single.domain}` }]);
    const backed = some('catch-all', (d) => d.mx.length === 2);
    const records = mxOf(await resolver.resolveMx(backed.domain)).sort((a, b) => a.priority - b.priority);
    expect(records).toEqual([
      { priority: 10, exchange: `mx1.${backed.domain}` },
      { priority: 20, exchange: `mx2.${backed.domain}` },
    ]);
    expect(await resolver.resolve4(`mx2.${backed.domain}`)).toEqual([MAIL_HOSTS['catch-all']]);
    for (const behaviour of ['strict', 'catch-all', 'greylist', 'slow', 'reject-all', 'blocked'] as const) {
      const d = some(behaviour);
      expect(await resolver.resolve4(`mx1.${d.domain}`), behaviour).toEqual([mail.hosts[behaviour]]);
    }
  });

  it('answers an A record instead of MX for a-fallback domains, nothing for no-mx, NXDOMAIN for strangers', async () => {
    const fallback = some('a-fallback');
    await expect(resolver.resolveMx(fallback.domain)).rejects.toMatchObject({ code: 'ENODATA' });
    expect(await resolver.resolve4(fallback.domain)).toEqual([MAIL_HOSTS.strict]);
    const none = some('no-mx');
    await expect(resolver.resolveMx(none.domain)).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolve4(none.domain)).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolveMx('not-a-company.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolve4(`mx1.${none.domain}`)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('SMTP', () => {
  it('accepts only real mailboxes at a strict domain, in one session', async () => {
    const d = some('strict', (x) => x.roles.length > 0);
    const replies = await probe(mail.hosts.strict, [
      mail.addressFor(d.domain, 'José', 'Ñúñez'),
      `zq8xk3vw@${d.domain}`,
      `${d.roles[0]}@${d.domain}`,
    ]);
    expect(replies[0]).toMatch(/^250 /);
    expect(replies[1]).toBe('550 5.1.1 User unknown');
    expect(replies[2]).toMatch(/^250 /);
    expect(mail.truthOf(mail.addressFor(d.domain, 'José', 'Ñúñez'))).toBe('valid');
  });

  it('serves a-fallback domains from the strict host, and refuses to relay for other domains', async () => {
    const fallback = some('a-fallback');
    const catchAll = some('catch-all');
    const replies = await probe(mail.hosts.strict, [
      mail.addressFor(fallback.domain, 'Priya', 'Sharma'),
      `zq8xk3vw@${fallback.domain}`,
      `anyone@${catchAll.domain}`,
    ]);
    expect(replies[0]).toMatch(/^250 /);
    expect(replies[1]).toMatch(/^550 5\.1\.1 /);
    expect(replies[2]).toBe('550 5.7.1 Relaying denied');
  });

  it('accepts anything at a catch-all domain and refuses everything at a reject-all one', async () => {
    const catchAll = some('catch-all');
    expect(await probe(mail.hosts['catch-all'], [`zq8xk3vw@${catchAll.domain}`])).toEqual([
      expect.stringMatching(/^250 /),
    ]);
    const rejecting = some('reject-all');
    expect(
      await probe(mail.hosts['reject-all'], [
        mail.addressFor(rejecting.domain, 'Emma', 'Smith'),
        `x@${rejecting.domain}`,
      ]),
    ).toEqual(['550 5.1.1 User unknown', '550 5.1.1 User unknown']);
  });

  it('greylists the first attempt and judges like strict once the wait is over', async () => {
    mail.resetGreylist();
    const d = some('greylist');
    const valid = mail.addressFor(d.domain, 'Rahul', 'Verma');
    const invalid = `zq8xk3vw@${d.domain}`;
    const greylisted = `451 4.7.1 Greylisted, try again in ${GREYLIST_SECONDS} seconds`;
    expect(await probe(mail.hosts.greylist, [valid, invalid])).toEqual([greylisted, greylisted]);
    // Still inside the wait: still greylisted; another sender is a new triplet.
    expect(await probe(mail.hosts.greylist, [valid])).toEqual([greylisted]);
    expect(await probe(mail.hosts.greylist, [valid], 'other@verifier.example')).toEqual([greylisted]);
    // The wait is over: the clock is moved past it (only Date; the sockets' timers keep running).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + GREYLIST_SECONDS * 1000 + 50 });
    try {
      const after = await probe(mail.hosts.greylist, [valid, invalid]);
      expect(after[0]).toMatch(/^250 /);
      expect(after[1]).toBe('550 5.1.1 User unknown');
    } finally {
      vi.useRealTimers();
    }
  });

  it('delays every reply of the slow host, and every reply anywhere by the latency knob', async () => {
    const d = some('slow');
    let started = Date.now();
    const { session, greeting } = await SmtpSession.open(mail.hosts.slow, mail.smtpPort);
    expect(greeting).toMatch(/^220 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    await session.send('EHLO verifier.example');
    await session.send('MAIL FROM:<probe@verifier.example>');
    started = Date.now();
    expect(await session.send(`RCPT TO:<${mail.addressFor(d.domain, 'Emma', 'Smith')}>`)).toMatch(/^250 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 5);
    expect(await session.send(`RCPT TO:<zq8xk3vw@${d.domain}>`)).toMatch(/^550 5\.1\.1 /);
    // A slow server works through a pipelined batch one reply after the other.
    started = Date.now();
    const rcpts = await session.batch(['RSET', 'MAIL FROM:<probe@verifier.example>', `RCPT TO:<x@${d.domain}>`]);
    expect(rcpts.map((r) => r.slice(0, 3))).toEqual(['250', '250', '550']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * SLOW_MS - 5);
    await session.quit();

    mail.control({ latencyMs: 120 });
    const strict = some('strict');
    const { session: fast } = await SmtpSession.open(mail.hosts.strict, mail.smtpPort);
    started = Date.now();
    await fast.send('EHLO verifier.example');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    // Latency is time on the wire: a pipelined batch costs one round trip, not one per command.
    started = Date.now();
    const batch = await fast.batch([
      'MAIL FROM:<probe@verifier.example>',
      `RCPT TO:<${mail.addressFor(strict.domain, 'Emma', 'Smith')}>`,
      `RCPT TO:<zq8xk3vw@${strict.domain}>`,
    ]);
    expect(batch.map((r) => r.slice(0, 3))).toEqual(['250', '250', '550']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    expect(Date.now() - started).toBeLessThan(3 * 120);
    expect(await fast.quit()).toMatch(/^221 /);
    expect(() => mail.control({ latencyMs: -1 })).toThrow(/≥ 0/);
    expect(() => mail.control({ nope: 1 } as never)).toThrow(/unknown mail knob/);
  });

  it('refuses a blocked client at the greeting and hangs up', async () => {
    const { session, greeting } = await SmtpSession.open(mail.hosts.blocked, mail.smtpPort);
    expect(greeting).toBe('554 5.7.1 Service unavailable; client host blocked');
    expect(await session.reply()).toBe('');
    expect(session.closed).toBe(true);
  });

  it('never takes a message', async () => {
    const d = some('catch-all');
    const { session } = await SmtpSession.open(mail.hosts['catch-all'], mail.smtpPort);
    const ehlo = await session.send('EHLO verifier.example');
    expect(ehlo).not.toMatch(/STARTTLS|AUTH/);
    await session.send('MAIL FROM:<probe@verifier.example>');
    await session.send(`RCPT TO:<someone@${d.domain}>`);
    expect(await session.send('DATA')).toMatch(/^354 /);
    expect(await session.send('Subject: hi\r\n\r\nhello\r\n.')).toMatch(/^554 5\.7\.1 /);
    await session.quit();
  });

  it('counts connections per host, per client address and per domain, and RCPTs', async () => {
    const a = some('strict');
    const b = mail.mailDomains().find((d) => d.behaviour === 'strict' && d.domain !== a.domain)!;
    await probe(mail.hosts.strict, [`one@${a.domain}`, `two@${a.domain}`, `three@${b.domain}`]);
    await probe(mail.hosts.strict, [`four@${a.domain}`]);
    await SmtpSession.open(mail.hosts.blocked, mail.smtpPort);
    const stats = mail.stats();
    expect(stats.connectionsByHost).toEqual({ [mail.hosts.strict]: 2, [mail.hosts.blocked]: 1 });
    expect(stats.connectionsByClient).toEqual({ '127.0.0.1': 3 });
    expect(stats.connectionsByDomain).toEqual({ [a.domain]: 2, [b.domain]: 1 });
    expect(stats.rcptCount).toBe(4);
    mail.resetStats();
    expect(mail.stats()).toEqual({
      connectionsByDomain: {},
      connectionsByHost: {},
      connectionsByClient: {},
      rcptCount: 0,
      rcptByDomain: {},
    });
  });
});

describe('startSandbox', () => {
  it('starts the mail stand-in, lists it and closes it', async () => {
    const sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'] });
    let closed = false;
    try {
      const { dnsServers, smtpPort } = sandbox.services.mail;
      expect(dnsServers).toMatch(/^127\.0\.0\.1:\d+$/);
      const index = (await (await fetch(`${sandbox.url}/`)).json()) as {
        standIns: Array<{ name: string; smtpPort?: number }>;
        services: { mail: { dnsServers: string } };
      };
      expect(index.standIns).toContainEqual(expect.objectContaining({ name: 'mail', smtpPort }));
      expect(index.services.mail.dnsServers).toBe(dnsServers);
      const own = new dns.Resolver({ timeout: 2000, tries: 1 });
      own.setServers([dnsServers]);
      const d = sandbox.mail.mailDomains().find((x) => x.behaviour === 'strict')!;
      expect(mxOf(await own.resolveMx(d.domain))).toContainEqual({ priority: 10, exchange: `mx1.${d.domain}` });
      await sandbox.close();
      closed = true;
      await expect(SmtpSession.open(MAIL_HOSTS.strict, smtpPort)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      if (!closed) await sandbox.close();
    }
  });
});
