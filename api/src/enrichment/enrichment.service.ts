import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { classifyTitle, type TitleClass, type VerificationStatus } from '@app/types';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { JobEntity } from '../jobs/job.entity.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import type { JobContactEntity } from './entities/job-contact.entity.js';
import type { MailDomainEntity } from './entities/mail-domain.entity.js';
import { EnrichmentRepository } from './enrichment.repository.js';
import { COMPANY_WEBSITES, type CompanyWebsites } from './company-websites.js';
import { ContactRun, type ContactRunOptions } from './contact-run.js';
import { JobMailDomains } from './job-mail-domains.js';
import { isFreeMailDomain } from './mail-domain.js';
import { parseName } from './names.js';
import { type Candidate, candidatesFor, type PatternName, ROLE_LOCAL_PARTS } from './patterns.js';
import {
  ApolloProvider,
  HunterProvider,
  HunterVerifier,
  type PeopleProvider,
  PeopleProviderError,
} from './people/index.js';
import { publishedAddressesOf } from './published-address.js';
import {
  type DomainFacts,
  EmailVerifier,
  MxResolver,
  type Verdict,
  type VerifyDomainOptions,
} from './verification/index.js';

const DAY_MS = 86_400_000;
/** Address verdicts and job contacts are reused this long; domain facts (MX, catch-all) a week. */
const ADDRESS_CACHE_MS = 30 * DAY_MS;
const DOMAIN_CACHE_MS = 7 * DAY_MS;
/** An answer that was not definitive (timeouts, temporary refusals, a verdict still coming) is asked again after this. */
const INCONCLUSIVE_CACHE_MS = 60 * 60_000;
const DEFINITIVE: ReadonlySet<VerificationStatus | null> = new Set(['valid', 'catch-all', 'invalid']);
/** Patterns tried in the first SMTP session; the rest only when none of these exists (most domains use one). */
const FIRST_ROUND_PATTERNS = 5;
const SECOND_ROUND_PEOPLE = 5;
/**
 * How long a domain's late verdicts are this process's to land before any worker may take them (ContactRechecks):
 * longer than the slowest session (every step at the SMTP timeout) plus a greylisting retry.
 */
export const RECHECK_LEASE_MS = 5 * 60_000;

interface Person {
  job: JobEntity;
  candidates: Candidate[];
}

/** A decision maker a people-data provider named at the company. */
interface DecisionMaker {
  name: string;
  title: string | null;
  candidates: Candidate[];
}

/** What finding one domain's contacts came to: the rows, and when its mail server wants to be asked again. */
interface DomainOutcome {
  rows: Partial<JobContactEntity>[];
  /** Greylisted: the verdicts come from a session after `afterMs` (with the same probe); rows say `verifying`. */
  retry: { afterMs: number; probe: string | null } | null;
}

type Verdicts = Map<string, Verdict | EmailCheckEntity>;

/** Whom a job seeker should write to first when the posting shows nobody. */
const TITLE_RANK: Record<TitleClass, number> = { recruiter: 0, 'hiring-manager': 1, executive: 2, other: 3 };
const DECISION_MAKERS_PER_DOMAIN = 2;

/**
 * Contact discovery: for each job, the poster shown on the posting (their address found among the common corporate
 * patterns and verified over SMTP), else an address the posting publishes, else a decision maker (people-data
 * providers), else a role address of the company. One SMTP session per domain for all its candidates; verdicts,
 * domain facts and contacts are cached in PostgreSQL and shared by everyone. Other rooms ask through one door,
 * contactRun (a job's mail domain is this room's business: company websites come through COMPANY_WEBSITES).
 *
 * A slow mail server never holds a search: after VERIFICATION_WAIT_MS, or at once when it greylists, the domain's
 * contacts are written `verifying` with a `contact_rechecks` row, and the verdict lands in the same rows later (this
 * process's session, or a worker's recheck, see ContactRechecks).
 */
@Injectable()
export class EnrichmentService implements BeforeApplicationShutdown {
  readonly verifier: EmailVerifier;
  private readonly providers: PeopleProvider[];
  /** Hunter's verifier answers for the likeliest addresses when our own SMTP probing is off. */
  private readonly hunterVerifier: HunterVerifier | null;
  /** Providers that refused their key are not asked again by this process. */
  private readonly refused = new Set<string>();
  private readonly verdictsCounted;
  private readonly logger: Logger;
  /** Names this process as the holder of the rechecks it leases. */
  readonly processId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** Verdicts this process is still landing after their search moved on. */
  private readonly late = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly domains: JobMailDomains;

