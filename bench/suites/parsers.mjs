// `pnpm bench parsers`: listing-card parser throughput on saved pages of both card shapes (needs `pnpm build`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'parsers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'api/src/jobs-site/__fixtures__');

export async function run() {
  const { parseSearchCards, parseJobPage } = await import(path.join(root, 'api/dist/jobs-site/parsers/index.js'));
  const base = 'https://www.linkedin.com';
  const options = { baseUrl: base, now: new Date() };
  const rows = [];
  // Today's markup, then pages that only the fallback strategies read (no urns, no datetime, no classes).
  for (const file of [
    'search-div-cards.html',
    'search-anchor-cards.html',
    'search-legacy-25.html',
    'search-no-urn.html',
    'search-relative-dates.html',
    'search-restyled.html',
  ]) {
    const html = fs.readFileSync(path.join(fixtures, file), 'utf8');
    const perPage = parseSearchCards(html, options).length;
    for (let i = 0; i < 50; i++) parseSearchCards(html, options); // warm-up
    const pages = 2000;
    const t0 = performance.now();
    for (let i = 0; i < pages; i++) parseSearchCards(html, options);
    const seconds = (performance.now() - t0) / 1000;
    rows.push({ page: file, 'cards/page': perPage, 'cards/s': Math.round((pages * perPage) / seconds) });
  }
  const job = fs.readFileSync(path.join(fixtures, 'job-view-full.html'), 'utf8');
  const n = 1000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) parseJobPage(job, { baseUrl: base, now: new Date() });
  rows.push({
    page: 'job-view-full.html',
    'cards/page': null,
    'cards/s': null,
    'job pages/s': Math.round(n / ((performance.now() - t0) / 1000)),
  });
  return rows;
}
