import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built command line (`pnpm build` first, as for every integration test), run the way a maintainer runs it.
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../src/jobs-site/__fixtures__/${name}`, import.meta.url));

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, JOBS_SITE_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('pnpm cli parse', () => {
  it('reads ids from the links of cards that carry no urn', async () => {
    const { code, stdout } = await cli('parse', 'search', fixture('search-no-urn.html'));
    expect(code).toBe(0);
    const cards = JSON.parse(stdout) as { siteJobId: string; readBy: Record<string, string> }[];
    expect(cards).toHaveLength(10);
    expect(cards[0]).toMatchObject({ siteJobId: '4012345601', readBy: { siteJobId: 'link' } });
  });

  it('reads dates from the relative wording when <time> has no datetime', async () => {
    const { code, stdout } = await cli('parse', 'search', fixture('search-relative-dates-de.html'));
    expect(code).toBe(0);
    const cards = JSON.parse(stdout) as { postedDate: string | null; readBy: Record<string, string> }[];
    expect(cards.every((card) => /^\d{4}-\d{2}-\d{2}$/.test(card.postedDate ?? ''))).toBe(true);
    expect(cards.every((card) => card.readBy['postedDate'] === 'relative-text')).toBe(true);
  });

  it('finds the poster of a block without headings', async () => {
    const { code, stdout } = await cli('parse', 'job', fixture('job-poster-minimal.html'));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      jobPosterName: 'Zoë Ødegaard',
      jobPosterTitle: 'Senior Technical Recruiter at Helvetia Ledger – Hiring in DACH & Nordics',
    });
  });

  it('exits 2 for a redesigned page, naming the problem on stderr and printing nothing', async () => {
    const listing = await cli('parse', 'search', fixture('search-redesigned.html'));
    expect(listing).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cli: markup not understood: the listing page holds 10 job cards (found by componentkey), but none has a ' +
        "title that any strategy can read. The site's markup has changed; the parsers need a new strategy.\n",
    });
    const job = await cli('parse', 'job', fixture('job-redesigned.html'));
    expect(job.code).toBe(2);
    expect(job.stderr).toMatch(/job posting \(recognised by its canonical\), but no strategy finds the job's title/);
  });

  it('still answers an empty listing page with no cards, and exit 0', async () => {
    const { code, stdout } = await cli('parse', 'search', fixture('search-empty.html'));
    expect({ code, cards: JSON.parse(stdout) }).toEqual({ code: 0, cards: [] });
  });
});
