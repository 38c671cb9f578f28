// Records a real model's answers to the product's claim-listing request, offline (issue 23). Needs `pnpm build`.
//   node bench/record-grounding.mjs export held-out-8 DIR   writes DIR/<case id>.request.json: the exact request
//                                                             (messages and JSON schema), nothing of the labels
//   node bench/record-grounding.mjs import held-out-8 DIR --model NAME --date YYYY-MM-DD
//                                                             reads DIR/<case id>.answer.json (the completion's
//                                                             content) into the set's recorded/<case id>.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'api/dist/compose/grounding', p);
const { loadCases } = await import(dist('eval/cases.js'));
const { requestFor, requestHash } = await import(dist('eval/recordings.js'));

const [command, set, dir, ...rest] = process.argv.slice(2);
const option = (name) => rest[rest.indexOf(`--${name}`) + 1];
if (!['export', 'import'].includes(command) || !set || !dir) {
  console.error('usage: record-grounding.mjs export|import <set folder name> <dir> [--model NAME --date YYYY-MM-DD]');
  process.exit(2);
}
const setFolder = path.join(root, 'api/src/compose/grounding/eval', set);
const cases = loadCases(setFolder);

if (command === 'export') {
  fs.mkdirSync(dir, { recursive: true });
  for (const c of cases)
    fs.writeFileSync(path.join(dir, `${c.id}.request.json`), `${JSON.stringify(requestFor(c), null, 2)}\n`);
  console.log(`${cases.length} requests written to ${dir}`);
} else {
  const model = option('model');
  const answeredOn = option('date');
  if (!model || !/^\d{4}-\d{2}-\d{2}$/.test(answeredOn ?? '')) {
    console.error('import needs --model NAME and --date YYYY-MM-DD');
    process.exit(2);
  }
  const out = path.join(setFolder, 'recorded');
  fs.mkdirSync(out, { recursive: true });
  let missing = 0;
  for (const c of cases) {
    const file = path.join(dir, `${c.id}.answer.json`);
    if (!fs.existsSync(file)) {
      console.error(`no answer for ${c.id}`);
      missing++;
      continue;
    }
    // The answer must have been made for the request the product sends today, not an older export.
    const asked = path.join(dir, `${c.id}.request.json`);
    const requestSha256 = requestHash(requestFor(c));
    if (fs.existsSync(asked) && requestHash(JSON.parse(fs.readFileSync(asked, 'utf8'))) !== requestSha256) {
      console.error(`${c.id}: answered an older request; export again and ask again`);
      missing++;
      continue;
    }
    const content = fs.readFileSync(file, 'utf8').trim();
    JSON.parse(content); // an answer that is not JSON is a recording mistake, not a model's answer to replay
    const recording = { caseId: c.id, model, answeredOn, requestSha256, content };
    fs.writeFileSync(path.join(out, `${c.id}.json`), `${JSON.stringify(recording, null, 2)}\n`);
  }
  console.log(`${cases.length - missing} recordings written to ${out}`);
  if (missing) process.exit(1);
}
