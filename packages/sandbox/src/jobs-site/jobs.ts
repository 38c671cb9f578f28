import { COMPANIES, type Company } from './catalog/companies.js';
import { applyUrlOf } from './catalog/apply-hosts.js';
import { roleMailboxesOf } from './catalog/mailboxes.js';
import { makePoster, type Person } from './catalog/people.js';
import {
  EMPLOYMENT_TYPES,
  FAMILIES,
  FAMILY_SLOTS,
  GENERAL_FAMILY,
  SENIORITY_PREFIXES,
  familyOf,
} from './catalog/roles.js';
import { pickLocation, resolveSearchPlace } from './geo.js';
import { Rng, hash32, unit } from './prng.js';
import type { Applicants } from './markup/localized.js';
import { esc, slugify, titleCase } from './text.js';

/** Job ids look like the site's (10 digits); `(id − ID_BASE) mod 32` is the job's role family. */
export const ID_BASE = 3_700_000_000;
const ID_SLOTS = 18_750_000;
const MAX_AGE_MINUTES = 45 * 24 * 60;
/** The site serves no listing page at or past this offset, whatever the total. */
export const MAX_START = 1000;
/** The `freshPostings` knob's postings are younger than this. */
const FRESH_WINDOW_SEC = 6 * 3600;

export interface ListingQuery {
  keywords: string;
  location: string;
  geoId: string;
  /** f_WT: 1 on-site, 2 remote, 3 hybrid (comma-separated on the site). */
  workTypes: Array<1 | 2 | 3>;
  /** f_TPR=r{seconds}: only postings younger than this. */
  postedWithinSec: number | null;
}

const one = (value: unknown): string => (Array.isArray(value) ? one(value[0]) : typeof value === 'string' ? value : '');

export function parseListingQuery(params: Record<string, unknown>): ListingQuery {
  const workTypes = one(params.f_WT)
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((v): v is 1 | 2 | 3 => v === 1 || v === 2 || v === 3);
  const tpr = /^r(\d+)$/.exec(one(params.f_TPR).trim());
  return {
    keywords: one(params.keywords).trim().replace(/\s+/g, ' ').toLowerCase(),
    location: one(params.location).trim().replace(/\s+/g, ' '),
    geoId: one(params.geoId).trim(),
    workTypes: [...new Set(workTypes)].sort(),
    postedWithinSec: tpr ? Math.max(1, Number(tpr[1])) : null,
  };
}

/** What identifies a posting; everything else about it follows from its id. */
export interface JobSeed {
  id: string;
  family: number;
  title: string;
  companyIndex: number;
  location: string;
  countryCode: string | null;
  workType: 1 | 2 | 3;
}

export interface Salary {
  /** As on a search card: "$120,000.00 - $160,000.00". */
  card: string;
  /** As on the job page: "$120,000.00/yr - $160,000.00/yr". */
  page: string;
}

export interface JobSummary {
  seed: JobSeed;
  company: Company;
  postedAtMs: number;
  ageMinutes: number;
  salary: Salary | null;
  benefit: { text: string; legacy: boolean } | null;
  /** `/jobs/view/{viewSlug}`: "senior-frontend-developer-at-northwind-labs-3712345678". */
  viewSlug: string;
}

export interface JobDetails extends JobSummary {
  /** Inner HTML of `div.show-more-less-html__markup`; empty for the 5% of postings without a description. */
  descriptionHtml: string;
  criteria: Array<readonly [string, string]>;
  applyUrl: string | null;
  poster: Person | null;
  /** Shown as "Over 200 applicants" (in the page's language, markup/localized.ts), as a span or a figure. */
  applicants: Applicants & { figure: boolean };
}

export function ageMinutesOf(id: number): number {
  // Skewed towards recent postings; about a quarter are older than 30 days.
  return Math.floor(Math.pow(unit('age', id), 1.25) * MAX_AGE_MINUTES);
}

export function isValidJobId(id: string): boolean {
  if (!/^\d{10}$/.test(id)) return false;
  const offset = Number(id) - ID_BASE;
  return offset >= 0 && offset < ID_SLOTS * FAMILY_SLOTS && offset % FAMILY_SLOTS < FAMILIES.length;
}

const familyOfId = (id: number) => (id - ID_BASE) % FAMILY_SLOTS;

