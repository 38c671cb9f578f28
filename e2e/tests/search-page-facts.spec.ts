import { expect, test, type Page } from '@playwright/test';
import { openSearchWithResume, waitForSearchDone } from './support';

async function search(page: Page, name: string, keyword: string) {
  await openSearchWithResume(page, name);
  await page.getByTestId('search-keyword').fill(keyword);
  await page.getByRole('button', { name: 'Bangalore' }).click();
  await page.getByTestId('work-type-1').check({ force: true });
  await page.getByTestId('job-count-100').check({ force: true });
  await page.getByTestId('start-search').click();
  await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await waitForSearchDone(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** "Be among the first 25 applicants" is fewer than 25, "Over 200 applicants" more than 200. */
function applicantsRank(shown: string): number {
  // The item reads "Applicants: Over 200 applicants" (its label for screen readers first).
  const text = shown.replace(/^Applicants:\s*/, '');
  const count = Number(/\d+/.exec(text)![0]);
  return /among the first/i.test(text) ? count - 0.5 : /^Over/i.test(text) ? count + 0.5 : count;
}

test('a search the site has no job for ends completed with 0 jobs and says so, never "could not read"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await search(page, 'narrow', 'noresults underwater basket weaver');
  const done = (await (await page.request.get(`/api/scrape-job/${id}`)).json()) as {
    status: string;
    errorMessage: string | null;
    enrichedResults: { jobs: unknown[] };
  };
  expect(done).toMatchObject({ status: 'completed', errorMessage: null });
  expect(done.enrichedResults.jobs).toHaveLength(0);
  await expect(page.getByText(/^No jobs matched "noresults underwater basket weaver" in \S/)).toBeVisible();
  await expect(page.getByText(/could not read/i)).toHaveCount(0);
  await expect(page.getByTestId('job-card')).toHaveCount(0);
});

test('results sort by fewest applicants and keep only jobs that mention visa sponsorship', async ({ page }) => {
  test.setTimeout(120_000);
  await search(page, 'sorter', 'frontend developer');
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('filter-sort').selectOption('applicants');
  // The re-sorted page replaces the shown one when it arrives: the first card then has the fewest applicants.
  await expect(async () => {
    const texts = await page.getByTestId('job-applicants').allTextContents();
    expect(texts.length).toBeGreaterThan(5);
    const ranks = texts.map(applicantsRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }).toPass({ timeout: 15_000 });
  await expect(cards.first().getByTestId('job-applicants')).toHaveText(
    /^Applicants: (Be among the first \d+ applicants|\d+ applicants)$/,
  );

  await page.getByTestId('filter-sponsorship').click();
  await expect(page.getByTestId('results-shown')).toContainText(/matching jobs?/);
  await expect(async () => {
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByTestId('job-sponsorship')).toHaveCount(shown);
    expect(new Set(await page.getByTestId('job-sponsorship').allTextContents())).toEqual(
      new Set(['Visa sponsorship: Mentions visa sponsorship']),
    );
  }).toPass({ timeout: 15_000 });
});
