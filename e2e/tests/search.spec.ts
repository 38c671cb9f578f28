import { expect, test } from '@playwright/test';
import { E2E } from '../ports.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { openSearchWithResume, waitForSearchDone } from './support';

const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/search');
fs.mkdirSync(SHOTS, { recursive: true });

async function controlSite(patch: Record<string, unknown>) {
  const jobsSite = `http://127.0.0.1:${E2E.sandboxPort + 1}`;
  await fetch(`${jobsSite}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

async function json<T>(url: string, method = 'GET'): Promise<T> {
  return (await (await fetch(url, { method })).json()) as T;
}

test('a job seeker searches from the dashboard and lands on ranked results with the spec fields', async ({ page }) => {
  // The search itself may take up to the minute waitForURL allows below (a loaded machine), on top of sign-in.
  test.setTimeout(90_000);
  await controlSite({ latencyMs: 0 });
  await json(`http://127.0.0.1:${E2E.sandboxPort + 1}/__stats/reset`, 'POST');
  await openSearchWithResume(page, 'searcher');

  // The spec's validation messages.
  await page.getByTestId('start-search').click();
  await expect(page.getByText('Job role is required')).toBeVisible();

  await page.getByTestId('search-keyword').fill('frontend developer');
  await page.getByRole('button', { name: 'Bangalore' }).click();
  await page.getByTestId('work-type-1').check({ force: true });
  await page.getByTestId('job-count-100').check({ force: true });
  await page.getByTestId('start-search').click();

  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect(page.getByTestId('search-progress')).toBeVisible();
  await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await waitForSearchDone(page);

  // A page of 20 jobs, of the search's many.
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  expect(await cards.count()).toBe(20);
  expect(Number(await page.getByTestId('results-count').textContent())).toBeGreaterThan(50);
  await expect(page.getByTestId('results-page')).toContainText('Page 1 of');
  await page.screenshot({ path: path.join(SHOTS, 'results-completed.png') });
  const first = cards.first();
  await expect(first.getByTestId('job-title')).not.toBeEmpty();
  await expect(first.getByTestId('match-score')).toBeVisible();
  // The score's three strongest reasons, in words.
  await expect(first.getByTestId('match-reasons')).not.toBeEmpty();
  // Headed by what was searched; the id (its first 8 characters, as the spec shows it) below.
  await expect(page.getByTestId('results-title')).toHaveText(/^Frontend developer · /);
  await expect(page.getByTestId('results-id')).toHaveText(/^Search [0-9A-F]{8}$/);
  // Contacts found and verified against the mail stand-in: 'Apply Now' only for a valid address (spec).
  await expect(page.getByTestId('apply-now').first()).toBeVisible();
  const emailStatuses = await page.getByTestId('email-status').allTextContents();
  expect(emailStatuses.length).toBeGreaterThan(0);

  // The app reached the site only through the proxies (each leaves from its own 127.0.0.x), never directly, and
  // its SMTP probes went through the SOCKS5 one.
  const traffic = await json<{ byClient: Record<string, number> }>(
    `http://127.0.0.1:${E2E.sandboxPort + 1}/__stats/traffic`,
  );
  // (Which proxies carried them depends on how many pages earlier tests left cached; rotation is an integration test.)
  const clients = Object.keys(traffic.byClient);
  expect(clients.length).toBeGreaterThan(0);
  for (const client of clients) expect(['127.0.0.21', '127.0.0.22']).toContain(client);
  const proxies = await json<{ socks: { connectsByDestination: Record<string, number> } }>(
    `${E2E.sandboxUrl}/proxies/__stats`,
  );
  expect(Object.keys(proxies.socks.connectsByDestination).length).toBeGreaterThan(0);

  // Filters narrow the list in the database: only verified contacts, newest first; the next page is another 20.
  await page.getByTestId('filter-contact').selectOption('verified');
  await expect(page.getByTestId('results-shown')).toContainText(/matching jobs?/);
  // The filtered list replaces the shown one when its answer arrives: wait for it, not for the count line.
  await expect(page.getByTestId('email-status').filter({ hasNotText: /^Verified$/ })).toHaveCount(0);
  expect(await page.getByTestId('email-status').count()).toBeGreaterThan(0);
  await page.getByTestId('filter-sort').selectOption('date');
  await page.getByTestId('filter-contact').selectOption('any');
  const firstTitle = await cards.first().getByTestId('job-title').textContent();
  await page.getByTestId('results-next-page').click();
  await expect(page.getByTestId('results-page')).toContainText('Page 2 of');
  await expect(cards.first().getByTestId('job-title')).not.toHaveText(firstTitle!);

  // 'Apply to All' is Pro: on Free the server answers why (outreach.spec.ts takes a Pro user through it).
  await page.getByTestId('apply-to-all').click();
  await expect(page.getByTestId('toast')).toContainText('This is part of Pro (Apply to many');

  // The dashboard lists the search with its real counts.
  await page.goto('/');
  const recent = page.getByTestId('recent-search').first();
  await expect(recent).toBeVisible();
  await expect(recent).toContainText('frontend developer');
});

