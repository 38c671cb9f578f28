import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type Request, type Response } from 'express';
import { truthOf, type MailTruth } from '../mail/index.js';
import { HUNTER_PATTERN, staffOf, type StaffMember } from './staff.js';

export { staffOf, type CompanyStaff, type StaffMember } from './staff.js';

/** The only keys the stand-in accepts; anything else is refused like a wrong key at the real service. */
export const SANDBOX_PEOPLE_API_KEYS = { hunter: 'sandbox-hunter-key', apollo: 'sandbox-apollo-key' } as const;

export interface PeopleApisStandInOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface PeopleApisStandIn {
  /** The server's origin; `GET /` lists the endpoints. */
  url: string;
  /** Base URL for the Hunter adapter (it appends `/v2/...`). */
  hunterUrl: string;
  /** Base URL for the Apollo adapter (it appends `/api/v1/...`). */
  apolloUrl: string;
  keys: { hunter: string; apollo: string };
  close(): Promise<void>;
}

const WEBMAIL = new Set(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'proton.me']);
const DISPOSABLE = new Set(['mailinator.com', 'guerrillamail.com', 'yopmail.com']);

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** Hunter's error shape. */
function hunterError(res: Response, code: number, id: string, details: string): void {
  res.status(code).json({ errors: [{ id, code, details }] });
}

function hunterAuthorized(req: Request, res: Response): boolean {
  if (queryText(req, 'api_key') === SANDBOX_PEOPLE_API_KEYS.hunter) return true;
  hunterError(res, 401, 'authentication_failed', 'No user found for the API key supplied');
  return false;
}

function hunterEmail(person: StaffMember, confidence: number) {
  return {
    value: person.email,
    type: 'personal',
    confidence,
    sources: [],
    first_name: person.firstName,
    last_name: person.lastName,
    position: person.title,
    position_raw: person.title,
    seniority: person.seniority,
    department: person.department,
    linkedin: person.linkedinUrl,
    twitter: null,
    phone_number: null,
    verification: { date: null, status: null },
  };
}

function genericEmail(value: string) {
  const none = { first_name: null, last_name: null, position: null, seniority: null, department: null };
  return {
    value,
    type: 'generic',
    confidence: 90,
    sources: [],
    ...none,
    linkedin: null,
    twitter: null,
    phone_number: null,
  };
}