function pickId(rng: Rng, family: number, windowSec: number | null, taken: Set<string>): string {
  for (let tries = 0; ; tries++) {
    const id = ID_BASE + rng.int(0, ID_SLOTS - 1) * FAMILY_SLOTS + family;
    const fits = windowSec === null || ageMinutesOf(id) * 60 < windowSec;
    if ((fits && !taken.has(String(id))) || tries > 200_000) return String(id);
  }
}

const ROLE_NOUN =
  /\b(developer|engineer|designer|manager|analyst|scientist|specialist|recruiter|tester|architect|consultant|executive|lead|accountant|writer|marketer|administrator|representative|associate|officer|intern)s?\b/i;

function makeTitle(rng: Rng, family: number, keywords: string, remote: boolean, countryCode: string | null): string {
  const fam = FAMILIES[family]!;
  const typed = keywords ? titleCase(keywords) : '';
  // A typed keyword becomes a title only when it names a role ("frontend developer", not "react").
  const namesRole = ROLE_NOUN.test(keywords);
  let base: string;
  if (family === GENERAL_FAMILY && typed && !namesRole) {
    base = rng.pick([`${typed} Specialist`, `${typed} Engineer`, `${typed} Consultant`, `${typed} Analyst`]);
  } else if (family === GENERAL_FAMILY && typed) {
    base = rng.weighted([
      [typed, 50],
      [`${typed} Specialist`, 12],
      [`${typed} Associate`, 10],
      [`${typed} Consultant`, 10],
      [`${typed} Executive`, 8],
      [`${typed} & Operations Lead`, 4],
    ] as const);
  } else {
    base = typed && namesRole && rng.chance(0.3) ? typed : rng.pick(fam.titles);
  }
  const hasLevel = /^(senior|sr\.?|junior|jr\.?|lead|staff|principal|associate|head|intern)\b/i.test(base);
  const prefix = hasLevel ? '' : rng.weighted(SENIORITY_PREFIXES);
  const suffix = rng.weighted([
    ['', 80],
    [' II', 4],
    [' (Contract)', 3],
    [' - Hybrid', 3],
    [' | Immediate Joiner', countryCode === 'IN' ? 4 : 0],
    [' (Remote)', remote ? 10 : 1],
  ] as const);
  return `${prefix}${base}${suffix}`;
}

interface QueryContext {
  seed: number;
  total: number;
  family: number | null;
  keywords: string;
  place: ReturnType<typeof resolveSearchPlace>;
  windowSec: number | null;
  workTypes: Array<1 | 2 | 3>;
  seeds: JobSeed[];
  taken: Set<string>;
  /** The query's newest postings (the `freshPostings` knob), listed before `seeds`; their own ids, apart. */
  fresh: JobSeed[];
  freshTaken: Set<string>;
}

/** What makes two listing requests the same query (everything but `start`). */
export const queryKey = (q: ListingQuery) =>
  [q.keywords, q.location.toLowerCase(), q.geoId, q.workTypes.join(','), q.postedWithinSec ?? ''].join('|');

/** Jobs a query finds: 1000–1200 for any keyword, 37 when it contains "rare", none for "noresults". */
export function totalFor(q: ListingQuery): number {
  if (/no ?results/.test(q.keywords)) return 0;
  if (q.keywords.includes('rare')) return 37;
  const total = 1000 + (hash32('total', queryKey(q)) % 201);
  // Windows shorter than a day hold proportionally fewer postings.
  if (q.postedWithinSec !== null && q.postedWithinSec < 86_400) {
    return Math.max(1, Math.round((total * q.postedWithinSec) / 86_400));
  }
  return total;
}

const PAY: Record<string, { symbol: string; locale: string; low: number; high: number; step: number }> = {
  IN: { symbol: '₹', locale: 'en-IN', low: 400_000, high: 2_400_000, step: 50_000 },
  US: { symbol: '$', locale: 'en-US', low: 70_000, high: 170_000, step: 5_000 },
  GB: { symbol: '£', locale: 'en-GB', low: 35_000, high: 85_000, step: 1_000 },
  DE: { symbol: '€', locale: 'en-US', low: 45_000, high: 90_000, step: 1_000 },
  NL: { symbol: '€', locale: 'en-US', low: 45_000, high: 90_000, step: 1_000 },
  IE: { symbol: '€', locale: 'en-US', low: 45_000, high: 95_000, step: 1_000 },
  CA: { symbol: 'CA$', locale: 'en-US', low: 60_000, high: 140_000, step: 1_000 },
  AU: { symbol: 'A$', locale: 'en-US', low: 80_000, high: 160_000, step: 1_000 },
};

