import { addressFor, mailDomains, staffOf, startPeopleApisStandIn, type PeopleApisStandIn } from '@app/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttp } from './__tests__/fake-http.js';
import { APOLLO_TITLES, ApolloProvider } from './apollo.js';

const KEY = 'secret-apollo-key-456';

let fake: FakeHttp;
beforeAll(async () => {
  fake = await FakeHttp.start();
});
afterAll(() => fake.close());

const person = (first: string, last: string | null, extra: Record<string, unknown> = {}) => ({
  id: `${first}-${last}`,
  first_name: first,
  last_name: last,
  title: null,
  email: null,
  linkedin_url: null,
  ...extra,
});

describe('ApolloProvider', () => {
  it('posts the domain and the hiring titles with the key in X-Api-Key, and maps people and contacts', async () => {
    fake.answer(() => ({
      status: 200,
      json: {
        pagination: { page: 1, per_page: 10, total_entries: 5, total_pages: 1 },
        contacts: [person('Ana', 'Silva', { title: 'Recruiter', email: 'ana.silva@acme.test' })],
        people: [
          person('Ana', 'Silva', { title: 'Recruiter' }), // the same person as the saved contact
          person('Ben', 'Okafor', {
            title: ' Engineering Manager ',
            email: 'email_not_unlocked@domain.com',
            linkedin_url: 'http://www.linkedin.com/in/benokafor',
          }),
          person('Chen', 'Li', { title: 'Head of Talent', email: 'CHEN@acme.test' }),
          person('Dana', null, { last_name_obfuscated: 'Ro***s' }),
          'not a person',
        ],
      },
    }));
    const apollo = new ApolloProvider({ apiKey: KEY, baseUrl: `${fake.url}/apollo` });
    const people = await apollo.findPeople('acme.test');

    const req = fake.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/apollo/api/v1/mixed_people/search');
    expect(req.headers['x-api-key']).toBe(KEY);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.url.search).toBe('');
    expect(JSON.parse(req.body)).toEqual({
      q_organization_domains_list: ['acme.test'],
      person_titles: APOLLO_TITLES,
      per_page: 10,
    });
    expect(req.body).not.toContain(KEY);
    expect(people).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        title: 'Recruiter',
        email: 'ana.silva@acme.test',
        confidence: null,
        linkedinUrl: null,
      },
      {
        firstName: 'Ben',
        lastName: 'Okafor',
        title: 'Engineering Manager',
        email: null,
        confidence: null,
        linkedinUrl: 'http://www.linkedin.com/in/benokafor',
      },
      {
        firstName: 'Chen',
        lastName: 'Li',
        title: 'Head of Talent',
        email: 'chen@acme.test',
        confidence: null,
        linkedinUrl: null,
      },
    ]);
  });

  it('says the key was refused on 401/403 and the rate limit was hit on 429, never echoing the key', async () => {
    const apollo = new ApolloProvider({ apiKey: KEY, baseUrl: fake.url });
    fake.answer(() => ({ status: 401, json: { error: `Invalid access credentials: ${KEY}` } }));
    const refused = await apollo.findPeople('acme.test').catch((e: unknown) => e);
    expect(refused).toMatchObject({ provider: 'apollo', kind: 'auth', status: 401 });
    expect((refused as Error).message).toMatch(/Apollo refused the API key/);
    expect((refused as Error).message).not.toContain(KEY);

    fake.answer(() => ({
      status: 403,
      json: { error: 'api/v1/mixed_people/search is not accessible with this api_key' },
    }));
    await expect(apollo.findPeople('acme.test')).rejects.toMatchObject({ kind: 'auth', status: 403 });

    fake.answer(() => ({ status: 429, json: { message: 'The maximum number of api calls allowed is 50' } }));
    await expect(apollo.findPeople('acme.test')).rejects.toThrow(/Apollo rate limit hit.*maximum number/);

    fake.answer(() => ({ status: 500, text: 'boom' }));
    await expect(apollo.findPeople('acme.test')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('times out after its limit', async () => {
    fake.answer(() => 'hang');
    const apollo = new ApolloProvider({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 100 });
    await expect(apollo.findPeople('acme.test')).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('Apollo against the sandbox stand-in', () => {
  let standIn: PeopleApisStandIn;
  beforeAll(async () => {
    standIn = await startPeopleApisStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());

  it('finds people with hiring titles; emails only when unlocked, at their real addresses', async () => {
    const apollo = new ApolloProvider({ apiKey: standIn.keys.apollo, baseUrl: standIn.apolloUrl });
    let withEmail = 0;
    let without = 0;
    for (const { domain } of mailDomains().slice(0, 20)) {
      const people = await apollo.findPeople(domain);
      const staff = staffOf(domain)!;
      const hiring = staff.people.filter((p) => APOLLO_TITLES.some((t) => p.title.toLowerCase().includes(t)));
      expect(people.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(
        hiring.slice(0, 10).map((p) => `${p.firstName} ${p.lastName}`),
      );
      for (const p of people) {
        if (p.email) {
          withEmail++;
          expect(p.email).toBe(addressFor(domain, p.firstName, p.lastName));
        } else without++;
      }
    }
    expect(withEmail).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
    expect(await apollo.findPeople('nowhere.invalid')).toEqual([]);
  });

  it('refuses a wrong key', async () => {
    const apollo = new ApolloProvider({ apiKey: 'wrong', baseUrl: standIn.apolloUrl });
    await expect(apollo.findPeople('example.com')).rejects.toMatchObject({ kind: 'auth', status: 401 });
  });
});
