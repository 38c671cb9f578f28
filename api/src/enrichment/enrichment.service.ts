import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { classifyTitle, type TitleClass, type VerificationStatus } from '@app/types';
import PQueue from 'p-queue';
import { In, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { JobEntity } from '../search/entities/job.entity.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';
import { MailDomainEntity } from './entities/mail-domain.entity.js';
import { mailDomainOf } from './mail-domain.js';
import { parseName } from './names.js';
import { type Candidate, candidatesFor, type PatternName, ROLE_LOCAL_PARTS } from './patterns.js';
import {
  ApolloProvider,
  HunterProvider,
  HunterVerifier,
  type PeopleProvider,
  PeopleProviderError,
} from './people/index.js';
import { type DomainFacts, EmailVerifier, type Verdict } from './verification/index.js';

const DAY_MS = 86_400_000;
/** Address verdicts and job contacts are reused this long; domain facts (MX, catch-all) a week. */
const ADDRESS_CACHE_MS = 30 * DAY_MS;
const DOMAIN_CACHE_MS = 7 * DAY_MS;
/** An answer that was not definitive (timeouts, temporary refusals) is asked again after this long. */
const INCONCLUSIVE_CACHE_MS = 60 * 60_000;
const DEFINITIVE: ReadonlySet<VerificationStatus | null> = new Set(['valid', 'catch-all', 'invalid']);
/** Patterns tried in the first SMTP session; the rest only when none of these exists (most domains use one). */
const FIRST_ROUND_PATTERNS = 5;
const SECOND_ROUND_PEOPLE = 5;

export interface JobToEnrich {
  job: JobEntity;
  /** The company's website, from its page on the networking site. */
  website: string | null;
}

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

/** Whom a job seeker should write to first when the posting shows nobody. */
const TITLE_RANK: Record<TitleClass, number> = { recruiter: 0, 'hiring-manager': 1, executive: 2, other: 3 };
const DECISION_MAKERS_PER_DOMAIN = 2;

/**
 * Contact discovery: for each job, the poster shown on the posting (their address found among the common
 * corporate patterns and verified over SMTP), else a role address of the company. One SMTP session per domain
 * for all its candidates; verdicts, domain facts and contacts are cached in PostgreSQL and shared by everyone.
 */
@Injectable()
export class EnrichmentService {
  readonly verifier: EmailVerifier;
  private readonly providers: PeopleProvider[];
  /** Hunter's verifier answers for the likeliest addresses when our own SMTP probing is off. */
  private readonly hunterVerifier: HunterVerifier | null;
  /** Providers that refused their key are not asked again by this process. */
  private readonly refused = new Set<string>();
  private readonly verdictsCounted;

  constructor(
    @InjectRepository(MailDomainEntity) private readonly domains: Repository<MailDomainEntity>,
    @InjectRepository(EmailCheckEntity) private readonly checks: Repository<EmailCheckEntity>,
    @InjectRepository(JobContactEntity) private readonly contacts: Repository<JobContactEntity>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
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

  /**
   * Enriches the jobs whose contact is not fresh, ENRICHMENT_CONCURRENCY mail domains at a time (a deep search of
   * 200 companies must not open hundreds of DNS and SMTP conversations together); reports progress as jobs are done.
   */
  async enrich(
    items: JobToEnrich[],
    signal: AbortSignal,
    onProgress: (done: number, total: number) => void,
  ): Promise<void> {
    const existing = await this.contacts.findBy({ jobId: In(items.map((i) => i.job.id)) });
    const isFresh = (c: JobContactEntity) => {
      const definitive = DEFINITIVE.has(c.status) || c.mailDomain === null;
      return this.ageMs(c.foundAt) < (definitive ? ADDRESS_CACHE_MS : INCONCLUSIVE_CACHE_MS);
    };
    const fresh = new Set(existing.filter(isFresh).map((c) => c.jobId));
    const pending = items.filter((i) => !fresh.has(i.job.id));
    const byDomain = new Map<string | null, JobEntity[]>();
    for (const { job, website } of pending) {
      const domain = mailDomainOf(website, this.config.jobsSite.baseUrl);
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), job]);
    }
    let done = 0;
    onProgress(0, pending.length);
    const domains = new PQueue({ concurrency: this.config.search.enrichmentConcurrency });
    await Promise.all(
      [...byDomain].map(([domain, jobs]) =>
        domains.add(
          async () => {
            const rows = domain
              ? await this.enrichDomain(domain, jobs, signal)
              : jobs.map((job) => this.noEmail(job, null, null));
            await this.contacts.upsert(rows, { conflictPaths: ['jobId'] });
            done += jobs.length;
            onProgress(done, pending.length);
          },
          { signal },
        ),
      ),
    );
  }

  private async enrichDomain(
    domain: string,
    jobs: JobEntity[],
    signal: AbortSignal,
  ): Promise<Partial<JobContactEntity>[]> {
    signal.throwIfAborted();
    const known = await this.domains.findOneBy({ domain });
    const factsFresh = known && this.ageMs(known.checkedAt) < DOMAIN_CACHE_MS;
    let facts: DomainFacts | undefined = factsFresh ? this.factsOf(known) : undefined;
    // A temporary failure (DNS timeout, SERVFAIL) must not be remembered as "no mail server" for a week.
    let cacheable = true;
    const learned = known?.emailPattern ?? null;

    const people: Person[] = jobs.flatMap((job) => {
      const name = parseName(job.posterName);
      return name ? [{ job, candidates: candidatesFor(name, learned) }] : [];
    });
    // Jobs whose posting names nobody: ask the people-data providers (when configured) who decides there.
    const makers = jobs.some((job) => !parseName(job.posterName))
      ? await this.decisionMakers(domain, learned, signal)
      : [];
    const verdicts = new Map<string, Verdict | EmailCheckEntity>();
    const ask = async (localParts: string[], likeliest: string[] = []) => {
      const addresses = [...new Set(localParts.map((lp) => `${lp}@${domain}`))].filter((a) => !verdicts.has(a));
      const cached = addresses.length ? await this.checks.findBy({ address: In(addresses) }) : [];
      for (const c of cached) if (this.ageMs(c.checkedAt) < ADDRESS_CACHE_MS) verdicts.set(c.address, c);
      const missing = addresses.filter((a) => !verdicts.has(a)).map((a) => a.split('@')[0]!);
      if (!missing.length && facts) return;
      signal.throwIfAborted();
      const result = await this.verifier.verifyDomain(domain, missing, facts);
      signal.throwIfAborted(); // a cancelled search writes nothing more
      facts = result.facts;
      cacheable &&= result.cacheable;
      for (const v of result.verdicts) verdicts.set(v.address, v);
      for (const v of result.verdicts) this.verdictsCounted.inc({ status: v.status, source: 'smtp' });
      if (this.hunterVerifier && facts.hasMailServer) {
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
        await this.checks.upsert(
          definitive.map(({ address, status, reason, disposable, role, mxHost }) => ({
            address,
            status,
            reason,
            disposable,
            role,
            mxHost,
            checkedAt: this.clock.now(),
          })),
          { conflictPaths: ['address'] },
        );
      }
    };

    // Round one: the likeliest patterns for everyone (just the confirmed one when known) and the role addresses.
    await ask(
      [
        ...[...people, ...makers].flatMap((p) =>
          p.candidates.slice(0, learned ? 1 : FIRST_ROUND_PATTERNS).map((c) => c.localPart),
        ),
        ...ROLE_LOCAL_PARTS,
      ],
      [...people, ...makers].map((p) => p.candidates[0]!.localPart),
    );
    // Round two, on a domain that answers per address: the other patterns for a few people still without one.
    const statusOf = (localPart: string) => verdicts.get(`${localPart}@${domain}`)?.status;
    const unresolved = people.filter((p) => !p.candidates.some((c) => statusOf(c.localPart) === 'valid'));
    if (facts?.hasMailServer && facts.acceptsAll === false && this.config.verification.probe && unresolved.length) {
      await ask(unresolved.slice(0, SECOND_ROUND_PEOPLE).flatMap((p) => p.candidates.map((c) => c.localPart)));
    }

    const confirmed = [...people, ...makers]
      .flatMap((p) => p.candidates.filter((c) => statusOf(c.localPart) === 'valid'))
      .map((c) => c.pattern)[0];
    if (cacheable) {
      await this.domains.upsert(
        {
          domain,
          mxHosts: facts?.mxHosts ?? [],
          hasMailServer: facts?.hasMailServer ?? false,
          acceptsAll: facts?.acceptsAll ?? null,
          emailPattern: confirmed ?? learned,
          checkedAt: factsFresh ? known.checkedAt : this.clock.now(),
        },
        { conflictPaths: ['domain'] },
      );
    }
    const pattern = (confirmed ?? learned ?? 'first.last') as PatternName;
    const role = ROLE_LOCAL_PARTS.find((r) => statusOf(r) === 'valid' || statusOf(r) === 'catch-all');
    const maker = this.reachableMaker(makers, pattern, statusOf, facts);
    return jobs.map((job) => this.contactFor(job, domain, people, pattern, role, statusOf, facts, maker));
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

  private contactFor(
    job: JobEntity,
    domain: string,
    people: Person[],
    pattern: PatternName,
    role: string | undefined,
    statusOf: (localPart: string) => VerificationStatus | undefined,
    facts: DomainFacts | undefined,
    maker: ReturnType<EnrichmentService['reachableMaker']>,
  ): Partial<JobContactEntity> {
    const person = people.find((p) => p.job.id === job.id);
    const poster = (localPart: string, status: VerificationStatus): Partial<JobContactEntity> => ({
      ...this.noEmail(job, domain, status),
      source: 'poster',
      email: `${localPart}@${domain}`,
    });
    if (person) {
      const valid = person.candidates.find((c) => statusOf(c.localPart) === 'valid');
      if (valid) return poster(valid.localPart, 'valid');
      // A domain that accepts every address cannot confirm one; the confirmed or likeliest pattern is the guess.
      if (facts?.acceptsAll) {
        const guess = person.candidates.find((c) => c.pattern === pattern) ?? person.candidates[0]!;
        return poster(guess.localPart, 'catch-all');
      }
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
    const statuses = person?.candidates.map((c) => statusOf(c.localPart)) ?? [];
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
