import { expect, type Page } from '@playwright/test';
import { SANDBOX_SMTP_ACCOUNT } from '@app/sandbox';
import { E2E } from '../ports.mjs';

let n = 0;
export function uniqueEmail(prefix: string): string {
  n += 1;
  return `${prefix}.${Date.now()}.${n}@example.com`;
}

/**
 * Signs in the way a person does: tick the terms on the landing page, start the free trial, fill the provider's
 * login form (the OIDC stand-in), and come back signed in.
 */
export async function signInThroughProvider(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.goto('/');
  await page.getByTestId('terms-checkbox').click();
  await page.getByTestId('start-trial').click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  // "Welcome" the first time, "Welcome back" once the person has searched or applied (phone.spec.ts checks which).
  await expect(page.getByTestId('welcome')).toHaveText(new RegExp(`^Welcome( back)?, ${person.firstName}!$`), {
    timeout: 20_000,
  });
}

/**
 * Upgrades the signed-in person to Pro the way a person does: /subscribe, Paddle's overlay (the stand-in's), a test
 * card, and the payment page waiting for the signed webhook (billing.spec.ts looks at each step).
 */
export async function upgradeToPro(page: Page) {
  await page.goto('/subscribe');
  await page.getByTestId('subscribe').click();
  await page.getByTestId('pay').click();
  const frame = page.frameLocator('iframe[name="paddle_frame"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Name on card').fill('Test Person');
  await frame.getByRole('button', { name: 'Subscribe now' }).click();
  await page.waitForURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
}

/**
 * On a search's results page, which opens as soon as its first jobs are ready: waits until the search has completed
 * (the live banner above the jobs is gone).
 */
export const RESUME = 'Ada Lovelace — Frontend developer, 5 years: React, TypeScript, Redux, HTML, CSS, Jest, Node.js.';

/** Signs a new user in and opens the search window with a resume uploaded (Ada Lovelace's). */
export async function openSearchWithResume(page: Page, name: string) {
  await signInThroughProvider(page, { email: uniqueEmail(name), firstName: 'Ada', lastName: 'Lovelace' });
  await page.getByTestId('new-search').click();
  await page
    .getByTestId('resume-upload')
    .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await expect(page.getByTestId('saved-resume')).toBeVisible();
}

export async function waitForSearchDone(page: Page, timeout = 90_000) {
  await expect(page.getByTestId('results-title')).toBeVisible({ timeout });
  await expect(page.getByTestId('search-live')).toHaveCount(0, { timeout });
}

/** From the dashboard, with a saved resume: a quick on-site search for frontend jobs in Bangalore, to its end. */
export async function searchFrontendJobs(page: Page) {
  await page.getByTestId('new-search').click();
  await expect(page.getByTestId('saved-resume')).toBeVisible();
  await page.getByTestId('search-keyword').fill('frontend developer');
  await page.getByRole('button', { name: 'Bangalore' }).click();
  await page.getByTestId('work-type-1').check({ force: true });
  await page.getByTestId('job-count-100').check({ force: true });
  await page.getByTestId('start-search').click();
  await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await waitForSearchDone(page);
  await expect(page.getByTestId('apply-now').first()).toBeVisible();
}

/**
 * On /settings, adds the SMTP sink's account as a person fills the form: sending From `emailAddress` (the account's
 * own by default), and with `imap` its IMAP inbox for replies.
 */
export async function addSandboxSmtp(
  page: Page,
  { emailAddress = SANDBOX_SMTP_ACCOUNT.username, imap = false }: { emailAddress?: string; imap?: boolean } = {},
) {
  await page.getByTestId('add-smtp').click();
  const form = page.getByTestId('smtp-form');
  await form.getByLabel('Email address').fill(emailAddress);
  await form.getByLabel('Username').fill(SANDBOX_SMTP_ACCOUNT.username);
  await form.getByLabel('SMTP server').fill('127.0.0.1');
  await form.getByLabel('Port', { exact: true }).fill(String(E2E.sandboxPort + 5));
  await form.getByLabel('App password').fill(SANDBOX_SMTP_ACCOUNT.password);
  if (imap) {
    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByLabel('IMAP port').fill(String(E2E.sandboxPort + 9));
  }
  await page.getByTestId('smtp-submit').click();
  await expect(page.getByTestId('mail-account').filter({ hasText: 'SMTP' })).toBeVisible({ timeout: 15_000 });
}

/** On /settings, saves sending hours from `from` until `until` (hours, as the selects name them), every day. */
export async function saveSendingHours(
  page: Page,
  from: string,
  until: string,
  { inRecipientHours }: { inRecipientHours?: boolean } = {},
) {
  const sending = page.getByTestId('settings-sending');
  await sending.getByLabel('From').selectOption(from);
  await sending.getByLabel('Until').selectOption(until);
  const recipientHours = sending.locator('#inRecipientHours');
  if (
    inRecipientHours !== undefined &&
    ((await recipientHours.getAttribute('aria-checked')) === 'true') !== inRecipientHours
  )
    await recipientHours.click();
  for (const day of [6, 7]) {
    const button = sending.getByTestId(`sending-day-${day}`);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  return sending;
}

/** A call the page could make, with the browser's session (and the Origin the API checks); it must succeed. */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { Origin: E2E.appUrl } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
