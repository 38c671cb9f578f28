import {
  addressFor,
  mailDomains,
  SANDBOX_PEOPLE_API_KEYS,
  staffOf,
  startPeopleApisStandIn,
  truthOf,
  type PeopleApisStandIn,
} from '@app/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttp } from './__tests__/fake-http.js';
import { HunterProvider, HunterVerifier } from './hunter.js';
import { PeopleProviderError } from './people-provider.js';

const KEY = 'secret-hunter-key-123';

let fake: FakeHttp;
beforeAll(async () => {
  fake = await FakeHttp.start();
});
afterAll(() => fake.close());

describe('HunterProvider', () => {
  it('asks Domain Search for personal addresses and maps named entries', async () => {
    fake.answer(() => ({
      status: 200,
      json: {
        data: {
          domain: 'acme.test',
          pattern: '{first}.{last}',
          emails: [
            {
              value: 'Jane.Doe@acme.test',
              type: 'personal',
              confidence: 94,
              first_name: 'Jane',
              last_name: 'Doe',
              position: 'Technical Recruiter',
              seniority: 'senior',
              department: 'hr',
              linkedin: 'https://www.linkedin.com/in/janedoe',
            },
            {
              value: 'raj.k@acme.test',
              type: 'personal',
              confidence: 71,
              first_name: 'Raj',
              last_name: 'K',
              linkedin: 'rajk',
            },
            { value: 'nobody@acme.test', type: 'personal', confidence: 50, first_name: null, last_name: null },
            { value: 'careers@acme.test', type: 'generic', confidence: 90, first_name: 'Careers', last_name: 'Team' },
            { value: 42 },
          ],
        },
        meta: { results: 5 },
      },
    }));
    const hunter = new HunterProvider({ apiKey: KEY, baseUrl: `${fake.url}/prefix/` });
    const people = await hunter.findPeople('acme.test');

    const req = fake.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/prefix/v2/domain-search');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({
      domain: 'acme.test',
      api_key: KEY,
      type: 'personal',
      limit: '10',
    });
    expect(people).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        title: 'Technical Recruiter',
        email: 'jane.doe@acme.test',
        confidence: 94,
        linkedinUrl: 'https://www.linkedin.com/in/janedoe',
      },
      {
        firstName: 'Raj',
        lastName: 'K',
        title: null,
        email: 'raj.k@acme.test',
        confidence: 71,
        linkedinUrl: 'https://www.linkedin.com/in/rajk',
      },
    ]);
  });

  it('says the key was refused on 401 and 403, without the key in the message', async () => {
    for (const status of [401, 403]) {
      fake.answer(() => ({
        status,
        json: { errors: [{ id: 'authentication_failed', code: status, details: `No user found for ${KEY}` }] },
      }));
      const err = await new HunterProvider({ apiKey: KEY, baseUrl: fake.url }).findPeople('acme.test').catch((e) => e);
      expect(err).toBeInstanceOf(PeopleProviderError);
      expect(err).toMatchObject({ provider: 'hunter', kind: 'auth', status });
      expect((err as Error).message).toMatch(/refused the API key/);
      expect((err as Error).message).not.toContain(KEY);
    }
  });

  it('says the rate limit was hit on 429, with Retry-After', async () => {
    fake.answer(() => ({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { errors: [{ id: 'too_many_requests', code: 429, details: 'You have reached the rate limit' }] },
    }));
    const err = await new HunterProvider({ apiKey: KEY, baseUrl: fake.url }).findPeople('acme.test').catch((e) => e);
    expect(err).toMatchObject({ kind: 'rate-limit', status: 429, retryAfterMs: 30_000 });
    expect((err as Error).message).toMatch(/rate limit/);
  });

  it('times out, and rethrows the caller’s own cancellation as it is', async () => {
    fake.answer(() => 'hang');
    const hunter = new HunterProvider({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 100 });
    await expect(hunter.findPeople('acme.test')).rejects.toMatchObject({ kind: 'timeout' });

    // Cancelled while Hunter is still answering: the request has arrived and hangs.
    const controller = new AbortController();
    fake.answer(() => {
      controller.abort(new Error('search cancelled'));
      return 'hang';
    });
    const pending = new HunterProvider({ apiKey: KEY, baseUrl: fake.url }).findPeople('acme.test', controller.signal);
    await expect(pending).rejects.toThrow('search cancelled');
  });

  it('reports an answer it cannot read', async () => {
    fake.answer(() => ({ status: 200, text: '<html>oops</html>' }));
    const hunter = new HunterProvider({ apiKey: KEY, baseUrl: fake.url });
    await expect(hunter.findPeople('acme.test')).rejects.toMatchObject({ kind: 'bad-response' });
    fake.answer(() => ({ status: 200, json: { data: {} } }));
    await expect(hunter.findPeople('acme.test')).rejects.toMatchObject({ kind: 'bad-response' });
  });
});

