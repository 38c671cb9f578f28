import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughProvider, uniqueEmail } from './support';

const STAFF = { email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff' };
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Uploads a text resume as the signed-in person, through the same call the Settings page uses. */
async function uploadResume(page: Page, text: string) {
  const status = await page.evaluate(async (body) => {
    const form = new FormData();
    form.append('resume', new Blob([body], { type: 'text/plain' }), 'resume.txt');
    const res = await fetch('/api/resume/upload', { method: 'POST', body: form, credentials: 'include' });
    return res.status;
  }, text);
  expect(status).toBe(200);
}

test('a staff user opens /admin, finds a user, reads their data and downloads the export', async ({ browser }) => {
  // A job seeker with a resume, in a browser of their own.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  const seeker = { email: uniqueEmail('grace.hopper'), firstName: 'Grace', lastName: 'Hopper' };
  await signInThroughProvider(seekerPage, seeker);
  const resumeText = 'Grace Hopper\nRear admiral and compiler pioneer. COBOL, FLOW-MATIC, team leadership.';
  await uploadResume(seekerPage, resumeText);
  await seekerContext.close();

  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInThroughProvider(page, STAFF);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();

  await page.getByTestId('admin-user-search').fill(seeker.email.split('@')[0]!);
  const row = page
    .getByTestId('admin-users')
    .getByRole('row', { name: new RegExp(seeker.email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-users').getByRole('row')).toHaveCount(2); // header + the one match
  await row.click();

  const detail = page.getByTestId('admin-user-detail');
  await expect(detail.getByText('Grace Hopper').first()).toBeVisible();
  await expect(detail.getByText(seeker.email)).toBeVisible();
  await expect(detail.getByText('resume.txt')).toBeVisible();
  await detail.getByRole('button', { name: 'View resume' }).click();
  await expect(page.getByTestId('admin-resume-text')).toContainText('compiler pioneer');
  // Dates read 'MMM dd, yyyy HH:mm' (spec §9).
  await expect(detail.getByText(/Joined/)).toBeVisible();
  await expect(detail.locator('dd').first()).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
  await screenshot(page, 'admin-user');

  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('admin-export').click()]);
  const slug = seeker.email.replace('@', '_');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^jobreach-data-${slug.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const file = await download.path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(seeker.email);
  expect(data.tables.resumes[0].text).toBe(resumeText);
  // Secrets are only ever named in `omitted`, never exported.
  expect(JSON.stringify({ account: data.account, tables: data.tables })).not.toMatch(/ciphertext|password|token/i);
  expect(data.omitted.mail_accounts.secret_ciphertext).toMatch(/secret/);

  // The reads are in the audit log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByTestId('admin-audit-log');
  await expect(log.getByRole('row', { name: /Exported data/ }).first()).toContainText(seeker.email);
  await expect(log.getByRole('row', { name: /Viewed resume/ }).first()).toContainText(STAFF.email);
  await screenshot(page, 'admin-audit-log');

  // Refund requests (recorded from /subscribe) are listed for staff, or the list says there are none.
  await page.getByRole('tab', { name: 'Refund requests' }).click();
  await expect(
    page.getByRole('table', { name: 'Refund requests' }).or(page.getByText('No refund requests')),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'admin-refund-requests');
  await staffContext.close();
});

test('a user who is not staff is sent from /admin to the dashboard, and the admin calls refuse them', async ({
  page,
}) => {
  await signInThroughProvider(page, { email: uniqueEmail('notstaff'), firstName: 'Nora', lastName: 'User' });
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('admin-users')).toHaveCount(0);
  const status = await page.evaluate(() => fetch('/api/admin/users-detailed').then((r) => r.status));
  expect(status).toBe(403);
});

test('a person downloads their data and deletes their account from Settings', async ({ page }) => {
  const person = { email: uniqueEmail('ada.deleted'), firstName: 'Ada', lastName: 'Gone' };
  await signInThroughProvider(page, person);
  await uploadResume(page, 'Ada Gone\nMathematician. Wrote the first program for the Analytical Engine.');
  const before = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  await page.goto('/settings');
  const privacy = page.getByTestId('settings-privacy');
  await expect(privacy.getByTestId('data-rights')).toBeVisible();
  await privacy.scrollIntoViewIfNeeded();
  await privacy.screenshot({ path: path.join(shots, 'settings-privacy.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByTestId('download-my-data').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^jobreach-data-ada\.deleted\..*_example\.com-\d{4}-\d{2}-\d{2}\.json$/);
  const mine = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(mine.account.email).toBe(person.email);
  expect(mine.tables.resumes[0].text).toContain('the first program for the Analytical Engine');

  await privacy.getByTestId('delete-account').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByTestId('confirm-delete-account');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('confirm-delete-email').fill('someone@else.example');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('confirm-delete-email').fill(person.email);
  await page.screenshot({ path: path.join(shots, 'settings-delete-dialog.png') });
  await confirm.click();

  await expect(page.getByTestId('toast')).toContainText('Your account was deleted');
  await expect(page.getByTestId('start-trial')).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);

  // Signing in again (the provider still knows the person) starts a new, empty account.
  await page.getByTestId('terms-checkbox').click();
  await page.getByTestId('start-trial').click();
  // A new account: welcomed, not welcomed back.
  await expect(page.getByTestId('welcome')).toContainText('Welcome, Ada!');
  const again = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(again.id).not.toBe(before.id);
  const resume = await page.evaluate(() => fetch('/api/user/resume').then((r) => r.json()));
  expect(resume.hasResume).toBe(false);
});