  constructor(
    private readonly tables: EnrichmentRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    metrics: MetricsService,
    @Inject(COMPANY_WEBSITES) private readonly websites: CompanyWebsites,
  ) {
    this.logger = rootLogger.child({ component: 'enrichment' });
    // The hosts of short links are resolved with the product's DNS settings (DNS_SERVERS).
    const dns = new MxResolver({ dnsServers: config.verification.dnsServers, timeoutMs: config.shortLinks.timeoutMs });
    this.domains = new JobMailDomains(
      config.jobsSite.baseUrl,
      {
        ...config.shortLinks,
        addressesOf: (host) => dns.addressesOf(host),
      },
      this.logger,
    );
    const connections = metrics.counter({
      name: 'smtp_probe_connections_total',
      help: 'SMTP verification connections by outcome (connected: a greeting came) and route (direct or proxy)',
      labelNames: ['outcome', 'via'],
    });
    this.verdictsCounted = metrics.counter({
      name: 'email_verifications_total',
      help: 'Address verdicts by status (valid, catch-all, invalid, unknown, error) and who gave them',
      labelNames: ['status', 'source'],
    });
    const via = config.verification.proxy ? 'proxy' : 'direct';
    this.verifier = new EmailVerifier({
      ...config.verification,
      now: () => clock.now(),
      onConnection: (outcome) => connections.inc({ outcome, via }),
    });
    const { hunter, apollo } = config.people;
    this.hunterVerifier = hunter && !config.verification.probe ? new HunterVerifier(hunter) : null;
    this.providers = [...(hunter ? [new HunterProvider(hunter)] : []), ...(apollo ? [new ApolloProvider(apollo)] : [])];
  }

  /**
   * The one door to jobs' contacts: a run of lookups (a search's, or one job's) with its own memory of company
   * domains and its own per-domain batches, ENRICHMENT_CONCURRENCY domains at a time (a deep search of 200
   * companies must not open hundreds of DNS and SMTP conversations together). See ContactRun.
   */
  contactRun(options: ContactRunOptions): ContactRun {
    return new ContactRun({
      ...options,
      concurrency: this.config.search.enrichmentConcurrency,
      domains: this.domains,
      websites: this.websites,
      findContacts: (domain, jobs, signal) => this.findContacts(domain, jobs, signal),
    });
  }

  /**
   * Contacts for jobs whose mail domain is `domain` (null: none known), written to job_contacts. Returns once the
   * first verdicts are in: at most VERIFICATION_WAIT_MS, after which the rows say `verifying` and the verdicts land
   * later (this process keeps asking; a worker takes over should it die).
   */
  private async findContacts(domain: string | null, jobs: JobEntity[], signal: AbortSignal): Promise<void> {
    const pending = await this.notFresh(jobs);
    if (!pending.length) return;
    if (!domain) {
      await this.tables.upsertContacts(pending.map((job) => this.noEmail(job, null, null)));
      return;
    }
    const both = AbortSignal.any([signal, this.stopping.signal]);
    // The wait is the mail server's time: it starts with the first connection (not while our own per-host cap
    // queues it), bounded overall at three times as long (slow DNS, a long queue).
    const waitMs = this.config.verification.verdictWaitMs;
    const timers: NodeJS.Timeout[] = [];
    let serverTimeStarts = () => {};
    const late = new Promise<'late'>((resolve) => {
      timers.push(setTimeout(resolve, waitMs * 3, 'late'));
      serverTimeStarts = () => {
        serverTimeStarts = () => {};
        timers.push(setTimeout(resolve, waitMs, 'late'));
      };
    });
    const work = this.contactsAt(domain, pending, both, { greylisting: 'defer', onConnect: () => serverTimeStarts() });
    const first = await Promise.race([work, late]).finally(() => timers.forEach(clearTimeout));
    if (first !== 'late') {
      await this.land(domain, first, null);
      return;
    }
    // Too slow to wait for: say so now, and land the verdicts in the same rows when they come.
    await this.markVerifying(domain, pending);
    const landing = work
      .then((outcome) => this.land(domain, outcome, this.processId))
      .catch((err: unknown) => {
        // Stopped (shutdown, a cancelled search): the recheck row stays, and a worker lands them later.
        if (!both.aborted) this.logger.warn({ err, domain }, 'Late verdicts could not be landed');
      })
      .finally(() => this.late.delete(landing));
    this.late.add(landing);
    signal.throwIfAborted();
  }