test('a running search can be cancelled from the progress view', async ({ page }) => {
  await controlSite({ latencyMs: 150 });
  try {
    await openSearchWithResume(page, 'canceller');
    await page.getByTestId('search-keyword').fill('data analyst');
    await page.getByRole('button', { name: 'Pune' }).click();
    await page.getByTestId('job-count-1000').check({ force: true });
    await page.getByTestId('start-search').click();
    await expect(page.getByTestId('search-progress')).toBeVisible();
    await page.getByTestId('cancel-search').click();
    await expect(page.getByTestId('toast')).toContainText('Search Aborted');
    await page.goto('/');
    await expect(page.getByTestId('recent-search').first()).toContainText(/cancelled/i);
    // Opening the search window again finds the saved resume and says so (spec §8's 'Resume Loaded').
    await page.getByTestId('new-search').click();
    await expect(page.getByTestId('saved-resume')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Resume Loaded');
    await expect(page.getByTestId('toast')).toContainText('resume.txt');
  } finally {
    await controlSite({ latencyMs: 0 });
  }
});

test('the first jobs of a search show on the results page while the rest still arrive', async ({ page }) => {
  test.setTimeout(120_000);
  // A slow site and a deep search: the search runs far longer than its first jobs take.
  await controlSite({ latencyMs: 250 });
  let searchId: string | null = null;
  try {
    await openSearchWithResume(page, 'streamer');
    await page.getByTestId('search-keyword').fill('backend developer');
    await page.getByRole('button', { name: 'Hyderabad' }).click();
    await page.getByTestId('work-type-1').check({ force: true });
    await page.getByTestId('job-count-1000').check({ force: true });
    await page.getByTestId('start-search').click();
    await expect(page.getByTestId('search-progress')).toBeVisible();

    // The results page opens on its own as soon as the first jobs are ready, with the search still running.
    await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    searchId = page.url().split('/').pop()!;
    await expect(page.getByTestId('job-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('search-live')).toBeVisible();
    await expect(page.getByTestId('results-count').locator('..')).toContainText('so far');
    const search = (await (await page.request.get(`/api/scrape-job/${searchId}`)).json()) as { status: string };
    expect(['processing', 'filtering', 'enriching']).toContain(search.status);

    // The live count grows while the page is open.
    const count = async () => Number(await page.getByTestId('results-count').textContent());
    const before = await count();
    await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(before);
    await page.screenshot({ path: path.join(SHOTS, 'streaming-results.png') });
  } finally {
    if (searchId) {
      await page.request.post(`/api/scrape-job/${searchId}/abort`, { headers: { origin: E2E.appUrl } });
    }
    await controlSite({ latencyMs: 0 });
  }
});
