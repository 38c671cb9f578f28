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

function expectThresholds(e: Evaluation, recall: number, perKind: number) {
  const all = e.rows.find((r) => r.kind === 'all')!;
  expect(all.recall, misses(e).join('\n')).toBeGreaterThanOrEqual(recall);
  for (const row of e.rows)
    if (row.recall !== null) expect(row.recall, `${row.kind}: ${misses(e).join('\n')}`).toBeGreaterThanOrEqual(perKind);
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

  // The floor alone (no model, or a failed call) checks figures and names only: it must not cry wolf.
  it('without a model, the floor flags no grounded claim and half of the invented ones', async () => {
    expectThresholds(await evaluate(development, byRules), 0.5, 0);
  });

  // The stand-in's lister is hand-written, no model (bench/RESULTS.md measures recorded real answers): here it only
  // shows the plumbing adds to the floor and raises no false alarm.
  it('with the stand-in lister, its checked claim list adds to the floor without false alarms, and the model is really asked', async () => {
    const floor = (await evaluate(development, byRules)).rows.find((r) => r.kind === 'all')!;
    const both = await evaluate(development, byModelAssisted(lister));
    expect(both.rows.find((r) => r.kind === 'all')!.caught).toBeGreaterThan(floor.caught);
    expectThresholds(both, 0.7, 0);
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
        const text = `${c.email.subject}\n${c.email.body}`;
        const words = `(?<![\\p{L}\\d])${claim.claim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`;
        const at = (new RegExp(words, 'u').exec(text) ?? new RegExp(words, 'iu').exec(text))!.index;
        expect(
          flagged.some((f) => f.at < at + claim.claim.length && at < f.at + f.text.length),
          `${c.id}: ${claim.claim}`,
        ).toBe(true);
      }
    }
    expect(madeUp).toBeGreaterThan(0);
  });

  it('keeps the floor’s figures when the model vouches for every claim with a real but unrelated resume line', async () => {
    const figuresOf = async (x: EvalCase) => (await byRules(x)).filter((r) => /\d/.test(r.text));
    let c: EvalCase | undefined;
    for (const x of development) if (!c && (await figuresOf(x)).length) c = x;
    const figures = await figuresOf(c!);
    llm.failNext('claims_vouch');
    const vouched = await byModelAssisted(lister)(c!);
    // The same words stay flagged (the model may give them its kind).
    for (const r of figures) expect(vouched.map((v) => [v.at, v.text])).toContainEqual([r.at, r.text]);
  });
});
