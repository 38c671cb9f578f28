// `pnpm bench match`: the match score on the evaluation set (bench/data/match-eval: resume–job pairs labelled good,
// stretch or poor by someone who had not seen the scorer; see its README). Reports how often a good fit outranks a
// poor one for the same resume (pairwise accuracy, ties count half), the same across all resumes, good over stretch
// and stretch over poor, and the spread of the scores (overall and the mean per label). Needs `pnpm build`.
// BENCH_MATCH_DIR reads another set of the same shape.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'match';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.BENCH_MATCH_DIR ?? path.join(root, 'bench/data/match-eval');
const pct = (x) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);

/** The share of (higher, lower) pairs where the first scores above the second; ties count half. */
function pairwise(highs, lows, sameResume) {
  let won = 0;
  let pairs = 0;
  for (const h of highs) {
    for (const l of lows) {
      if (sameResume && h.resume !== l.resume) continue;
      pairs += 1;
      won += h.score > l.score ? 1 : h.score === l.score ? 0.5 : 0;
    }
  }
  return { accuracy: pairs ? won / pairs : null, pairs };
}

function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
}

export async function run() {
  const { scoreMatch } = await import(path.join(root, 'api/dist/search/matching/match-score.js'));
  const pairs = JSON.parse(fs.readFileSync(path.join(dataDir, 'pairs.json'), 'utf8'));
  const resumes = new Map();
  const resumeOf = (id) => {
    if (!resumes.has(id)) resumes.set(id, fs.readFileSync(path.join(dataDir, 'resumes', `${id}.txt`), 'utf8'));
    return resumes.get(id);
  };
  const now = new Date();
  const scored = pairs.map((p) => ({
    ...p,
    score: scoreMatch(resumeOf(p.resume), p.job, p.search, now)?.score ?? 0,
  }));
  const by = (label) => scored.filter((p) => p.label === label);
  const [good, stretch, poor] = ['good', 'stretch', 'poor'].map(by);

  const rows = [];
  const accuracyRow = (measure, { accuracy, pairs: n }) => rows.push({ measure, value: pct(accuracy), pairs: n });
  accuracyRow('good > poor, same resume', pairwise(good, poor, true));
  accuracyRow('good > poor, all resumes', pairwise(good, poor, false));
  accuracyRow('good > stretch, same resume', pairwise(good, stretch, true));
  accuracyRow('stretch > poor, same resume', pairwise(stretch, poor, true));

  const scores = scored.map((p) => p.score).sort((a, b) => a - b);
  rows.push({
    measure: 'scores: min / p10 / median / p90 / max',
    value: [0, 0.1, 0.5, 0.9, 1].map((q) => (q === 1 ? scores.at(-1) : quantile(scores, q))).join(' / '),
    pairs: scores.length,
  });
  for (const [label, set] of [
    ['good', good],
    ['stretch', stretch],
    ['poor', poor],
  ]) {
    const mean = set.length ? set.reduce((s, p) => s + p.score, 0) / set.length : null;
    rows.push({ measure: `mean score, ${label}`, value: mean === null ? '–' : mean.toFixed(1), pairs: set.length });
  }
  rows.push({ measure: 'resumes', value: String(new Set(scored.map((p) => p.resume)).size), pairs: scored.length });
  return rows;
}
