import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { EmailApplication, OutboxItem } from '@app/types';
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

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/visible-emails');
const ZONE = 'Asia/Kolkata';

test.use({ timezoneId: ZONE });

/** A call the page could make, with the browser's session (and the Origin the API checks). */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { Origin: E2E.appUrl } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The dialog at a laptop's and a phone's width: on the phone it fits the screen, with nothing scrolling sideways. */
async function shoot(page: Page, dialog: Locator, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a user with no mailbox sees a draft and copies it; Authorize Gmail, denied or allowed, brings the draft back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.appUrl });
  await signInThroughProvider(page, { email: uniqueEmail('draft-first'), firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/settings');
  await page
    .getByTestId('settings-resume-upload')
    .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await expect(page.getByTestId('resume-file-name')).toContainText('resume.txt');
  await page.goto('/');
  await searchFrontendJobs(page);

  // Apply without a mailbox: the email is written and shown, not Google's consent screen.
  await page.getByTestId('apply-now').first().click();
  const dialog = page.getByTestId('compose-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  expect(page.url()).not.toContain(E2E.sandboxUrl);
  await expect(page.getByTestId('compose-send')).toHaveText(/Setup Gmail/);
  await expect(page.getByTestId('no-mailbox-note')).toBeVisible();
  const body = page.getByTestId('compose-body');
  await expect(body).toHaveValue(/Ada Lovelace/);
  const edited = `${await body.inputValue()}\n\nP.S. Happy to share my portfolio.`;
  await body.fill(edited);
  const subject = await page.getByTestId('compose-subject').inputValue();

  await page.getByTestId('compose-copy').click();
  await expect(page.getByTestId('compose-copy')).toHaveText(/Copied!/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(subject);
  expect(copied).toContain('P.S. Happy to share my portfolio.');
  await shoot(page, dialog, 'draft-no-mailbox');

  // Setup Gmail: the spec's prompt, with Copy too.
  await page.getByTestId('compose-send').click();
  const prompt = page.getByTestId('gmail-setup-dialog');
  await expect(prompt.getByRole('heading', { name: 'Enable Gmail Sending' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Use Email App' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Copy' })).toBeVisible();
  await shoot(page, prompt, 'setup-gmail');

  // Deny on Google's screen is not an error: the app says so plainly and the edited draft is back.
  await prompt.getByRole('button', { name: 'Authorize Gmail' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByTestId('toast')).toContainText(
    'Gmail was not connected. You can copy the email or use your email app.',
  );
  await expect(page.getByTestId('toast')).not.toContainText('contact support');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(body).toHaveValue(edited);
  expect(page.url()).not.toMatch(/gmail=|auto_apply/);

  // Allowed: the same draft comes back ready to send through Gmail (the spec's auto-apply return).
  await page.getByTestId('compose-send').click();
  await page.getByTestId('gmail-setup-dialog').getByRole('button', { name: 'Authorize Gmail' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('compose-send')).toHaveText(/Send via Gmail/);
  await expect(body).toHaveValue(edited);
});

test('a scheduled follow-up opens with its text, greeting as the first email did, and can be edited', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInThroughProvider(page, { email: uniqueEmail('follow-up'), firstName: 'Ada', lastName: 'Lovelace' });
  await upgradeToPro(page);
  await page.goto('/settings');
  const from = uniqueEmail('ada.visible');
  await addSandboxSmtp(page, { emailAddress: from });
  // Sending hours that start two hours from now (Kolkata time): the follow-up waits, so it can be read and edited.
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(new Date()),
  );
  const start = (hour + 2) % 24;
  await saveSendingHours(page, String(start), String(start + 1));

  const to = uniqueEmail('priya');
  await apiCall(page, 'POST', '/api/send-email', {
    to,
    subject: 'Application for Frontend Developer at Acme',
    body: 'Dear Priya Sharma,\n\nI would like to apply for the Frontend Developer role.\n\nAda Lovelace',
    jobTitle: 'Frontend Developer',
    companyName: 'Acme',
  });

  // Follow up: it is written now and opens at once, greeting Priya as the first email did.
  await page.goto('/applications');
  await page.getByTestId('application-row').filter({ hasText: to }).click();
  await page.getByTestId('follow-up').click();
  await expect(page.getByTestId('toast')).toContainText('Follow-up scheduled');
  const dialog = page.getByTestId('scheduled-email-dialog');
  const body = dialog.getByTestId('scheduled-email-body');
  await expect(body).toHaveValue(/^Dear Priya Sharma,/);
  await expect(body).not.toHaveValue(/Hiring Manager/);
  await expect(dialog.getByTestId('scheduled-email-send-at')).not.toHaveValue('');
  await shoot(page, dialog, 'follow-up-opened');

  const edited = 'Dear Priya Sharma,\n\nA short note to follow up on my application.\n\nAda Lovelace';
  await body.fill(edited);
  await dialog.getByTestId('scheduled-email-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // In Scheduled it opens again with the edited text; the API has it too.
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  const row = page.getByTestId('outbox-item').filter({ hasText: 'Follow-up 1' });
  await row.getByTestId('outbox-open').click();
  await expect(dialog.getByTestId('scheduled-email-body')).toHaveValue(edited);
  const applications = await apiCall<EmailApplication[]>(page, 'GET', '/api/email-applications');
  const first = applications.find((a) => a.companyEmail === to)!;
  const outbox = await apiCall<OutboxItem[]>(page, 'GET', '/api/outbox');
  expect(outbox.find((i) => i.followUpOf === first.id)).toMatchObject({ status: 'scheduled', body: edited });
});