function levelOf(title: string): 'intern' | 'junior' | 'senior' | 'mid' {
  if (/\bintern\b/i.test(title)) return 'intern';
  if (/\b(junior|jr\.?|associate|graduate)\b/i.test(title)) return 'junior';
  if (/\b(senior|sr\.?|lead|staff|principal|head)\b/i.test(title)) return 'senior';
  return 'mid';
}

function makeSalary(rng: Rng, seed: JobSeed): Salary | null {
  const pay = seed.countryCode ? PAY[seed.countryCode] : undefined;
  if (!pay) return null;
  const money = (n: number) =>
    `${pay.symbol}${n.toLocaleString(pay.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (seed.countryCode === 'US' && rng.chance(0.1)) {
    const low = rng.int(35, 80);
    const high = low + rng.int(5, 30);
    const text = `${money(low)}/hr - ${money(high)}/hr`;
    return { card: text, page: text };
  }
  const factor = { intern: 0.3, junior: 0.6, mid: 1, senior: 1.6 }[levelOf(seed.title)];
  const low = Math.round((rng.int(pay.low, pay.high) * factor) / pay.step) * pay.step;
  if (rng.chance(0.1)) return { card: money(low), page: `${money(low)}/yr` };
  const high = low + Math.round((low * (0.2 + rng.next() * 0.4)) / pay.step) * pay.step;
  return { card: `${money(low)} - ${money(high)}`, page: `${money(low)}/yr - ${money(high)}/yr` };
}

function seniorityOf(rng: Rng, title: string): string {
  if (/\bhead of\b|\bdirector\b/i.test(title)) return 'Director';
  const level = levelOf(title);
  if (level === 'intern') return 'Internship';
  if (level === 'junior') return rng.pick(['Entry level', 'Associate']);
  if (level === 'senior') return 'Mid-Senior level';
  return rng.weighted([
    ['Mid-Senior level', 40],
    ['Entry level', 25],
    ['Associate', 15],
    ['Not Applicable', 20],
  ] as const);
}

// Lead, staff and principal roles ask more years than a senior one, as real ads do (no draw: the same postings).
function extraYearsOf(title: string): number {
  if (/\b(principal|head|director)\b/i.test(title)) return 5;
  if (/\bstaff\b/i.test(title)) return 3;
  return /\blead\b/i.test(title) ? 1 : 0;
}

/** The years asked in one of the usual wordings: "5+ years", "5-8 years", "Minimum 5 years". */
function yearsAsk(id: string, years: number): string {
  const form = hash32('years-form', id) % 3;
  return form === 0 ? `${years}+ years` : form === 1 ? `${years}-${years + 3} years` : `Minimum ${years} years`;
}

/** Description HTML in one of the site's three common shapes; every text goes through esc(). */
function makeDescription(rng: Rng, seed: JobSeed, company: Company, employment: string): string {
  const family = FAMILIES[seed.family]!;
  const skills = rng.sample(family.skills, rng.int(4, 6));
  const level = levelOf(seed.title);
  const years =
    { senior: rng.int(5, 8), mid: rng.int(2, 5), junior: rng.int(0, 2), intern: 0 }[level] + extraYearsOf(seed.title);
  const city = seed.location.split(',')[0]!;
  const requirements = [
    years > 0
      ? `${yearsAsk(seed.id, years)} of experience with ${skills[0]}`
      : `Hands-on projects with ${skills[0]} (internships count)`,
    `Strong knowledge of ${skills[1]} and ${skills[2]}`,
    `Hands-on experience with ${skills[3]}${skills[4] ? `, ${skills[4]}` : ''} & modern tooling`,
    ...(skills[5] ? [`Experience with ${skills[5]} is a plus`] : []),
    rng.pick([
      "Bachelor's degree in Computer Science or equivalent experience",
      'Clear written & spoken English',
      'You enjoy working in a small, fast-moving team',
    ]),
  ];
  const duties = rng.sample(family.duties, Math.min(family.duties.length, rng.int(3, 5)));
  const a = /^[aeiou]/i.test(seed.title) ? 'an' : 'a';
  const intro = rng.pick([
    `${company.name} is looking for ${a} ${seed.title} to join our ${family.team} team in ${city}.`,
    `We're hiring ${a} ${seed.title}! You'll work with the ${family.team} team on products used by customers in ${rng.int(5, 60)} countries.`,
    `As ${a} ${seed.title} at ${company.name}, you'll own real problems from day one – "you build it, you run it".`,
  ]);
  const contact = rng.chance(0.12) ? publishedAddressSentence(seed, company) : null;
  const eeo = `${company.name} is an equal opportunity employer. We don't discriminate on the basis of race, religion, gender, age or disability.`;
  const style = rng.weighted([
    ['sections', 55],
    ['breaks', 30],
    ['plain', 15],
  ] as const);
  const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  if (style === 'sections') {
    return [
      `<p><strong>About the job</strong></p><p>${esc(intro)}</p><p><br></p>`,
      '<p><strong>What you&#39;ll do</strong></p>',
      ul(duties),
      `<p><br></p><p><strong>What we&#39;re looking for</strong></p>`,
      ul(requirements),
      `<p><br></p><p><strong>Employment type:</strong> ${esc(employment)}</p>`,
      contact ? `<p>${esc(contact)}</p>` : '',
      `<p><em>${esc(eeo)}</em></p>`,
    ].join('');
  }
  if (style === 'breaks') {
    const bullets = (items: string[]) => items.map((i) => `• ${esc(i)}<br>`).join('');
    return [
      `<strong>Job Title: ${esc(seed.title)}</strong><br><strong>Location: ${esc(seed.location)}</strong><br><br>`,
      `${esc(intro)}<br><br><strong>Responsibilities:</strong><br>${bullets(duties)}<br>`,
      `<strong>Requirements:</strong><br>${bullets(requirements)}<br>`,
      contact ? `${esc(contact)}<br><br>` : '',
      esc(eeo),
    ].join('');
  }
  return `${esc(intro)}<br><br>${esc(`You should have: ${requirements.join('; ')}.`)}<br><br>${contact ? esc(contact) : esc(eeo)}`;
}

