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

/** The next weekday after today on Kolkata's clock: its date 'YYYY-MM-DD' and its short name ('Mon'). */
function nextWeekdayInKolkata(): { date: string; weekday: string } {
  for (let i = 1; ; i += 1) {
    const at = new Date(Date.now() + i * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short' }).format(at);
    if (weekday !== 'Sat' && weekday !== 'Sun') {
      return { date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at), weekday };
    }
  }
}
/** The weekday before `weekday` ('Mon' → 'Sun'). */
const dayBefore = (weekday: string) => {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return days[(days.indexOf(weekday) + 6) % 7]!;
};

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

  // Picked: 10:00 on the next weekday, on the browser's clock, which is the user's. The job is in Bengaluru, whose
  // working hours (09:00–17:30) never meet the user's 22:00–02:00: it goes in Bengaluru's hours, and says so.
  await page.getByTestId('compose-send-later').click();
  const { date, weekday } = nextWeekdayInKolkata();
  const picked = `${date}T10:00`;
  await page.getByTestId('compose-send-at').fill(picked);
  await expect(page.getByTestId('compose-send-at')).toHaveValue(picked);
  await expect(page.getByTestId('compose-send-at-zone')).toHaveCount(0);
  await page.getByTestId('compose-schedule').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('from your mailbox');

  // The API names the recipient's zone and place (the job's city as the site writes it).
  const outbox = await page.request.get('/api/outbox', { headers: { Origin: E2E.appUrl } });
  const [planned] = (await outbox.json()) as { recipientTimeZone: string; recipientPlace: string }[];
  expect(planned!.recipientTimeZone).toBe('Asia/Kolkata');
  expect(planned!.recipientPlace).toMatch(/^Bengaluru/);
  const place = planned!.recipientPlace;

  // Toast and list say the same time as the picker: 10:00, one time since Bengaluru keeps the user's zone, and no
  // zone named since it is the browser's.
  const shown = `${weekday} 10:00 in ${place}`;
  await expect(toast).toContainText(`goes ${shown} from your mailbox`);
  const note = `Goes in ${place}’s working hours (09:00–17:30 on weekdays): your sending hours never meet them.`;
  await expect(toast).toContainText(note);
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-time')).toHaveText(`Goes ${shown}`);
  await expect(page.getByTestId('outbox-recipient-hours')).toHaveText(note);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `scheduled-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
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
  // Both clocks now: 10:00 in Bengaluru is 23:30 the day before in New York (EST, 10 h 30 behind), and the user's
  // zone is named, since the browser runs on Kolkata's.
  const both = `Goes ${shown} · ${dayBefore(weekday)} 23:30 yours (New York time)`;
  await expect(page.getByTestId('outbox-time').filter({ hasText: both })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: path.join(shots, 'scheduled-new-york-390.png'), fullPage: true });
});
