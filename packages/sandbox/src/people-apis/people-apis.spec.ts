import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../index.js';
import { addressFor, mailDomains, truthOf } from '../mail/index.js';
import { SANDBOX_PEOPLE_API_KEYS, startPeopleApisStandIn, staffOf, type PeopleApisStandIn } from './index.js';

interface HunterEmail {
  value: string;
  type: string;
  confidence: number;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
}
interface HunterSearch {
  data: { domain: string; pattern: string | null; accept_all: boolean; emails: HunterEmail[] };
  meta: { results: number; limit: number; offset: number };
}
interface ApolloSearch {
  pagination: { total_entries: number };
  people: Array<{ first_name: string; last_name: string; title: string; email: string | null }>;
}

let standIn: PeopleApisStandIn;
beforeAll(async () => {
  standIn = await startPeopleApisStandIn({ port: 0 });
});
afterAll(() => standIn.close());

const hunter = async (path: string, params: Record<string, string>) => {
  const url = new URL(`${standIn.hunterUrl}${path}`);
  for (const [k, v] of Object.entries({ api_key: standIn.keys.hunter, ...params })) url.searchParams.set(k, v);
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

const apollo = async (body: unknown, key: string = standIn.keys.apollo, path = '/api/v1/mixed_people/search') => {
  const res = await fetch(`${standIn.apolloUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const withMail = mailDomains().filter((d) => d.host !== null);

describe('people-apis stand-in', () => {
  it('is deterministic and follows each domain’s address pattern', () => {
    for (const domain of mailDomains()) {
      const staff = staffOf(domain.domain)!;
      expect(staff.people.length).toBeGreaterThanOrEqual(4);
      expect(staffOf(domain.domain.toUpperCase())).toBe(staff);
      for (const p of staff.people) {
        expect(p.email).toBe(addressFor(domain.domain, p.firstName, p.lastName));
        if (domain.host !== null) expect(['valid', 'catch-all', 'invalid', 'unverifiable']).toContain(truthOf(p.email));
        else expect(p.hunterConfidence).toBeNull();
      }
    }
    expect(staffOf('nowhere.invalid')).toBeNull();
  });

  it('Hunter domain search: personal emails with names, positions and confidence; generic ones apart', async () => {
    const domain = withMail.find((d) => d.roles.length > 0)!;
    const staff = staffOf(domain.domain)!;
    const { status, body } = await hunter('/v2/domain-search', {
      domain: domain.domain,
      type: 'personal',
      limit: '100',
    });
    expect(status).toBe(200);
    const { data, meta } = body as HunterSearch;
    const known = staff.people.filter((p) => p.hunterConfidence !== null);
    expect(meta.results).toBe(known.length);
    expect(data.emails.map((e) => e.value)).toEqual(known.map((p) => p.email));
    for (const e of data.emails) {
      expect(e).toMatchObject({ type: 'personal', first_name: expect.any(String), position: expect.any(String) });
      expect(e.confidence).toBeGreaterThanOrEqual(60);
    }
    expect(data.accept_all).toBe(domain.behaviour === 'catch-all');

    const generic = (await hunter('/v2/domain-search', { domain: domain.domain, type: 'generic' }))
      .body as HunterSearch;
    expect(generic.data.emails.map((e) => e.value)).toEqual(domain.roles.map((r) => `${r}@${domain.domain}`));

    const limited = (await hunter('/v2/domain-search', { domain: domain.domain, limit: '1' })).body as HunterSearch;
    expect(limited.data.emails).toHaveLength(1);
  });

  it('Hunter: unknown domains are empty, a missing domain is 400, a wrong key is 401 in Hunter’s shape', async () => {
    const empty = (await hunter('/v2/domain-search', { domain: 'nowhere.invalid' })).body as HunterSearch;
    expect(empty.data.emails).toEqual([]);
    expect((await hunter('/v2/domain-search', {})).status).toBe(400);
    const refused = await hunter('/v2/domain-search', { domain: withMail[0]!.domain, api_key: 'nope' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      errors: [{ id: 'authentication_failed', code: 401, details: expect.any(String) }],
    });
  });

  it('Hunter email verifier answers by the mail world’s truth', async () => {
    const expected = { valid: 'valid', invalid: 'invalid', 'catch-all': 'accept_all', 'no-mail-server': 'invalid' };
    const samples = mailDomains()
      .slice(0, 30)
      .flatMap((d) => [staffOf(d.domain)!.people[0]!.email, `zz-nobody-${d.domain}@${d.domain}`]);
    for (const email of [...samples, 'someone@gmail.com', 'x@mailinator.com']) {
      const { status, body } = await hunter('/v2/email-verifier', { email });
      expect(status).toBe(200);
      const data = (body as { data: { status: string; webmail: boolean; disposable: boolean } }).data;
      if (email.endsWith('@gmail.com')) expect(data).toMatchObject({ status: 'webmail', webmail: true });
      else if (email.endsWith('@mailinator.com'))
        expect(data).toMatchObject({ status: 'disposable', disposable: true });
      else expect(data.status).toBe(expected[truthOf(email) as keyof typeof expected] ?? 'unknown');
    }
  });

  it('Apollo people search: hiring titles, emails for some, placeholders for locked ones', async () => {
    const titles = ['recruiter', 'talent acquisition', 'hiring manager', 'engineering manager', 'head of'];
    const emails = { real: 0, locked: 0, none: 0 };
    for (const domain of withMail.slice(0, 25)) {
      const { status, body } = await apollo({
        q_organization_domains_list: [domain.domain],
        person_titles: titles,
        per_page: 100,
      });
      expect(status).toBe(200);
      const { people } = body as ApolloSearch;
      const hiring = staffOf(domain.domain)!.people.filter((p) =>
        titles.some((t) => p.title.toLowerCase().includes(t)),
      );
      expect(people.map((p) => p.last_name)).toEqual(hiring.map((p) => p.lastName));
      for (const p of people) {
        if (p.email === null) emails.none++;
        else if (p.email === 'email_not_unlocked@domain.com') emails.locked++;
        else {
          emails.real++;
          expect(p.email).toBe(addressFor(domain.domain, p.first_name, p.last_name));
        }
      }
    }
    expect(emails.real).toBeGreaterThan(0);
    expect(emails.locked).toBeGreaterThan(0);
    expect(emails.none).toBeGreaterThan(0);

    const all = (await apollo({ q_organization_domains_list: [withMail[0]!.domain] })).body as ApolloSearch;
    expect(all.pagination.total_entries).toBe(staffOf(withMail[0]!.domain)!.people.length);
    const free = await apollo(
      { q_organization_domains_list: [withMail[0]!.domain] },
      undefined,
      '/api/v1/mixed_people/api_search',
    );
    expect((free.body as ApolloSearch).people.every((p) => p.email === null)).toBe(true);
  });

  it('Apollo: unknown domains are empty; a wrong key is 401', async () => {
    const empty = (await apollo({ q_organization_domains_list: ['nowhere.invalid'] })).body as ApolloSearch;
    expect(empty.people).toEqual([]);
    const refused = await apollo({ q_organization_domains_list: [withMail[0]!.domain] }, 'nope');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: expect.any(String) });
  });

  it('accepts only the sandbox keys', () => {
    expect(standIn.keys).toEqual(SANDBOX_PEOPLE_API_KEYS);
    expect(standIn.hunterUrl).toBe(`${standIn.url}/hunter`);
    expect(standIn.apolloUrl).toBe(`${standIn.url}/apollo`);
  });
});

describe('startSandbox', () => {
  it('starts the people-apis stand-in, lists it and closes it', async () => {
    const sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'] });
    let closed = false;
    try {
      const { hunterUrl, apolloUrl } = sandbox.services.peopleApis;
      expect(hunterUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hunter$/);
      expect(apolloUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/apollo$/);
      const index = (await (await fetch(`${sandbox.url}/`)).json()) as {
        standIns: Array<{ name: string; hunterUrl?: string }>;
      };
      expect(index.standIns).toContainEqual(expect.objectContaining({ name: 'people-apis', hunterUrl }));
      const res = await fetch(
        `${hunterUrl}/v2/domain-search?domain=x.example&api_key=${SANDBOX_PEOPLE_API_KEYS.hunter}`,
      );
      expect(res.status).toBe(200);
      await sandbox.close();
      closed = true;
      await expect(fetch(`${hunterUrl}/v2/domain-search`)).rejects.toThrow();
    } finally {
      if (!closed) await sandbox.close();
    }
  });
});