function intIn(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

const VERIFIER: Readonly<Record<MailTruth, { status: string; result: string; score: number }>> = {
  valid: { status: 'valid', result: 'deliverable', score: 94 },
  invalid: { status: 'invalid', result: 'undeliverable', score: 0 },
  'catch-all': { status: 'accept_all', result: 'risky', score: 50 },
  'no-mail-server': { status: 'invalid', result: 'undeliverable', score: 0 },
  unverifiable: { status: 'unknown', result: 'risky', score: 30 },
};

function hunterRoutes(app: Express, prefix: string): void {
  app.get(`${prefix}/v2/domain-search`, (req, res) => {
    if (!hunterAuthorized(req, res)) return;
    const domain = queryText(req, 'domain')?.trim().toLowerCase();
    if (!domain) {
      hunterError(res, 400, 'wrong_params', 'You are missing the domain or company parameter');
      return;
    }
    const type = queryText(req, 'type');
    const limit = intIn(req.query.limit, 10, 1, 100);
    const offset = intIn(req.query.offset, 0, 0, 10_000);
    const staff = staffOf(domain);
    const personal = (staff?.people ?? []).flatMap((p) =>
      p.hunterConfidence === null ? [] : [hunterEmail(p, p.hunterConfidence)],
    );
    // Role mailboxes exist only where mail is received.
    const mailDomain = staff && staff.domain.host !== null ? staff.domain : null;
    const generic = mailDomain ? mailDomain.roles.map((role) => genericEmail(`${role}@${mailDomain.domain}`)) : [];
    const all = type === 'personal' ? personal : type === 'generic' ? generic : [...personal, ...generic];
    res.json({
      data: {
        domain,
        disposable: false,
        webmail: false,
        accept_all: staff?.domain.behaviour === 'catch-all',
        pattern: staff && all.length ? HUNTER_PATTERN[staff.domain.pattern] : null,
        organization: staff?.organization ?? null,
        emails: all.slice(offset, offset + limit),
        linked_domains: [],
      },
      meta: {
        results: all.length,
        limit,
        offset,
        params: { domain, company: null, type: type ?? null, seniority: null, department: null },
      },
    });
  });

  app.get(`${prefix}/v2/email-verifier`, (req, res) => {
    if (!hunterAuthorized(req, res)) return;
    const email = queryText(req, 'email')?.trim().toLowerCase();
    if (!email) {
      hunterError(res, 400, 'wrong_params', 'You are missing the email parameter');
      return;
    }
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const webmail = WEBMAIL.has(domain);
    const disposable = DISPOSABLE.has(domain);
    const truth = truthOf(email);
    const verdict = webmail
      ? { status: 'webmail', result: 'deliverable', score: 80 }
      : disposable
        ? { status: 'disposable', result: 'risky', score: 20 }
        : VERIFIER[truth];
    const hasServer = webmail || disposable || truth !== 'no-mail-server';
    res.json({
      data: {
        ...verdict,
        email,
        regexp: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
        gibberish: false,
        disposable,
        webmail,
        mx_records: hasServer,
        smtp_server: hasServer,
        smtp_check: verdict.status === 'valid' || verdict.status === 'accept_all',
        accept_all: truth === 'catch-all',
        block: truth === 'unverifiable',
        sources: [],
      },
      meta: { params: { email } },
    });
  });
}

function apolloPerson(person: StaffMember, organization: string, domain: string, withEmail: boolean) {
  const email =
    !withEmail || person.apolloEmail === 'none'
      ? null
      : person.apolloEmail === 'locked'
        ? 'email_not_unlocked@domain.com'
        : person.email;
  return {
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    name: `${person.firstName} ${person.lastName}`,
    linkedin_url: person.linkedinUrl,
    title: person.title,
    headline: person.title,
    email_status: person.apolloEmail === 'none' ? 'unavailable' : 'verified',
    email,
    has_email: person.apolloEmail !== 'none',
    photo_url: null,
    twitter_url: null,
    github_url: null,
    facebook_url: null,
    organization: { name: organization, website_url: `https://www.${domain}`, primary_domain: domain },
    seniority: person.seniority === 'executive' ? 'head' : person.seniority === 'senior' ? 'senior' : 'entry',
    departments: [person.department],
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function apolloRoutes(app: Express, prefix: string): void {
  const search = (withEmail: boolean) => (req: Request, res: Response) => {
    if (req.get('x-api-key') !== SANDBOX_PEOPLE_API_KEYS.apollo) {
      res.status(401).json({ error: 'Invalid access credentials.' });
      return;
    }
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const domains = strings(body.q_organization_domains_list).map((d) => d.trim().toLowerCase());
    const titles = strings(body.person_titles).map((t) => t.toLowerCase());
    const page = intIn(body.page, 1, 1, 500);
    const perPage = intIn(body.per_page, 10, 1, 100);
    const people = domains.flatMap((domain) => {
      const staff = staffOf(domain);
      if (!staff) return [];
      return staff.people
        .filter((p) => !titles.length || titles.some((t) => p.title.toLowerCase().includes(t)))
        .map((p) => apolloPerson(p, staff.organization, staff.domain.domain, withEmail));
    });
    res.json({
      breadcrumbs: [],
      partial_results_only: false,
      disable_eu_prospecting: false,
      pagination: {
        page,
        per_page: perPage,
        total_entries: people.length,
        total_pages: Math.ceil(people.length / perPage),
      },
      contacts: [],
      people: people.slice((page - 1) * perPage, page * perPage),
    });
  };
  app.post(`${prefix}/api/v1/mixed_people/search`, express.json(), search(true));
  // Apollo's newer, credit-free search: same body, never any email.
  app.post(`${prefix}/api/v1/mixed_people/api_search`, express.json(), search(false));
}

/** The app alone, for mounting elsewhere: Hunter under `/hunter`, Apollo under `/apollo`. */
export function createPeopleApisApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  hunterRoutes(app, '/hunter');
  apolloRoutes(app, '/apollo');
  app.get('/', (_req, res) => {
    res.json({ hunter: '/hunter/v2/{domain-search,email-verifier}', apollo: '/apollo/api/v1/mixed_people/search' });
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  return app;
}

/**
 * Starts the stand-in for the people-data providers (Hunter's Domain Search and Email Verifier, Apollo's People
 * Search) on one server. Deterministic: the same domain always has the same people.
 */
export async function startPeopleApisStandIn(options: PeopleApisStandInOptions): Promise<PeopleApisStandIn> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer(createPeopleApisApp());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: base,
    hunterUrl: `${base}/hunter`,
    apolloUrl: `${base}/apollo`,
    keys: { ...SANDBOX_PEOPLE_API_KEYS },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
