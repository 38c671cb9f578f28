// `pnpm bench grounding`: the grounding check on the evaluation set (api/src/compose/grounding/eval): recall
// (invented claims flagged) and false alarms (grounded claims flagged), per kind and overall, for the path without
// a model (the detectors); the LLM stand-in's hand-written claim lister, its quotes checked in code, with and without
// the detectors (a stand-in, not a model: its figures are no model's); and, for a set with recordings, a real model's
// answers recorded offline (eval/recordings.ts) replayed the same ways. On the development set and the held-out sets
// (see eval/README.md: a blind set's figures are printed per kind only, never its misses). Needs `pnpm build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@app/sandbox';

export const name = 'grounding';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => path.join(root, 'api/dist/compose/grounding', p);
const pct = (x) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);

async function withStandIn(use) {
  const sandbox = await startSandbox({ port: 0, appUrls: ['http://127.0.0.1:9'] });
  try {
    return await use(sandbox.appEnv.OPENAI_BASE_URL, sandbox.appEnv.OPENAI_API_KEY);
  } finally {
    await sandbox.close();
  }
}

export async function run() {
  const { byModelAssisted, byModelOnly, byRules, evaluate, loadEvalSets } = await import(dist('eval/run.js'));
  const { LlmClaimLister } = await import(dist('model/llm-claim-lister.js'));
  const { loadRecordings, RecordedClaimLister } = await import(dist('eval/recordings.js'));
  const { evalFolders } = await import(dist('eval/run.js'));
  const sets = loadEvalSets(root);
  const folders = evalFolders(root);

  return withStandIn(async (baseUrl, apiKey) => {
    const lister = new LlmClaimLister({ llm: { apiKey, baseUrl, model: 'gpt-4o-mini', timeoutMs: 10_000 } });
    const standInPaths = [
      ['detectors (no model)', byRules],
      ['stand-in lister + detectors', byModelAssisted(lister)],
      ['stand-in list alone', byModelOnly(lister)],
    ];
    const rows = [];
    for (const [setName, cases, { blind, folder } = {}] of [
      ['development', sets.development],
      ['held-out', sets.heldOut],
      ['blind held-out', sets.blind],
      ['third blind held-out', sets.blind3],
      ['fourth held-out (read)', sets.blind4],
      ['fifth held-out (read)', sets.blind5],
      ['sixth held-out (read)', sets.blind6, { folder: folders.blind6 }],
      ['seventh blind held-out', sets.blind7, { blind: true, folder: folders.blind7 }],
      ['eighth blind held-out', sets.blind8, { blind: true, folder: folders.blind8 }],
    ]) {
      // A real model's answers, recorded offline for this set (eval/recordings.ts), replayed through the product's code.
      const recordings = folder ? loadRecordings(folder) : new Map();
      const models = [...new Set([...recordings.values()].map((r) => r.model))].join(', ');
      const recorded = new RecordedClaimLister(recordings.values());
      const paths = recordings.size
        ? [
            ...standInPaths,
            [`recorded model (${models}) + detectors`, byModelAssisted(recorded)],
            [`recorded model (${models}) alone`, byModelOnly(recorded)],
          ]
        : standInPaths;
      const langs = [...new Set(cases.map((c) => c.language))].join('/');
      console.log(`\n## ${setName} set: ${cases.length} cases (${langs})`);
      const table = {};
      for (const [pathName, check] of paths) {
        const t0 = performance.now();
        const { rows: kinds, results } = await evaluate(cases, check);
        const ms = (performance.now() - t0) / cases.length;
        for (const k of kinds) {
          table[k.kind] ??= { invented: k.invented, grounded: k.grounded };
          table[k.kind][`${pathName} recall`] = `${pct(k.recall)} (${k.caught})`;
          table[k.kind][`${pathName} false alarms`] = k.falseAlarms;
        }
        const all = kinds.find((k) => k.kind === 'all');
        const unlisted = results.reduce((n, r) => n + r.unlisted.length, 0);
        rows.push({
          set: setName,
          path: pathName,
          cases: cases.length,
          invented: all.invented,
          caught: all.caught,
          recall: pct(all.recall),
          'lowest kind': kinds
            .filter((k) => k.recall !== null && k.kind !== 'all')
            .sort((a, b) => a.recall - b.recall)
            .slice(0, 1)
            .map((k) => `${k.kind} ${pct(k.recall)}`)[0],
          grounded: all.grounded,
          'false alarms': all.falseAlarms,
          'other flags': unlisted,
          'ms per email': ms.toFixed(1),
        });
        const misses = results.flatMap((r) => [
          ...r.missed.map((c) => `${r.id}: missed ${c.kind} "${c.text}"`),
          ...r.falseAlarms.map((c) => `${r.id}: FALSE ALARM ${c.kind} "${c.text}"`),
          ...r.unlisted.map((f) => `${r.id}: other flag "${f.text}"`),
        ]);
        // A blind set's misses are never printed: whoever reads them to fix the checker makes the set tuned.
        if (misses.length && !pathName.endsWith(' alone') && !blind)
          console.log(`${pathName}:\n  ${misses.join('\n  ')}`);
      }
      console.table(table);
    }
    return rows;
  });
}