/**
 * A posting that asks for applications by email names one of the company's real role mailboxes (so it is
 * deliverable, as the mail stand-in answers), in one of a few wordings; companies without a mail domain (no website
 * of their own) or without role mailboxes publish none.
 */
function publishedAddressSentence(seed: JobSeed, company: Company): string | null {
  if (company.website?.kind !== 'site') return null;
  const roles = roleMailboxesOf(company.domain);
  if (!roles.length) return null;
  const rng = Rng.of('published', seed.id);
  const address = `${rng.pick(roles)}@${company.domain}`;
  return rng.pick([
    `Interested? Send your CV to ${address} with the subject "${seed.title}".`,
    `To apply, email your resume to ${address}.`,
    `Questions about the role? Write to ${address} – we answer every message.`,
  ]);
}

function applicantsOf(rng: Rng, ageMinutes: number): Applicants & { figure: boolean } {
  const hours = ageMinutes / 60;
  const count = Math.floor(hours * (0.3 + rng.next() * 1.5));
  const shown: Applicants =
    count < 25
      ? { count: 25, qualifier: 'among-first' }
      : count > 200
        ? { count: 200, qualifier: 'over' }
        : { count, qualifier: 'exact' };
  return { ...shown, figure: rng.chance(0.4) };
}

/**
 * What ≈10% of descriptions say of visa sponsorship, in the ad's words: an offer, or (a third of them) a refusal
 * that also names it. Its own random stream, so every other field stays as it was.
 */
function withSponsorship(descriptionHtml: string, id: string): string {
  const rng = Rng.of('sponsorship', id);
  if (!descriptionHtml || !rng.chance(0.1)) return descriptionHtml;
  const sentence = rng.chance(1 / 3)
    ? rng.pick([
        'Please note: we are unable to sponsor visas for this role.',
        'Visa sponsorship is not available for this position.',
        'Candidates must already have the right to work here; no sponsorship is offered.',
      ])
    : rng.pick([
        'Visa sponsorship is available for the right candidate.',
        'We offer visa sponsorship and relocation support.',
        'International applicants welcome: we sponsor work visas.',
      ]);
  return `${descriptionHtml}<p>${esc(sentence)}</p>`;
}

/**
 * The site's data: listings per query, job pages per id, companies. Listing pages are computed in order per query
 * (so ids and repeats are stable), and every listed job is remembered so its page matches its card.
 */