describe('HunterVerifier', () => {
  const verdictOf = async (data: Record<string, unknown>, status = 200) => {
    fake.answer(() => ({ status, json: { data, meta: {} } }));
    return new HunterVerifier({ apiKey: KEY, baseUrl: fake.url }).verify('jane@acme.test');
  };

  it('calls Email Verifier with the address and the key', async () => {
    await verdictOf({ status: 'valid', result: 'deliverable', score: 97 });
    const req = fake.requests[0]!;
    expect(req.url.pathname).toBe('/v2/email-verifier');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ email: 'jane@acme.test', api_key: KEY });
  });

  it.each([
    [
      { status: 'valid', score: 97 },
      { status: 'valid', score: 97, webmail: false, disposable: false },
    ],
    [{ status: 'invalid', score: 0 }, { status: 'invalid' }],
    [{ status: 'accept_all', accept_all: true }, { status: 'catch-all' }],
    [
      { status: 'webmail', webmail: true },
      { status: 'valid', webmail: true, disposable: false },
    ],
    [
      { status: 'disposable', disposable: true },
      { status: 'valid', disposable: true },
    ],
    [{ status: 'unknown' }, { status: 'unknown' }],
    [{ result: 'undeliverable' }, { status: 'invalid', reason: 'undeliverable' }],
  ])('maps %j', async (data, expected) => {
    expect(await verdictOf(data)).toMatchObject({ address: 'jane@acme.test', ...expected });
  });

  it('answers unknown while Hunter is still verifying (202)', async () => {
    expect(await verdictOf({}, 202)).toMatchObject({ status: 'unknown', reason: 'http 202' });
  });
});

describe('Hunter against the sandbox stand-in', () => {
  let standIn: PeopleApisStandIn;
  beforeAll(async () => {
    standIn = await startPeopleApisStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());

  it('finds the people the stand-in knows, at their real addresses', async () => {
    const staff = mailDomains()
      .map((d) => staffOf(d.domain)!)
      .find((s) => s.people.some((p) => p.hunterConfidence !== null))!;
    const hunter = new HunterProvider({ apiKey: standIn.keys.hunter, baseUrl: standIn.hunterUrl });
    const people = await hunter.findPeople(staff.domain.domain);
    const known = staff.people.filter((p) => p.hunterConfidence !== null).slice(0, 10);
    expect(people).toEqual(
      known.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        title: p.title,
        email: addressFor(staff.domain.domain, p.firstName, p.lastName),
        confidence: p.hunterConfidence,
        linkedinUrl: p.linkedinUrl,
      })),
    );
    const verdict = await new HunterVerifier({ apiKey: standIn.keys.hunter, baseUrl: standIn.hunterUrl }).verify(
      people[0]!.email!,
    );
    const expected = { valid: 'valid', invalid: 'invalid', 'catch-all': 'catch-all', 'no-mail-server': 'invalid' };
    expect(verdict.status).toBe(expected[truthOf(people[0]!.email!) as keyof typeof expected] ?? 'unknown');
  });

  it('refuses a wrong key', async () => {
    const hunter = new HunterProvider({ apiKey: 'wrong', baseUrl: standIn.hunterUrl });
    await expect(hunter.findPeople('example.com')).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(SANDBOX_PEOPLE_API_KEYS.hunter).toBe(standIn.keys.hunter);
    expect(staffOf('unknown.invalid')).toBeNull();
  });
});
