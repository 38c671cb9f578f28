// `pnpm bench grounding`: the grounding check on the evaluation set (api/src/compose/grounding/eval): recall
// (invented claims flagged) and false alarms (grounded claims flagged), per kind and overall, for the floor alone
// (the path without a model, or when its call fails) and, for a set with recordings, a real model's answers recorded
// offline (eval/recordings.ts) replayed through the product's code with the floor, as GroundingService runs them.
// The LLM stand-in's hand-written lister is no model and is not measured here. A blind set's figures are printed per
// kind only, never its misses (see eval/README.md). Needs `pnpm build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'grounding';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => path.join(root, 'api/dist/compose/grounding', p);
const pct = (x) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);

export async function run() {
  const { byModelAssisted, byRules, evaluate, evalFolders, loadCases } = await import(dist('eval/run.js'));
  const { loadRecordings, RecordedClaimLister } = await import(dist('eval/recordings.js'));
  const folders = evalFolders(root);
  const rows = [];
  for (const [setName, folder, blind] of [
    ['development', folders.development],
    ['held-out (read)', folders.heldOut],
    ['second held-out (read)', folders.blind],
    ['third held-out (read)', folders.blind3],
    ['fourth held-out (read)', folders.blind4],
    ['fifth held-out (read)', folders.blind5],
    ['sixth held-out (read)', folders.blind6],
    ['seventh blind held-out', folders.blind7, true],
    ['eighth blind held-out', folders.blind8, true],
  ]) {
    const cases = loadCases(folder);
    const recordings = loadRecordings(folder);
    const models = [...new Set([...recordings.values()].map((r) => r.model))].join(', ');
    const paths = [['floor alone', byRules]];
    if (recordings.size)
      paths.push([`recorded model (${models}) + floor`, byModelAssisted(new RecordedClaimLister(recordings.values()))]);
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
          .map((k) => `${k.kind} ${pct(k.recall)}`)[0],
        grounded: all.grounded,
        'false alarms': all.falseAlarms,
        'other flags': results.reduce((n, r) => n + r.unlisted.length, 0),
        'ms per email': ms.toFixed(1),
      });
      // A blind set's misses are never printed: whoever reads them to fix the checker makes the set tuned.
      const misses = results.flatMap((r) => [
        ...r.missed.map((c) => `${r.id}: missed ${c.kind} "${c.text}"`),
        ...r.falseAlarms.map((c) => `${r.id}: FALSE ALARM ${c.kind} "${c.text}"`),
      ]);
      if (misses.length && !blind && process.env.GROUNDING_MISSES)
        console.log(`${pathName}:\n  ${misses.join('\n  ')}`);
    }
    console.table(table);
  }
  return rows;
}
