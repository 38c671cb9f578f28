import dgram from 'node:dgram';
import { shortLinks, type Sandbox } from '@app/sandbox';
import type { DomainRecordsCheck } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrichmentService } from '../src/enrichment/enrichment.service.js';
import type { JobEntity } from '../src/jobs/job.entity.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

const TOKEN_ENCRYPTION_KEY = 'a'.repeat(64);

describe("an SMTP mailbox's domain records, and short-link websites, against the DNS and shortener stand-ins", () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  const appWith = (env: Record<string, string> = {}) =>
    startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), TOKEN_ENCRYPTION_KEY, ...env });

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  /** Signs in and connects the SMTP sink as `emailAddress`; returns the browser and the account's id. */
  async function connect(t: TestApp, emailAddress: string) {
    const { browser } = await signIn(t);
    const sink = sandbox.services.smtpSink;
    const account = await browser
      .post('/api/mail/smtp')
      .send({
        emailAddress,
        host: sink.host,
        port: sink.port,
        secure: false,
        username: sink.username,
        password: sink.password,
      })
      .expect(201);
    return { browser, id: (account.body as { id: string }).id };
  }

  it('tells the owner of a domain without DMARC that Gmail and Yahoo will likely refuse it, and what to add', async () => {
    const t = await appWith();
    const { browser, id } = await connect(t, 'me@no-dmarc.example');
    const check = (await browser.get(`/api/mail/accounts/${id}/domain-records`).expect(200)).body as DomainRecordsCheck;
    expect(check).toMatchObject({ domain: 'no-dmarc.example', verdict: 'at-risk', spf: 'found', dmarc: 'missing' });
    expect(check.advice).toEqual([
      {
        record: 'dmarc',
        text: 'Add a DMARC record at _dmarc.no-dmarc.example. p=none is enough: it only asks for reports.',
        txt: { name: '_dmarc.no-dmarc.example', value: 'v=DMARC1; p=none; rua=mailto:me@no-dmarc.example' },
      },
    ]);

    const good = await connect(t, 'me@well-configured.example');
    const fine = (await good.browser.post(`/api/mail/accounts/${good.id}/domain-records/check`).expect(200))
      .body as DomainRecordsCheck;
    expect(fine).toMatchObject({ verdict: 'ok', spf: 'found', dmarc: 'found', advice: [] });

    const noSpf = await connect(t, 'me@no-spf.example');
    const lacking = (await noSpf.browser.get(`/api/mail/accounts/${noSpf.id}/domain-records`).expect(200))
      .body as DomainRecordsCheck;
    expect(lacking).toMatchObject({ verdict: 'at-risk', spf: 'missing', dmarc: 'found' });
    expect(lacking.advice.map((a) => a.txt)).toEqual([
      { name: 'no-spf.example', value: `v=spf1 ip4:${sandbox.services.smtpSink.host} ~all` },
    ]);

    const free = await connect(t, 'someone@gmail.com');
    expect((await free.browser.get(`/api/mail/accounts/${free.id}/domain-records`).expect(200)).body).toMatchObject({
      verdict: 'provider-domain',
      advice: [],
    });
    // Someone else's mailbox is not found.
    await free.browser.get(`/api/mail/accounts/${id}/domain-records`).expect(404);
    await browser.get('/api/mail/accounts/not-a-uuid/domain-records').expect(404);
  });

  it('says "could not check" when DNS does not answer', async () => {
    // A UDP socket that never answers stands in for a DNS server that is down.
    const silent = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    try {
      const t = await appWith({ DNS_SERVERS: `127.0.0.1:${silent.address().port}` });
      const { browser, id } = await connect(t, 'me@no-dmarc.example');
      const check = (await browser.get(`/api/mail/accounts/${id}/domain-records`).expect(200))
        .body as DomainRecordsCheck;
      expect(check).toMatchObject({ verdict: 'could-not-check', spf: 'unknown', dmarc: 'unknown', advice: [] });
    } finally {
      silent.close();
    }
  });

  it("takes a job's mail domain from where its company's short link leads, and none from a loop or a private address", async () => {
    const t = await appWith();
    const enrichment = t.app.nest.get(EnrichmentService);
    const links = shortLinks();
    // The company's page on the site stand-in lists the short link as its website.
    const job = (companySlug: string) =>
      ({
        applyUrl: null,
        companyName: companySlug,
        companySlug,
        description: 'We are hiring.',
      }) as unknown as JobEntity;
    const contacts = enrichment.contactRun({ signal: new AbortController().signal });
    for (const link of links) {
      const expected =
        link.destination.kind === 'site' ? new URL(link.destination.url).hostname.replace(/^www\./, '') : null;
      expect({ link: link.url, domain: await contacts.mailDomainOf(job(link.companySlug)) }).toEqual({
        link: link.url,
        domain: expected,
      });
    }
    expect(links.map((l) => l.destination.kind)).toEqual(expect.arrayContaining(['site', 'loop', 'private']));
  });
});