  /**
   * Asks a `verifying` domain's mail server again for its jobs, waiting as long as it takes (greylisting retried
   * once), and lands the verdicts; `owner` is the recheck lease this run holds.
   */
  async recheck(
    domain: string,
    jobs: JobEntity[],
    probe: string | null,
    owner: string,
    signal: AbortSignal,
  ): Promise<void> {
    const both = AbortSignal.any([signal, this.stopping.signal]);
    const outcome = await this.contactsAt(domain, jobs, both, { greylisting: 'wait', probe });
    await this.land(domain, outcome, owner);
  }

  /** Hangs up the late sessions (their rechecks stay, for any worker) and lets their last writes finish. */
  /**
   * A hard bounce: the address is invalid for everyone (the verifier's cache, and every job showing it), and when
   * it was a pattern's guess (not published by a posting, not a role address) the domain's learned pattern is
   * forgotten, to be learned again.
   */
  async markBounced(address: string, status: string | null): Promise<void> {
    const email = address.trim().toLowerCase();
    const domain = email.split('@')[1];
    if (!domain) return;
    await this.tables.markBounced(email, domain, {
      address: email,
      status: 'invalid',
      reason: `Bounced${status ? ` (${status})` : ''}: the mail server refused it after accepting it`,
      disposable: false,
      role: false,
      mxHost: null,
      checkedAt: this.clock.now(),
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort(new Error('shutdown'));
    await Promise.allSettled([...this.late]);
  }

  /** Jobs whose contact was not found recently (a definitive one lasts 30 days, anything else an hour). */
  private async notFresh(jobs: JobEntity[]): Promise<JobEntity[]> {
    const existing = await this.tables.contactsOfJobs(jobs.map((j) => j.id));
    const isFresh = (c: JobContactEntity) => {
      const definitive = DEFINITIVE.has(c.status) || c.mailDomain === null;
      return this.ageMs(c.foundAt) < (definitive ? ADDRESS_CACHE_MS : INCONCLUSIVE_CACHE_MS);
    };
    const fresh = new Set(existing.filter(isFresh).map((c) => c.jobId));
    return jobs.filter((j) => !fresh.has(j.id));
  }

  /**
   * Writes a domain's rows; when its server greylisted, the recheck that will ask again (due after the retry wait,
   * with the same probe). `owner`: the recheck lease this writer held, released when nothing is left to ask.
   */
  private async land(domain: string, outcome: DomainOutcome, owner: string | null): Promise<void> {
    const retry = outcome.retry;
    await this.tables.land(
      domain,
      outcome.rows,
      retry && { dueAt: () => new Date(this.clock.now().getTime() + retry.afterMs), probe: retry.probe },
      owner,
    );
  }

  /** The jobs' contacts say `verifying` now; this process holds the domain's recheck for a lease. */
  private async markVerifying(domain: string, jobs: JobEntity[]): Promise<void> {
    const rows = jobs.map((job) => this.noEmail(job, domain, 'verifying'));
    await this.tables.markVerifying(
      domain,
      rows,
      () => new Date(this.clock.now().getTime() + RECHECK_LEASE_MS),
      this.processId,
    );
  }

  /** Decision makers at the domain from the first provider that knows any, recruiters first. */
  private async decisionMakers(domain: string, learned: string | null, signal: AbortSignal): Promise<DecisionMaker[]> {
    for (const provider of this.providers) {
      if (this.refused.has(provider.name)) continue;
      try {
        const people = await provider.findPeople(domain, signal);
        const ranked = people
          .map((p) => ({ p, name: parseName(`${p.firstName} ${p.lastName}`) }))
          .filter((x): x is typeof x & { name: NonNullable<typeof x.name> } => x.name !== null)
          .sort((a, b) => TITLE_RANK[classifyTitle(a.p.title)] - TITLE_RANK[classifyTitle(b.p.title)])
          .slice(0, DECISION_MAKERS_PER_DOMAIN);
        if (ranked.length) {
          return ranked.map(({ p, name }) => {
            const candidates = candidatesFor(name, learned);
            // The provider's own address for the person goes first when it is one of the known patterns.
            const given = p.email?.toLowerCase().split('@');
            const i = given?.[1] === domain ? candidates.findIndex((c) => c.localPart === given[0]) : -1;
            if (i > 0) candidates.unshift(...candidates.splice(i, 1));
            return { name: `${p.firstName} ${p.lastName}`, title: p.title, candidates };
          });
        }
      } catch (err) {
        if (signal.aborted) throw err;
        if (err instanceof PeopleProviderError && err.kind === 'auth') this.refused.add(provider.name);
      }
    }
    return [];
  }

  /** Verdicts for addresses of one domain: cached ones first, the rest asked (and the definitive ones cached). */
  private async askDomain(
    domain: string,
    localParts: string[],
    facts: DomainFacts | undefined,
    verdicts: Verdicts,
    signal: AbortSignal,
    options: VerifyDomainOptions,
    likeliest: string[] = [],
  ) {
    const addresses = [...new Set(localParts.map((lp) => `${lp}@${domain}`))].filter((a) => !verdicts.has(a));
    const cached = addresses.length ? await this.tables.cachedChecks(addresses) : [];
    for (const c of cached) if (this.ageMs(c.checkedAt) < ADDRESS_CACHE_MS) verdicts.set(c.address, c);
    const missing = addresses.filter((a) => !verdicts.has(a)).map((a) => a.split('@')[0]!);
    if (!missing.length && facts) return { facts, cacheable: true, retry: undefined };
    signal.throwIfAborted();
    const result = await this.verifier.verifyDomain(domain, missing, facts, { ...options, signal });
    signal.throwIfAborted(); // a cancelled search writes nothing more
    for (const v of result.verdicts) verdicts.set(v.address, v);
    for (const v of result.verdicts) this.verdictsCounted.inc({ status: v.status, source: 'smtp' });
    if (this.hunterVerifier && result.facts.hasMailServer) {
      for (const lp of likeliest.filter((x) => missing.includes(x))) {
        const h = await this.hunterVerifier.verify(`${lp}@${domain}`, signal).catch(() => null);
        if (h) verdicts.set(h.address, { ...h, reason: `Hunter: ${h.reason}`, mxHost: null, role: false });
        if (h) this.verdictsCounted.inc({ status: h.status, source: 'hunter' });
      }
    }
    // Only definitive verdicts are kept: a timeout today may be an answer tomorrow.
    const definitive = missing
      .map((lp) => verdicts.get(`${lp}@${domain}`))
      .filter((v): v is Verdict => !!v && DEFINITIVE.has(v.status) && !(v instanceof EmailCheckEntity));
    if (definitive.length && result.cacheable) {
      await this.tables.saveChecks(
        definitive.map(({ address, status, reason, disposable, role, mxHost }) => ({
          address,
          status,
          reason,
          disposable,
          role,
          mxHost,
          checkedAt: this.clock.now(),
        })),
      );
    }
    return result;
  }

  /** Finds the contacts of jobs at one mail domain: the rows to write, and whether its server wants asking again. */
  private async contactsAt(
    domain: string,
    jobs: JobEntity[],
    signal: AbortSignal,
    options: VerifyDomainOptions,
  ): Promise<DomainOutcome> {
    signal.throwIfAborted();
    const known = await this.tables.domain(domain);
    const factsFresh = known && this.ageMs(known.checkedAt) < DOMAIN_CACHE_MS;
    let facts: DomainFacts | undefined = factsFresh ? this.factsOf(known) : undefined;
    // A temporary failure (DNS timeout, SERVFAIL) must not be remembered as "no mail server" for a week.
    let cacheable = true;
    let retry: DomainOutcome['retry'] = null;
    const learned = known?.emailPattern ?? null;
    // At a mailbox provider only the addresses postings publish are asked: no pattern or role is anyone's there.
    const corporate = !isFreeMailDomain(domain);

    const people: Person[] = corporate
      ? jobs.flatMap((job) => {
          const name = parseName(job.posterName);
          return name ? [{ job, candidates: candidatesFor(name, learned) }] : [];
        })
      : [];
    const published = new Map(jobs.map((job) => [job.id, publishedAddressesOf(job.description)]));
    const publishedHere = [...published.values()].flat().filter((a) => a.endsWith(`@${domain}`));
    // Jobs whose posting names nobody: ask the people-data providers (when configured) who decides there.
    const makers =
      corporate && jobs.some((job) => !parseName(job.posterName))
        ? await this.decisionMakers(domain, learned, signal)
        : [];
    const verdicts: Verdicts = new Map();
    const ask = async (localParts: string[], likeliest: string[] = []) => {
      const result = await this.askDomain(domain, localParts, facts, verdicts, signal, options, likeliest);
      facts = result.facts;
      cacheable &&= result.cacheable;
      if (result.retry) retry = result.retry;
    };

    // Round one: the likeliest patterns for everyone (just the confirmed one when known), the role addresses and
    // the addresses the postings publish here.
    const roundOne = performance.now();
    await ask(
      [
        ...[...people, ...makers].flatMap((p) =>
          p.candidates.slice(0, learned ? 1 : FIRST_ROUND_PATTERNS).map((c) => c.localPart),
        ),
        ...(corporate ? ROLE_LOCAL_PARTS : []),
        ...publishedHere.map((a) => a.split('@')[0]!),
      ],
      [...people, ...makers].map((p) => p.candidates[0]!.localPart),
    );
    // Round two, on a domain that answers per address: the other patterns for a few people still without one.
    const statusOf = (localPart: string) => verdicts.get(`${localPart}@${domain}`)?.status;
    const unresolved = people.filter((p) => !p.candidates.some((c) => statusOf(c.localPart) === 'valid'));
    const answersPerAddress = facts?.hasMailServer && facts.acceptsAll === false && this.config.verification.probe;
    // A server that took longer than a search waits for one round (a tarpit) is not asked dozens more addresses.
    const slow = performance.now() - roundOne > this.config.verification.verdictWaitMs;
    if (answersPerAddress && unresolved.length && !retry && !slow) {
      await ask(unresolved.slice(0, SECOND_ROUND_PEOPLE).flatMap((p) => p.candidates.map((c) => c.localPart)));
    }
    // Addresses published at another domain (a recruiter's, a group's mail): asked at their own domain.
    const elsewhere = new Map<string, string[]>();
    for (const address of [...published.values()].flat()) {
      const [localPart, other] = address.split('@') as [string, string];
      if (other !== domain) elsewhere.set(other, [...new Set([...(elsewhere.get(other) ?? []), localPart])]);
    }
    for (const [other, localParts] of elsewhere) {
      const otherKnown = await this.tables.domain(other);
      const otherFacts =
        otherKnown && this.ageMs(otherKnown.checkedAt) < DOMAIN_CACHE_MS ? this.factsOf(otherKnown) : undefined;
      // (A greylisted answer here stays unknown: the recheck asks the job's own domain again, not this one.)
      const { greylisting, onConnect } = options;
      await this.askDomain(other, localParts, otherFacts, verdicts, signal, { greylisting, onConnect });
    }

    const confirmed = [...people, ...makers]
      .flatMap((p) => p.candidates.filter((c) => statusOf(c.localPart) === 'valid'))
      .map((c) => c.pattern)[0];
    if (cacheable && facts) {
      await this.tables.saveDomain({
        domain,
        mxHosts: facts.mxHosts,
        hasMailServer: facts.hasMailServer,
        acceptsAll: facts.acceptsAll,
        emailPattern: corporate ? (confirmed ?? learned) : null,
        checkedAt: factsFresh ? known.checkedAt : this.clock.now(),
      });
    }
    const pattern = (confirmed ?? learned ?? 'first.last') as PatternName;
    const role = corporate
      ? ROLE_LOCAL_PARTS.find((r) => statusOf(r) === 'valid' || statusOf(r) === 'catch-all')
      : undefined;
    const maker = this.reachableMaker(makers, pattern, statusOf, facts);
    const statusOfAddress = (address: string) => verdicts.get(address)?.status;
    const rows = jobs.map((job) => {
      const row = this.contactFor(job, domain, people, pattern, role, statusOf, facts, maker, {
        addresses: published.get(job.id) ?? [],
        statusOf: statusOfAddress,
      });
      // Greylisted: what is not already a contact to write to waits for the server's second answer.
      const settled = row.email && (row.status === 'valid' || row.status === 'catch-all');
      return retry && !settled ? this.noEmail(job, domain, 'verifying') : row;
    });
    return { rows, retry };
  }

  /** The best-ranked decision maker with a valid address (or the likeliest one at a catch-all domain). */
  private reachableMaker(
    makers: DecisionMaker[],
    pattern: PatternName,
    statusOf: (localPart: string) => VerificationStatus | undefined,
    facts: DomainFacts | undefined,
  ): { maker: DecisionMaker; localPart: string; status: VerificationStatus } | null {
    for (const maker of makers) {
      const valid = maker.candidates.find((c) => statusOf(c.localPart) === 'valid');
      if (valid) return { maker, localPart: valid.localPart, status: 'valid' };
    }
    const first = makers[0];
    if (first && facts?.acceptsAll) {
      const guess = first.candidates.find((c) => c.pattern === pattern) ?? first.candidates[0]!;
      return { maker: first, localPart: guess.localPart, status: 'catch-all' };
    }
    return null;
  }

  /**
   * The job's contact, best first: the poster's verified address; an address the posting publishes; the poster's
   * likeliest address at a domain that accepts everything; a decision maker; a role address of the company.
   */
  private contactFor(
    job: JobEntity,
    domain: string,
    people: Person[],
    pattern: PatternName,
    role: string | undefined,
    statusOf: (localPart: string) => VerificationStatus | undefined,
    facts: DomainFacts | undefined,
    maker: ReturnType<EnrichmentService['reachableMaker']>,
    published: { addresses: string[]; statusOf: (address: string) => VerificationStatus | undefined },
  ): Partial<JobContactEntity> {
    const person = people.find((p) => p.job.id === job.id);
    const poster = (localPart: string, status: VerificationStatus): Partial<JobContactEntity> => ({
      ...this.noEmail(job, domain, status),
      source: 'poster',
      email: `${localPart}@${domain}`,
    });
    const valid = person?.candidates.find((c) => statusOf(c.localPart) === 'valid');
    if (valid) return poster(valid.localPart, 'valid');
    const reachable = (s: VerificationStatus | undefined) => s === 'valid' || s === 'catch-all';
    const publishedAddress = published.addresses.find((a) => reachable(published.statusOf(a)));
    if (publishedAddress) {
      // The posting's own words name this address: it is public, whoever the poster is.
      return {
        ...this.noEmail(job, domain, published.statusOf(publishedAddress)!),
        source: 'posting',
        email: publishedAddress,
      };
    }
    // A domain that accepts every address cannot confirm one; the confirmed or likeliest pattern is the guess.
    if (person && facts?.acceptsAll) {
      const guess = person.candidates.find((c) => c.pattern === pattern) ?? person.candidates[0]!;
      return poster(guess.localPart, 'catch-all');
    }
    if (!person && maker) {
      return {
        ...this.noEmail(job, domain, maker.status),
        source: 'provider',
        name: maker.maker.name,
        title: maker.maker.title,
        titleClass: classifyTitle(maker.maker.title),
        email: `${maker.localPart}@${domain}`,
      };
    }
    if (role) {
      return { ...this.noEmail(job, domain, statusOf(role)!), source: 'role', email: `${role}@${domain}` };
    }
    const statuses = [
      ...(person?.candidates.map((c) => statusOf(c.localPart)) ?? []),
      ...published.addresses.map((a) => published.statusOf(a)),
    ];
    const status = !facts?.hasMailServer
      ? 'invalid'
      : statuses.every((s) => s === 'invalid') && statuses.length
        ? 'invalid'
        : 'unknown';
    return this.noEmail(job, domain, status);
  }

  private noEmail(job: JobEntity, domain: string | null, status: VerificationStatus | null): Partial<JobContactEntity> {
    return {
      jobId: job.id,
      source: job.posterName ? 'poster' : 'none',
      name: job.posterName,
      title: job.posterTitle,
      titleClass: job.posterTitle ? classifyTitle(job.posterTitle) : null,
      email: null,
      status,
      mailDomain: domain,
      foundAt: this.clock.now(),
    };
  }

  private ageMs(since: Date): number {
    return this.clock.now().getTime() - since.getTime();
  }

  private factsOf(d: MailDomainEntity): DomainFacts {
    return {
      domain: d.domain,
      mxHosts: d.mxHosts,
      hasMailServer: d.hasMailServer,
      acceptsAll: d.acceptsAll,
      checkedAt: d.checkedAt.toISOString(),
    };
  }
}
