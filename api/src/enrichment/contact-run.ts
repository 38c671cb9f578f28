import PQueue from 'p-queue';
import type { JobEntity } from '../jobs/job.entity.js';
import type { CompanyWebsites } from './company-websites.js';
import type { JobMailDomains } from './job-mail-domains.js';

/** What the caller of EnrichmentService.contactRun gives: when to stop, and what to be told as the run goes. */
export interface ContactRunOptions {
  signal: AbortSignal;
  /** A company page was read from the site (not the cache). */
  onCompanyFetched?(): void;
  /** Contacts of `count` more jobs are in (or on their way, as `verifying`). */
  onContacts?(count: number): void;
}

/** What EnrichmentService hands a run besides the caller's options. */
export interface ContactRunDeps extends ContactRunOptions {
  /** Mail domains whose contacts are looked up at once (ENRICHMENT_CONCURRENCY). */
  concurrency: number;
  domains: JobMailDomains;
  websites: CompanyWebsites;
  /** One domain's jobs' contacts, written to job_contacts (EnrichmentService.findContacts). */
  findContacts(domain: string | null, jobs: JobEntity[], signal: AbortSignal): Promise<void>;
}

/**
 * Jobs' contacts for one run of lookups (a search's, or one job's), found while the caller goes on. A job's mail
 * domain comes from its own page when it can (the employer's own apply link, a published address), else from
 * another job of the same company, and only then from the company's website (read once per company per run; the
 * page is cached for everyone). Jobs are batched per domain: one domain is looked up by one task at a time, which
 * takes every job of it that arrived meanwhile, so a domain's mail server sees one session per batch and later
 * batches reuse what the first learnt.
 */
export class ContactRun {
  private readonly queue: PQueue;
  private readonly waiting = new Map<string | null, JobEntity[]>();
  /** The task at work on each domain: it takes every job of its domain that arrives before it ends. */
  private readonly busy = new Map<string | null, Promise<void>>();
  private readonly lookups = new Set<Promise<void>>();
  /** Company slug → its mail domain, learnt from any of its postings or its website. */
  private readonly companyDomains = new Map<string, Promise<string | null>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly deps: ContactRunDeps) {
    this.queue = new PQueue({ concurrency: deps.concurrency });
  }

  /**
   * Looks up these jobs' contacts; settles once each has its contact (or `verifying`). The caller need not wait for
   * it: drain() does, and throws what it threw.
   */
  contactsFor(jobs: JobEntity[]): Promise<void> {
    const lookup = this.lookUp(jobs);
    const tracked = lookup
      .catch((err: unknown) => void (this.failure ??= { error: err }))
      .finally(() => this.lookups.delete(tracked));
    this.lookups.add(tracked);
    return lookup;
  }

  /** Waits until every job given so far has its contact (or `verifying`); throws what a lookup threw. */
  async drain(): Promise<void> {
    while (this.lookups.size) await Promise.allSettled([...this.lookups]);
    if (this.failure) throw this.failure.error;
  }

  /**
   * The mail domain the job's contact is looked up at: what its page gives, else its company's website, else (a
   * company without a website of its own) the domain of the address the posting publishes, so that address is
   * still asked.
   */
  async mailDomainOf(job: JobEntity): Promise<string | null> {
    const { domains } = this.deps;
    const fromPosting = domains.fromPosting(job);
    const slug = job.companySlug;
    if (fromPosting) {
      // Every other posting of the company is at this domain too: its website need not be read.
      if (slug && !this.companyDomains.has(slug)) this.companyDomains.set(slug, Promise.resolve(fromPosting));
      return fromPosting;
    }
    const company = slug ? await this.companyDomain(slug) : null;
    return company ?? domains.publishedBy(job);
  }

  private async lookUp(jobs: JobEntity[]): Promise<void> {
    await Promise.all(jobs.map(async (job) => this.enqueue(await this.mailDomainOf(job), job)));
  }

  private companyDomain(slug: string): Promise<string | null> {
    let domain = this.companyDomains.get(slug);
    if (!domain) {
      domain = this.readCompany(slug);
      this.companyDomains.set(slug, domain);
    }
    return domain;
  }

  private async readCompany(slug: string): Promise<string | null> {
    const { website, fetched } = await this.deps.websites.websiteOf(slug, this.deps.signal);
    if (fetched) this.deps.onCompanyFetched?.();
    return this.deps.domains.ofWebsite(website);
  }

  /** Hands the job to its domain's task (started when none is at work); settles when that task is done. */
  private enqueue(domain: string | null, job: JobEntity): Promise<void> {
    this.waiting.set(domain, [...(this.waiting.get(domain) ?? []), job]);
    let task = this.busy.get(domain);
    if (!task) {
      task = this.queue.add(() => this.work(domain), { signal: this.deps.signal });
      this.busy.set(domain, task);
    }
    return task;
  }

  private async work(domain: string | null): Promise<void> {
    try {
      for (let jobs = this.take(domain); jobs.length; jobs = this.take(domain)) {
        await this.deps.findContacts(domain, jobs, this.deps.signal);
        this.deps.onContacts?.(jobs.length);
      }
    } finally {
      this.busy.delete(domain);
    }
  }

  private take(domain: string | null): JobEntity[] {
    const jobs = this.waiting.get(domain) ?? [];
    this.waiting.delete(domain);
    return jobs;
  }
}
