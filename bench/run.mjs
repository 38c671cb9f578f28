// `pnpm bench [name…]`: runs the benchmark suites in ./suites (each exports `name` and `run()` that returns rows to
// print) and prints their figures. Copy the figures and the command into RESULTS.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suites');
const wanted = process.argv.slice(2);
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'));
const suites = [];
for (const file of files) suites.push(await import(path.join(dir, file)));
const chosen = suites.filter((s) => wanted.length === 0 || wanted.includes(s.name));
if (chosen.length === 0) {
  console.log(wanted.length ? `No suite named ${wanted.join(', ')}.` : 'No benchmark suites yet.');
  process.exit(wanted.length ? 1 : 0);
}
for (const suite of chosen) {
  console.log(`\n# ${suite.name}`);
  console.table(await suite.run());
}
