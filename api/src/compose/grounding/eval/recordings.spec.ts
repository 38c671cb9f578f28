import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCases } from './cases.js';
import { loadCases, repoRootFromHere } from './run.js';
import { loadRecordings, RecordedClaimLister, requestFor, requestHash } from './recordings.js';

const evalDir = path.join(repoRootFromHere(), 'api/src/compose/grounding/eval');
const recordedSets = fs.readdirSync(evalDir).filter((d) => fs.existsSync(path.join(evalDir, d, 'recorded')));

describe('recorded model answers', () => {
  // A recording answers one exact request: when the product's claim-listing request changes (its wording, schema or
  // the case's text), the recordings must be made again, with a real model, for the new request.
  it.each(recordedSets)('%s: one recording per case, made for the request the product sends today', (set) => {
    const cases = loadCases(path.join(evalDir, set));
    const recordings = loadRecordings(path.join(evalDir, set));
    expect([...recordings.keys()].sort()).toEqual(cases.map((c) => c.id).sort());
    for (const c of cases) {
      const r = recordings.get(c.id)!;
      expect({ caseId: c.id, requestSha256: r.requestSha256 }).toEqual({
        caseId: c.id,
        requestSha256: requestHash(requestFor(c)),
      });
      expect(r.model.trim()).not.toBe('');
      expect(r.answeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  const file = `Sample.\n\n##### resume p\nAda Lovelace\nAnalyst at Babbage Ltd, 2019-2024\n\n##### case p-1\nresume: p\ncompany: Acme\njob title: Analyst\n--- job ad\nWe need an analyst.\n--- subject\nAnalyst\n--- body\nI worked at Babbage Ltd.\n--- invented\n--- grounded\nemployer: Babbage Ltd\n`;
  const [sample] = parseCases(file, 'en');
  const content = JSON.stringify({
    claims: [{ claim: 'Babbage Ltd', kind: 'employer', about: 'sender', resume_quote: 'Babbage Ltd' }],
  });
  const recording = (request: ReturnType<typeof requestFor>) => ({
    caseId: 'p-1',
    model: 'm',
    answeredOn: '2026-11-28',
    requestSha256: requestHash(request),
    content,
  });

  it('replays the answer recorded for the exact request', async () => {
    const lister = new RecordedClaimLister([recording(requestFor(sample!))]);
    expect(await lister.list(sample!.email, sample!.sources)).toEqual([
      { claim: 'Babbage Ltd', kind: 'employer', about: 'sender', resumeQuote: 'Babbage Ltd' },
    ]);
  });

  it('answers nothing, as a failed call, for a request that changed since the recording', async () => {
    const lister = new RecordedClaimLister([recording(requestFor(sample!))]);
    const edited = { ...sample!.email, body: `${sample!.email.body} Also Python.` };
    expect(await lister.list(edited, sample!.sources)).toBeNull();
  });

  it('loads no recordings from a set without a recorded folder', () => {
    expect(loadRecordings(fs.mkdtempSync(path.join(os.tmpdir(), 'rec-'))).size).toBe(0);
  });
});
