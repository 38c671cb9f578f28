import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../ports.mjs';
import {
  addSandboxSmtp,
  RESUME,
  saveSendingHours,
  searchFrontendJobs,
  signInThroughProvider,
  uniqueEmail,
  upgradeToPro,
} from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/clock');

// A job seeker in Bangalore: the browser runs on India's clock.
test.use({ timezoneId: 'Asia/Kolkata' });

/** Tomorrow's date on Kolkata's clock, 'YYYY-MM-DD'. */
const tomorrowInKolkata = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));

async function settingsOf(page: Page) {
  const res = await page.request.get('/api/user/settings', { headers: { Origin: E2E.appUrl } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { timezone: string; outreach: { sendingHours: { start: number; end: number } } };
}

test('a new user in Kolkata starts on Kolkata time, and a scheduled email shows one time on every screen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughProvider(page, { email: uniqueEmail('clock'), firstName: 'Ada', lastName: 'Lovelace' });

  // The browser's zone on first sign-in, not New York's.
  expect((await settingsOf(page)).timezone).toBe('Asia/Kolkata');
  await page.goto('/settings');
  const regional = page.getByTestId('settings-regional');
  await expect(regional.getByTestId('timezone')).toHaveValue('Asia/Kolkata');
  await expect(regional.getByTestId('timezone-note')).toHaveText('The same as this browser’s.');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await regional.scrollIntoViewIfNeeded();
    await regional.screenshot({ path: path.join(shots, `settings-regional-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The outbox is Pro's.
  await upgradeToPro(page);
  await page.goto('/settings');

  // Resume, an SMTP mailbox, and overnight sending hours every day (22:00–02:00), accepted.
  await page.getByTestId('settings-resume-upload').setInputFiles({
    name: 'ada.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(RESUME),
  });
  await expect(page.getByTestId('resume-file-name')).toContainText('ada.txt');
  // A From address of its own, logged in as the sink's account: the daily limit counts per address, and the other
  // specs of a run send from the sink's own address.
  await addSandboxSmtp(page, { emailAddress: uniqueEmail('kolkata-mailbox') });
  const sending = await saveSendingHours(page, '22', '2');
  expect((await settingsOf(page)).outreach.sendingHours).toEqual({ start: 22, end: 2 });

  // A job to write to.
  await page.goto('/');
  await searchFrontendJobs(page);
  const resultsUrl = page.url();
  await page.getByTestId('apply-now').first().click();
  await expect(page.getByTestId('compose-dialog')).toBeVisible({ timeout: 60_000 });

  // Picked: tomorrow 23:00 (inside the overnight window), on the browser's clock, which is the user's.
  await page.getByTestId('compose-send-later').click();
  const picked = `${tomorrowInKolkata()}T23:00`;
  await page.getByTestId('compose-send-at').fill(picked);
  await expect(page.getByTestId('compose-send-at')).toHaveValue(picked);
  await expect(page.getByTestId('compose-send-at-zone')).toHaveCount(0);
  await page.getByTestId('compose-schedule').click();

  // Toast and list say the same time as the picker: 23:00, and no zone since it is the browser's.
  const [y, m, d] = tomorrowInKolkata().split('-').map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  const shown = `${day} at 23:00`;
  await expect(page.getByTestId('toast')).toContainText(`goes ${shown} from your mailbox`);
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-time')).toHaveText(`Goes ${shown}`);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `scheduled-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // One limit per mailbox: at 1 a day, today's first direct send goes, the next is refused, and Send later takes it.
  await page.goto('/settings');
  await sending.getByLabel('Emails a day').fill('1');
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  await page.goto(resultsUrl);
  const applicable = page.getByTestId('job-card').filter({ has: page.getByTestId('apply-now') });
  await expect(applicable.first()).toBeVisible();
  const recipients: string[] = [];
  for (let i = 0; i < (await applicable.count()); i += 1) {
    recipients.push(
      (await applicable.nth(i).getByTestId('job-contact').locator('a[href^="mailto:"]').first().textContent())!.trim(),
    );
  }
  // Two jobs whose recipients were not emailed yet (no duplicate question in the way).
  const fresh = recipients
    .map((r, i) => ({ r, i }))
    .filter(({ r }, _, all) => r !== recipients[0] && all.filter((x) => x.r === r).length === 1);
  expect(fresh.length).toBeGreaterThanOrEqual(2);
  for (const [n, { i }] of fresh.slice(0, 2).entries()) {
    await applicable.nth(i).getByTestId('apply-now').click();
    await expect(page.getByTestId('compose-dialog')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('compose-send').click();
    if (n === 0) {
      await expect(page.getByTestId('toast')).toContainText('Email sent');
      continue;
    }
    await expect(page.getByTestId('daily-limit-note')).toContainText('already sent 1 email today, its daily limit');
    await expect(page.getByTestId('compose-send-at')).toBeVisible();
    await page.getByTestId('compose-dialog').screenshot({ path: path.join(shots, 'daily-limit.png') });
    await page.getByTestId('compose-schedule').click();
    await expect(page.getByTestId('toast')).toContainText('Scheduled');
  }
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-item')).toHaveCount(2);

  // On another zone (chosen in Settings, searched by name) the same email shows New York's time and says so.
  await page.goto('/settings');
  await regional.getByTestId('timezone-search').fill('new york');
  await expect(regional.getByTestId('timezone')).toHaveValue('America/New_York');
  await page.getByTestId('save-settings').click();
  await expect.poll(async () => (await settingsOf(page)).timezone).toBe('America/New_York');
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  // 23:00 in Kolkata is 12:30 in New York (EST, 10 h 30 behind) on the same date.
  await expect(page.getByTestId('outbox-time').first()).toHaveText(`Goes ${day} at 12:30 (New York time)`);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: path.join(shots, 'scheduled-new-york-390.png'), fullPage: true });
});