export class SiteModel {
  private readonly contexts = new Map<string, QueryContext>();
  private readonly listed = new Map<string, JobSeed>();

  /** `nowMs`: the instant postings' ages count back from; fixed per instance so answers stay stable. */
  constructor(readonly nowMs: number) {}

  /**
   * One listing page. `freshPostings` more postings, posted within the last hours, come first (the site lists new
   * postings first) and push the others down; the same query with a higher number finds jobs it did not before.
   */
  search(
    query: ListingQuery,
    start: number,
    pageSize: number,
    freshPostings = 0,
  ): { total: number; jobs: JobSummary[] } {
    const ctx = this.context(query);
    const fresh = ctx.total > 0 ? freshPostings : 0;
    const total = ctx.total + fresh;
    const end = Math.min(total, MAX_START, start + pageSize);
    const jobs: JobSummary[] = [];
    for (let position = start; position < end; position++) {
      const seed = position < fresh ? this.freshSeedAt(ctx, position) : this.seedAt(ctx, position - fresh);
      this.remember(seed);
      jobs.push(this.summary(seed));
    }
    return { total, jobs };
  }

  job(id: string): JobDetails | null {
    if (!isValidJobId(id)) return null;
    return this.details(this.listed.get(id) ?? this.seedFromId(Number(id)));
  }

  /** "Similar jobs" for a job page: other postings of the same kind near the same place. */
  similar(job: JobSummary, count: number): JobSummary[] {
    const rng = Rng.of('similar', job.seed.id);
    const taken = new Set([job.seed.id]);
    return Array.from({ length: count }, () => {
      const id = pickId(rng, job.seed.family, null, taken);
      taken.add(id);
      const seed: JobSeed = {
        ...this.seedFromId(Number(id)),
        location: job.seed.location,
        countryCode: job.seed.countryCode,
      };
      this.remember(seed);
      return this.summary(seed);
    });
  }

  summary(seed: JobSeed): JobSummary {
    const ageMinutes = ageMinutesOf(Number(seed.id));
    const company = COMPANIES[seed.companyIndex]!;
    const rng = Rng.of('summary', seed.id);
    const salary = rng.chance(0.35) ? makeSalary(rng, seed) : null;
    const benefit = rng.chance(0.3)
      ? {
          text: rng.weighted([
            ['Actively Hiring', 60],
            ['Be an early applicant', 20],
            ['Medical insurance', 10],
            ['Flexible hours', 10],
          ] as const),
          legacy: rng.chance(0.25),
        }
      : null;
    return {
      seed,
      company,
      ageMinutes,
      postedAtMs: this.nowMs - ageMinutes * 60_000,
      salary,
      benefit,
      viewSlug: `${slugify(seed.title)}-at-${company.slug}-${seed.id}`,
    };
  }

  details(seed: JobSeed): JobDetails {
    const summary = this.summary(seed);
    const rng = Rng.of('details', seed.id);
    const forced = /\bintern\b/i.test(seed.title) ? 'Internship' : /\(contract\)/i.test(seed.title) ? 'Contract' : null;
    const employment = forced ?? rng.weighted(EMPLOYMENT_TYPES);
    const criteria: Array<readonly [string, string]> = [
      ['Seniority level', seniorityOf(rng, seed.title)],
      ['Employment type', employment],
      ['Job function', FAMILIES[seed.family]!.jobFunction],
    ];
    if (!rng.chance(0.05)) criteria.push(['Industries', summary.company.industry]);
    const descriptionHtml = withSponsorship(
      rng.chance(0.05) ? '' : makeDescription(rng, seed, summary.company, employment),
      seed.id,
    );
    // Easy Apply postings have none; the others go to the company's own careers pages or its applicant tracker.
    const applyUrl = rng.chance(0.45)
      ? applyUrlOf(summary.company, seed.id, seed.title, Rng.of('apply', seed.id))
      : null;
    const poster = rng.chance(0.6)
      ? makePoster(Rng.of('poster', seed.id), summary.company.name, seed.countryCode)
      : null;
    return {
      ...summary,
      descriptionHtml,
      criteria,
      applyUrl,
      poster,
      applicants: applicantsOf(rng, summary.ageMinutes),
    };
  }

  private remember(seed: JobSeed): void {
    this.listed.set(seed.id, seed);
    // Bounded: a long-running demo forgets the oldest listings (their pages then come from the id alone).
    if (this.listed.size > 300_000) this.listed.delete(this.listed.keys().next().value!);
  }

