import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { signInThroughProvider, uniqueEmail, upgradeToPro } from './support';

const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/saved-searches');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

interface Message {
  to: string[];
  from: string | null;
  login: string | null;
  subject: string | null;
  text: string | null;
  headers: Record<string, string>;
}

/** The networking-site stand-in's knobs (its own port, base + 1). */
const controlSite = (patch: Record<string, unknown>) =>
  fetch(`http://127.0.0.1:${E2E.sandboxPort + 1}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
const digestsTo = async (email: string) =>
  ((await (await fetch(`${E2E.sandboxUrl}/mail/messages`)).json()) as Message[]).filter(
    (m) => m.to.includes(email) && /from your saved searches/.test(m.subject ?? ''),
  );

test('a saved search run finds new jobs, and the daily digest reaches the inbox with a working unsubscribe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await controlSite({ freshPostings: 0, latencyMs: 0 });
  const email = uniqueEmail('alerts');
  await signInThroughProvider(page, { email, firstName: 'Alan', lastName: 'Turing' });

  // Free: saved searches are Pro, on the page and on the server.
  await page.goto('/saved-searches');
  await expect(page.getByTestId('saved-searches-pro')).toContainText('part of Pro');
  await expect(page.getByTestId('saved-search-form')).toHaveCount(0);
  await upgradeToPro(page);

  // Job alert emails on (Settings says they come from the app's own address).
  await page.goto('/settings');
  const notifications = page.getByTestId('settings-notifications');
  await expect(notifications).toContainText('Only job alerts are sent today, once a day when you turn them on.');
  await notifications.getByRole('switch', { name: 'Job alerts by email' }).click();
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');

  // Save a search and run it now: everything it finds is new the first time.
  await page.goto('/saved-searches');
  const form = page.getByTestId('saved-search-form');
  await form.getByLabel('Job role').fill('rare frontend developer');
  await form.getByLabel('Location').fill('Bangalore');
  await form.getByLabel('Work type').selectOption('1');
  await form.getByTestId('save-search-submit').click();
  const card = page.getByTestId('saved-search');
  await expect(card.getByTestId('saved-search-name')).toHaveText('rare frontend developer · Bangalore · On-site');
  await expect(card.getByTestId('saved-search-last-run')).toHaveText('Not run yet');
  await card.getByTestId('run-saved-search').click();
  await expect(card.getByTestId('saved-search-last-run')).toContainText('Running since');
  await expect(card.getByTestId('saved-search-last-run')).toContainText(/Last run .*: \d+ new jobs/, {
    timeout: 120_000,
  });
  const firstNew = Number(/: (\d+) new jobs/.exec(await card.getByTestId('saved-search-last-run').innerText())![1]);
  expect(firstNew).toBeGreaterThan(0);
  await expect(page.getByTestId('nav-unseen-new-jobs')).toHaveText(String(firstNew));

  // The run's end sent the day's digest: from the app's sender, never the user's mailbox, with one-click unsubscribe.
  await expect.poll(async () => (await digestsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [digest] = await digestsTo(email);
  expect(digest!.login).toBe('notify@sandbox.test');
  expect(digest!.from).toBe('notify@sandbox.test');
  expect(digest!.subject).toMatch(/^\d+ new jobs? with a contact from your saved searches$/);
  expect(digest!.text).toMatch(new RegExp(`${E2E.appUrl}/results/[0-9a-f-]{36}`));
  expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /^<(.+)>$/.exec(digest!.headers['list-unsubscribe']!)![1]!;
  expect(unsubscribeUrl.startsWith(`${E2E.appUrl}/api/notifications/unsubscribe?token=`)).toBe(true);

  // Looked at: the badge goes.
  await card.getByTestId('show-new-jobs').click();
  await expect(card.getByTestId('new-job')).toHaveCount(firstNew);
  await expect(page.getByTestId('nav-unseen-new-jobs')).toHaveCount(0);
  await card.getByTestId('show-new-jobs').click();

  // A day later on the site: postings newer than any the first run saw. The next run marks only those as new.
  await controlSite({ freshPostings: 3 });
  try {
    await card.getByTestId('run-saved-search').click();
    await expect(card.getByTestId('saved-search-last-run')).toContainText('Running since');
    await expect(card.getByTestId('saved-search-last-run')).toContainText(/Last run .*: (\d+ new jobs?|nothing new)/, {
      timeout: 120_000,
    });
    await expect(card.getByTestId('saved-search-last-run')).toContainText(/: [1-3] new jobs?/);
    const secondNew = Number(/: (\d) new job/.exec(await card.getByTestId('saved-search-last-run').innerText())![1]);
    await expect(card.getByTestId('saved-search-unseen')).toHaveText(`${secondNew} new`);
    await expect(page.getByTestId('nav-unseen-new-jobs')).toHaveText(String(secondNew));
    await shot(page, '01-saved-search-new-jobs');
    await card.getByTestId('show-new-jobs').click();
    await expect(card.getByTestId('new-job')).toHaveCount(secondNew);
    await expect(card.getByTestId('new-job-unseen')).toHaveCount(secondNew);
    await shot(page, '02-new-jobs-open');
  } finally {
    await controlSite({ freshPostings: 0 });
  }
  // One digest a day: the second run's new jobs wait for tomorrow's.
  expect(await digestsTo(email)).toHaveLength(1);

  // The dashboard says so too.
  await page.goto('/');
  await expect(page.getByTestId('saved-searches-summary')).toBeVisible();
  await shot(page, '03-dashboard');

  // The unsubscribe link, opened signed out: a page that asks, then a POST that turns the emails off.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(unsubscribeUrl);
  await expect(other.getByRole('heading', { name: 'Stop job alert emails?' })).toBeVisible();
  await expect(other.getByText(email)).toBeVisible();
  await other.screenshot({ path: path.join(SHOTS, '04-unsubscribe-confirm.png') });
  await other.getByTestId('confirm-unsubscribe').click();
  await expect(other.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await stranger.close();

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Job alerts by email' })).toHaveAttribute('aria-checked', 'false');
  await shot(page, '05-settings-after-unsubscribe');
});
