import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobEntity } from '../jobs/job.entity.js';
import type { CompanyWebsites } from './company-websites.js';
import { ContactRun, type ContactRunDeps } from './contact-run.js';
import { JobMailDomains } from './job-mail-domains.js';

const SITE = 'https://www.linkedin.com';
const quiet = { info: () => undefined } as unknown as Logger;

function job(id: string, companySlug: string, fields: Partial<JobEntity> = {}): JobEntity {
  return {
    id,
    companySlug,
    companyName: companySlug,
    applyUrl: null,
    description: 'We are hiring.',
    ...fields,
  } as JobEntity;
}

/** A run over fakes: websites by slug, and findContacts calls recorded (each waits for `gate` when given). */
function runWith(websites: Record<string, string>, gate?: Promise<void>, fail?: Error) {
  const asked: string[] = [];
  const calls: { domain: string | null; jobs: string[] }[] = [];
  const counted: number[] = [];
  let fetched = 0;
  const companyWebsites: CompanyWebsites = {
    websiteOf: (slug) => {
      asked.push(slug);
      return Promise.resolve({ website: websites[slug] ?? null, fetched: true });
    },
  };
  const deps: ContactRunDeps = {
    signal: new AbortController().signal,
    concurrency: 2,
    domains: new JobMailDomains(
      SITE,
      {
        addressesOf: () => Promise.reject(new Error('no DNS here')),
        httpPort: 80,
        allowedAddresses: [],
        timeoutMs: 1,
        maxHops: 1,
      },
      quiet,
    ),
    websites: companyWebsites,
    findContacts: async (domain, jobs) => {
      calls.push({ domain, jobs: jobs.map((j) => j.id) });
      await gate;
      if (fail) throw fail;
    },
    onCompanyFetched: () => (fetched += 1),
    onContacts: (count) => counted.push(count),
  };
  return { run: new ContactRun(deps), asked, calls, counted, fetched: () => fetched };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ContactRun', () => {
  it("reads a company's website once per run, and not at all once one of its postings gave the domain", async () => {
    const { run, asked, calls, fetched } = runWith({
      acme: 'https://www.acme.example',
      globex: 'https://globex.example',
    });
    await run.contactsFor([job('a1', 'acme'), job('a2', 'acme')]);
    await run.contactsFor([
      job('g1', 'globex', { applyUrl: 'https://careers.globex.com/jobs/1' }),
      job('g2', 'globex'),
    ]);
    // No website, no posting domain: the address the posting publishes is still asked at its own domain.
    await run.contactsFor([job('n1', 'nowhere', { description: 'Send your CV to someone@gmail.com.' })]);
    await run.drain();

    expect(asked).toEqual(['acme', 'nowhere']);
    expect(fetched()).toBe(2);
    const domains = calls.flatMap((c) => c.jobs.map((id) => [id, c.domain]));
    expect(Object.fromEntries(domains)).toEqual({
      a1: 'acme.example',
      a2: 'acme.example',
      g1: 'globex.com',
      g2: 'globex.com',
      n1: 'gmail.com',
    });
  });

  it('looks a domain up by one task at a time, which takes the jobs that arrived meanwhile', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { run, calls, counted } = runWith({ acme: 'https://acme.example' }, gate);
    let firstDone = false;
    const first = run.contactsFor([job('a1', 'acme')]).then(() => (firstDone = true));
    await settle();
    const later = run.contactsFor([job('a2', 'acme')]);
    const last = run.contactsFor([job('a3', 'acme')]);
    await settle();
    expect(calls).toEqual([{ domain: 'acme.example', jobs: ['a1'] }]);
    expect(firstDone).toBe(false);

    open();
    await Promise.all([first, later, last]);
    expect(calls).toEqual([
      { domain: 'acme.example', jobs: ['a1'] },
      { domain: 'acme.example', jobs: ['a2', 'a3'] },
    ]);
    expect(counted).toEqual([1, 2]);
    await run.drain();
  });

  it('drain throws what a lookup threw, once the others are done', async () => {
    const broken = new Error('mail server on fire');
    const { run, calls } = runWith(
      { acme: 'https://acme.example', globex: 'https://globex.example' },
      undefined,
      broken,
    );
    const lookup = run.contactsFor([job('a1', 'acme')]);
    run.contactsFor([job('g1', 'globex')]).catch(() => undefined);
    await expect(lookup).rejects.toBe(broken);
    await expect(run.drain()).rejects.toBe(broken);
    expect(calls.map((c) => c.domain).sort()).toEqual(['acme.example', 'globex.example']);
  });
});