  /** A posting known only by its id (never listed, or listed before a restart). */
  private seedFromId(id: number): JobSeed {
    const rng = Rng.of('orphan', id);
    const family = familyOfId(id);
    const company = COMPANIES[Math.floor(Math.pow(rng.next(), 1.8) * COMPANIES.length)]!;
    const hq = company.headquarters;
    const location = hq
      ? { text: [hq.city, hq.region, hq.country].filter(Boolean).join(', '), countryCode: hq.countryCode }
      : pickLocation(rng, null, false);
    const workType = rng.weighted([
      [1, 55],
      [3, 25],
      [2, 20],
    ] as const);
    return {
      id: String(id),
      family,
      title: makeTitle(rng, family, '', workType === 2, location.countryCode),
      companyIndex: company.index,
      location: location.text,
      countryCode: location.countryCode,
      workType,
    };
  }

  private context(query: ListingQuery): QueryContext {
    const key = queryKey(query);
    let ctx = this.contexts.get(key);
    if (ctx) {
      // Most recently used last, so the eviction below drops the stalest query.
      this.contexts.delete(key);
    } else {
      ctx = {
        seed: hash32('query', key),
        total: totalFor(query),
        family: query.keywords ? familyOf(query.keywords) : null,
        keywords: query.keywords,
        place: resolveSearchPlace(query.geoId, query.location),
        windowSec: query.postedWithinSec,
        workTypes: query.workTypes,
        seeds: [],
        taken: new Set(),
        fresh: [],
        freshTaken: new Set(),
      };
    }
    this.contexts.set(key, ctx);
    if (this.contexts.size > 500) this.contexts.delete(this.contexts.keys().next().value!);
    return ctx;
  }

  private seedAt(ctx: QueryContext, position: number): JobSeed {
    while (ctx.seeds.length <= position) ctx.seeds.push(this.nextSeed(ctx, ctx.seeds.length));
    return ctx.seeds[position]!;
  }

  /** The query's i-th newest posting: posted within the last six hours, its id drawn apart from the listing's. */
  private freshSeedAt(ctx: QueryContext, index: number): JobSeed {
    while (ctx.fresh.length <= index) {
      const rng = Rng.of(ctx.seed, 'fresh', ctx.fresh.length);
      const windowSec = Math.min(FRESH_WINDOW_SEC, ctx.windowSec ?? FRESH_WINDOW_SEC);
      ctx.fresh.push(this.newSeed(ctx, rng, windowSec, ctx.freshTaken));
    }
    return ctx.fresh[index]!;
  }

  private nextSeed(ctx: QueryContext, position: number): JobSeed {
    const rng = Rng.of(ctx.seed, 'position', position);
    // The real site repeats ~3% of postings within one query, and lists reposts under new ids.
    if (position >= 3) {
      const earlier = ctx.seeds[position - 1 - rng.int(0, Math.min(position, 30) - 1)]!;
      const roll = rng.next();
      if (roll < 0.03) return earlier;
      if (roll < 0.05) {
        const id = pickId(rng, earlier.family, ctx.windowSec, ctx.taken);
        ctx.taken.add(id);
        return { ...earlier, id };
      }
    }
    return this.newSeed(ctx, rng, ctx.windowSec, ctx.taken);
  }

  /** A posting of the query's kind and place, its id unused in `taken` and younger than `windowSec`. */
  private newSeed(ctx: QueryContext, rng: Rng, windowSec: number | null, taken: Set<string>): JobSeed {
    const family = ctx.family ?? rng.int(1, FAMILIES.length - 1);
    const workType =
      ctx.workTypes.length > 0
        ? rng.pick(ctx.workTypes)
        : rng.weighted([
            [1, 55],
            [3, 25],
            [2, 20],
          ] as const);
    const location = pickLocation(rng, ctx.place, workType === 2);
    const id = pickId(rng, family, windowSec, taken);
    taken.add(id);
    return {
      id,
      family,
      title: makeTitle(rng, family, ctx.family === null ? '' : ctx.keywords, workType === 2, location.countryCode),
      companyIndex: Math.floor(Math.pow(rng.next(), 1.8) * COMPANIES.length),
      location: location.text,
      countryCode: location.countryCode,
      workType,
    };
  }
}
