import PQueue from 'p-queue';
import type { CompaniesService } from '../../companies/companies.service.js';
import type { EnrichmentService } from '../../enrichment/enrichment.service.js';
import { JobsSiteBlockedError } from '../../jobs-site/jobs-site.errors.js';
import { MarkupNotUnderstood } from '../../jobs-site/parsers/index.js';
import type { JobEntity } from '../../jobs/job.entity.js';

export interface ContactStageDeps {
  enrichment: EnrichmentService;
  companies: CompaniesService;
  /** Mail domains whose contacts are looked up at once (ENRICHMENT_CONCURRENCY). */
  concurrency: number;
  signal: AbortSignal;
  /** A company page was read from the site (not the cache). */
  onCompanyFetched(): void;
  /** Contacts of `count` more jobs are in (or on their way, as `verifying`). */
  onContacts(count: number): void;
}

/**
 * Contact discovery for jobs as they are kept, while the search goes on reading. A job's mail domain comes from its
 * own page when it can (the employer's own apply link, a published address), else from another job of the same
 * company, and only then from the company's page (read once per company, shared by every search). Jobs are batched
 * per domain: one domain is looked up by one task at a time, which takes every job of it that arrived meanwhile, so
 * a domain's mail server sees one session per batch and later batches reuse what the first learnt.
 */
export class ContactStage {
  private readonly queue: PQueue;
  private readonly waiting = new Map<string | null, JobEntity[]>();
  private readonly busy = new Set<string | null>();
  private readonly tasks = new Set<Promise<void>>();
  /** Company slug → its mail domain, learnt from any of its postings or its page. */
  private readonly companyDomains = new Map<string, Promise<string | null>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly deps: ContactStageDeps) {
    this.queue = new PQueue({ concurrency: deps.concurrency });
  }

  /** Finds the job's contact in the background. */
  add(job: JobEntity): void {
    this.track(this.domainOf(job).then((domain) => this.enqueue(domain, job)));
  }

  /** Waits until every job added so far has its contact (or `verifying`); throws what a lookup threw. */
  async drain(): Promise<void> {
    while (this.tasks.size) await Promise.allSettled([...this.tasks]);
    if (this.failure) throw this.failure.error;
  }

  private track(task: Promise<void>): void {
    const tracked = task
      .catch((err: unknown) => void (this.failure ??= { error: err }))
      .finally(() => this.tasks.delete(tracked));
    this.tasks.add(tracked);
  }

  private async domainOf(job: JobEntity): Promise<string | null> {
    const { enrichment } = this.deps;
    const fromPage = enrichment.domainFromPosting(job);
    const slug = job.companySlug;
    if (fromPage) {
      // Every other posting of the company is at this domain too: its page need not be read.
      if (slug && !this.companyDomains.has(slug)) this.companyDomains.set(slug, Promise.resolve(fromPage));
      return fromPage;
    }
    const company = slug ? await this.companyDomain(slug) : null;
    // A company without a website of its own: the address its posting publishes is still this posting's contact.
    return company ?? enrichment.publishedDomainOf(job);
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
    try {
      const { company, fetched } = await this.deps.companies.getBySlug(slug, this.deps.signal);
      if (fetched) this.deps.onCompanyFetched();
      return await this.deps.enrichment.mailDomainOfWebsite(company?.website);
    } catch (err) {
      // A company page we cannot read only costs that company's contacts, not the search.
      if (err instanceof JobsSiteBlockedError || err instanceof MarkupNotUnderstood) return null;
      throw err;
    }
  }

  private enqueue(domain: string | null, job: JobEntity): void {
    this.waiting.set(domain, [...(this.waiting.get(domain) ?? []), job]);
    if (this.busy.has(domain)) return; // the task at work on this domain takes it next
    this.busy.add(domain);
    this.track(this.queue.add(() => this.work(domain), { signal: this.deps.signal }));
  }

  private async work(domain: string | null): Promise<void> {
    try {
      for (let jobs = this.take(domain); jobs.length; jobs = this.take(domain)) {
        await this.deps.enrichment.findContacts(domain, jobs, this.deps.signal);
        this.deps.onContacts(jobs.length);
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
