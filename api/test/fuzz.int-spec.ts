import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@app/sandbox';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concretePath, liveRoutes, routeName, type LiveRoute } from './support/live-routes.js';
import { dtoFields, fill, routeInputs, validSample, type RouteInputs } from './support/route-inputs.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns } from './support/stand-ins.js';
import { signIn, startTestApp, TEST_APP_URL, uniqueEmail, type TestApp } from './support/test-app.js';

const STAFF_EMAIL = `staff.fuzz.${Date.now()}@example.com`;
const NUL_TEXT = 'text\u0000more';
/** A lone UTF-16 surrogate: valid in a JS string and in JSON (`"\udfff"`), but no Unicode text. */
const LONE_SURROGATE = 'a\udfffb';
/** The same in a URL: the UTF-8 bytes a surrogate would have (ill-formed), and its JSON-style escape. */
const SURROGATE_IN_URL = 'a%ED%BF%BFb%5Cudfff';
const HUGE = '99999999999999999999';
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** One malformed request: what goes in the path's parameters, the query string and the body. */
interface Shape {
  name: string;
  param?: string;
  query?: Record<string, unknown>;
  /** A query string sent as it is, for bytes no encoder would produce. */
  rawQuery?: string;
  /** A value sent as JSON, or raw text sent as application/json. */
  body?: unknown;
  raw?: string;
}

/** The hostile shapes for one route, built from the DTOs its handler validates against. */
function shapesFor(inputs: RouteInputs): Shape[] {
  const body = inputs.body;
  const query = inputs.query;
  const every = (value: unknown) => (dto: RouteInputs['body']) => (dto ? fill(dto, () => value) : { probe: value });
  const queryWith = (value: unknown) => (query ? fill(query, () => value) : { q: value });
  const shapes: Shape[] = [
    {
      name: 'NUL in every field, the query and the path',
      param: '%00',
      query: queryWith(NUL_TEXT),
      body: every(NUL_TEXT)(body),
    },
    { name: 'NUL after a valid id', param: `${randomUUID()}%00` },
    { name: 'huge numbers', param: HUGE, query: { ...queryWith(HUGE), page: HUGE, pageSize: '1e30' } },
    { name: 'repeated query keys', query: { ...queryWith(['a', 'b']), page: ['1', '2'] } },
    { name: 'JSON nested 3000 deep', raw: nestedObject(3000) },
    { name: 'arrays nested 5000 deep', raw: nestedArray(5000) },
    { name: 'malformed JSON', raw: '{"firstName": "secret-body-text' },
    { name: 'not JSON at all', raw: 'secret-body-text' },
    { name: 'a JSON string', raw: JSON.stringify(NUL_TEXT) },
  ];
  shapes.push(
    { name: 'a lone surrogate in every field', body: every(LONE_SURROGATE)(body) },
    ...Object.keys(queryWith('')).map((key) => ({
      name: `a lone surrogate in query ${key}`,
      rawQuery: `${key}=${SURROGATE_IN_URL}`,
    })),
    { name: 'a lone surrogate as a key', body: { [LONE_SURROGATE]: 'x' } },
  );
  for (const value of [123, -1, 1e308, true, {}, [], null, '', NUL_TEXT.repeat(2), '42', 'true']) {
    shapes.push({ name: `every field ${JSON.stringify(value)}`, body: every(value)(body) });
  }
  for (const { name, nested } of body ? dtoFields(body) : []) {
    shapes.push({ name: `NUL in ${name}`, body: { [name]: nested ? fill(nested, () => NUL_TEXT) : NUL_TEXT } });
    shapes.push({
      name: `a lone surrogate in ${name}`,
      body: { [name]: nested ? fill(nested, () => LONE_SURROGATE) : LONE_SURROGATE },
    });
    // Type swaps of the field itself, the rest of the body valid so the swap reaches the handler: a list, an
    // object, a number, a number or a truth value written as text.
    for (const swapped of [[], [{}], {}, 7, '7', 'true', LONE_SURROGATE]) {
      shapes.push({ name: `${name} as ${JSON.stringify(swapped)}`, body: { ...validSample(body!), [name]: swapped } });
    }
    shapes.push({ name: `${name} nested 3000 deep`, raw: `{"${name}":${nestedObject(3000)}}` });
  }
  for (const { name } of query ? dtoFields(query) : []) {
    shapes.push({ name: `NUL in query ${name}`, query: { [name]: NUL_TEXT } });
  }
  return shapes;
}

function send(agent: supertest.Agent, route: LiveRoute, shape: Shape) {
  const path = concretePath(
    route,
    Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], shape.param ?? randomUUID()])),
  );
  let req = agent[route.method](shape.rawQuery ? `${path}?${shape.rawQuery}` : path).set('Origin', TEST_APP_URL);
  if (shape.query) req = req.query(shape.query as Record<string, string>);
  if (shape.raw !== undefined) return req.set('Content-Type', 'application/json').send(shape.raw);
  return shape.body === undefined ? req : req.send(shape.body as object);
}

/**
 * Every route of the live router, with hostile shapes of input (NUL and lone UTF-16 surrogates in every string field
 * and query, deep nesting, huge page numbers, malformed JSON, each field swapped for another type), signed in as a normal user and as staff: nothing answers 500.
 */
describe('fuzzing every route with malformed input', { timeout: 300_000 }, () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  let t: TestApp;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startTestApp({
      ...standInEnv(sandbox),
      AUTH_DEV_LOGIN: 'true',
      STAFF_EMAILS: STAFF_EMAIL,
      RUN_WORKERS: 'false',
    });
  });
  afterAll(() => closeStandIns(sandbox, db, [t]));

  for (const role of ['user', 'staff'] as const) {
    it(`never answers 500, signed in as ${role === 'user' ? 'a normal user' : 'staff'}`, async () => {
      const routes = liveRoutes(t.app);
      const inputs = routeInputs(t.app);
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      let requests = 0;
      for (const route of routes) {
        const shapes = shapesFor(inputs.get(routeName(route)) ?? {});
        // A fresh session per route: logout and account deletion end theirs.
        const { browser } = await signIn(t, { email: role === 'staff' ? STAFF_EMAIL : uniqueEmail('fuzz') });
        for (const shape of shapes) {
          const res = await send(browser, route, shape);
          requests += 1;
          if (res.status >= 500)
            failures.push(`${routeName(route)} · ${shape.name} → ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
      expect(requests).toBeGreaterThan(routes.length * 10);
      expect(failures).toEqual([]);
    });
  }
});
