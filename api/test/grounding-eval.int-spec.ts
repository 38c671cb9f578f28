import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmStandIn, SANDBOX_OPENAI_API_KEY, type LlmStandIn } from '@app/sandbox';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_KINDS } from '../src/compose/grounding/index.js';
import {
  byModelAssisted,
  byModelOnly,
  byRules,
  EVAL_NOW,
  evaluate,
  loadEvalSets,
  repoRootFromHere,
  type EvalCase,
  type Evaluation,
} from '../src/compose/grounding/eval/run.js';
import { checkByModel } from '../src/compose/grounding/model/check-model.js';
import { LlmClaimLister } from '../src/compose/grounding/model/llm-claim-lister.js';
import { quoteOccurs } from '../src/compose/grounding/model/quoted-spans.js';
import type { AppConfig } from '../src/config/app-config.js';

/** What failed, readable in a test report: "en-maya-1 missed skill "Scala"". */
const misses = (e: Evaluation) =>
  e.results.flatMap((r) => [
    ...r.missed.map((c) => `${r.id} missed ${c.kind} "${c.text}"`),
    ...r.falseAlarms.map((c) => `${r.id} flagged grounded ${c.kind} "${c.text}"`),
  ]);

function expectThresholds(e: Evaluation) {
  const all = e.rows.find((r) => r.kind === 'all')!;
  expect(all.recall, misses(e).join('\n')).toBeGreaterThanOrEqual(0.9);
  for (const row of e.rows)
    if (row.recall !== null) expect(row.recall, `${row.kind}: ${misses(e).join('\n')}`).toBeGreaterThanOrEqual(0.8);
  expect(all.falseAlarms, misses(e).join('\n')).toBe(0);
}

describe('the grounding evaluation set', () => {
  let development: EvalCase[];
  let heldOut: EvalCase[];
  let llm: LlmStandIn;
  let server: http.Server;
  let lister: LlmClaimLister;

  beforeAll(async () => {
    ({ development, heldOut } = loadEvalSets(repoRootFromHere()));
    llm = createLlmStandIn();
    const app = express();
    app.use('/llm', llm.router);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/llm/v1`;
    lister = new LlmClaimLister({
      llm: { apiKey: SANDBOX_OPENAI_API_KEY, baseUrl, model: 'gpt-4o-mini', timeoutMs: 10_000 },
    } as AppConfig);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => llm.reset());

  it('holds at least 40 applications in English, Spanish, French and German, with invented claims of every kind', () => {
    expect(development.length).toBeGreaterThanOrEqual(40);
    expect(new Set(development.map((c) => c.language))).toEqual(new Set(['en', 'es', 'fr', 'de']));
    for (const kind of CLAIM_KINDS)
      expect(
        development.some((c) => c.invented.some((i) => i.kind === kind)),
        kind,
      ).toBe(true);
    expect(heldOut.length).toBeGreaterThanOrEqual(12);
  });

  it('without a model, the detectors flag ≥ 90 % of invented claims, ≥ 80 % in every kind, and no grounded claim', async () => {
    expectThresholds(await evaluate(development, byRules));
  });

  it('with the model, its checked claim list and the detectors together do as well, and the model is really asked', async () => {
    expectThresholds(await evaluate(development, byModelAssisted(lister)));
    const requests = llm.requests();
    expect(requests).toHaveLength(development.length);
    expect(requests.every((r) => r.kind === 'claims' && r.outcome === 'ok')).toBe(true);
  });

  it('checks the model’s quotes in code: a quote the resume does not hold backs nothing', async () => {
    const alone = await evaluate(development, byModelOnly(lister));
    expect(alone.rows.find((r) => r.kind === 'all')!.caught).toBeGreaterThan(0);
    // The stand-in sometimes makes a quote up, as models do; every such claim stays flagged.
    let madeUp = 0;
    for (const c of development) {
      const listed = (await lister.list(c.email, c.sources))!;
      const flagged = checkByModel(listed, c.email, c.sources, EVAL_NOW);
      for (const claim of listed.filter(
        (l) => l.about === 'sender' && l.resumeQuote && !quoteOccurs(c.sources.resume, l.resumeQuote),
      )) {
        madeUp += 1;
        expect(
          flagged.some((f) => f.text.toLowerCase() === claim.claim.toLowerCase()),
          `${c.id}: ${claim.claim}`,
        ).toBe(true);
      }
    }
    expect(madeUp).toBeGreaterThan(0);
  });

  it('keeps the detectors’ floor when the model vouches for every claim with a real but unrelated resume line', async () => {
    const c = development.find((x) => x.id === 'en-maya-1')!;
    llm.failNext('claims_vouch');
    const vouched = await byModelAssisted(lister)(c);
    const rules = await byRules(c);
    expect(vouched.length).toBeGreaterThanOrEqual(rules.length);
    for (const r of rules) expect(vouched).toContainEqual(r);
  });
});
