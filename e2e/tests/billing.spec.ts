import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { signInThroughProvider, uniqueEmail, waitForSearchDone } from './support';

const RESUME = 'Grace Hopper — Backend developer, 6 years: Java, Spring, Node.js, PostgreSQL, Kafka, AWS, Docker.';
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/billing');
fs.mkdirSync(SHOTS, { recursive: true });
/** Long result lists are shot as the viewport; short pages whole. */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

async function controlSite(patch: Record<string, unknown>) {
  await fetch(`http://127.0.0.1:${E2E.sandboxPort + 1}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

const lockedNote = (page: Page) => page.getByText('The contact for this job is hidden on the Free plan.');

/** Paddle's overlay checkout (the stand-in's), filled in and paid with a test card. */
async function payInOverlay(page: Page, cardNumber = '4242 4242 4242 4242', name = '05-paddle-overlay') {
  const frame = page.frameLocator('iframe[name="paddle_frame"]');
  await expect(frame.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Name on card').fill('Grace Hopper');
  await shot(page, name);
  await frame.getByRole('button', { name: 'Subscribe now' }).click();
  return frame;
}

test('a Free user upgrades to Pro through the Paddle checkout and then sees the contacts that were locked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await controlSite({ latencyMs: 0 });
  await signInThroughProvider(page, { email: uniqueEmail('upgrader'), firstName: 'Grace', lastName: 'Hopper' });

  // The dashboard says the plan and how many free searches are left.
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
  await expect(page.getByTestId('searches-left')).toContainText('5 of 5 free searches left this month');

  await page.getByTestId('new-search').click();
  await page
    .getByTestId('resume-upload')
    .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await expect(page.getByTestId('saved-resume')).toBeVisible();
  await page.getByTestId('search-keyword').fill('backend developer');
  await page.getByRole('button', { name: 'Pune' }).click();
  await page.getByTestId('work-type-1').check({ force: true });
  await page.getByTestId('job-count-100').check({ force: true });
  await page.getByTestId('start-search').click();
  await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await waitForSearchDone(page);
  const resultsUrl = page.url();

  // Free: some jobs' contacts are withheld by the server; the upgrade dialog offers Pro.
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  const locked = await lockedNote(page).count();
  expect(locked).toBeGreaterThan(0);
  const openContacts = await page.getByTestId('job-contact').count();
  await page.getByRole('button', { name: 'Unlock with Pro' }).first().click();
  await expect(page.getByTestId('upgrade-dialog')).toBeVisible();
  await expect(page.getByTestId('upgrade-now')).toContainText('$29/month');
  await shot(page, '01-upgrade-dialog', false);
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page.getByTestId('searches-left')).toContainText('4 of 5 free searches left this month');
  await shot(page, '02-dashboard-free');

  // Pricing → Pro → checkout.
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-pro')).toContainText('$29');
  await shot(page, '03-pricing');
  await page.getByTestId('pricing-pro').click();
  await page.waitForURL(/\/subscribe$/);
  const stored = await page.evaluate(() => window.localStorage.getItem('selectedPlan'));
  expect(JSON.parse(stored!)).toEqual({ plan: 'pro', price: 29, currency: 'USD' });
  await page.getByTestId('subscribe').click();
  await expect(page.getByTestId('pay')).toBeVisible();
  await shot(page, '04-subscribe');
  await page.getByTestId('pay').click();
  await payInOverlay(page);

  // The overlay reports completion; the page waits for the signed webhook to make the plan Pro.
  await page.waitForURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('subscription-expiry')).toContainText('Paid until');
  await expect(page.locator('iframe[name="paddle_frame"]')).toHaveCount(0);
  await shot(page, '06-payment-success');

  // The same search now shows every contact.
  await page.goto(resultsUrl);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(lockedNote(page)).toHaveCount(0);
  await expect(page.getByTestId('job-contact')).toHaveCount(openContacts + locked);
  await shot(page, '07-results-pro', false);

  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
  await expect(page.getByTestId('searches-left')).toHaveText('Unlimited searches');
  await shot(page, '08-dashboard-pro');

  await page.goto('/subscribe');
  await expect(page.getByTestId('current-plan')).toContainText('You are on Pro');
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toBeVisible();
  await shot(page, '09-subscribe-pro');
});

test('a declined card leaves the user on Free and says the payment was not completed', async ({ page }) => {
  await signInThroughProvider(page, { email: uniqueEmail('declined'), firstName: 'Alan', lastName: 'Turing' });
  await page.goto('/subscribe');
  await page.getByTestId('subscribe').click();
  await page.getByTestId('pay').click();
  const frame = await payInOverlay(page, '4000 0000 0000 0002', '13-paddle-overlay-filled-declined-card');
  await expect(frame.getByRole('alert')).toContainText('Your card was declined');
  await shot(page, '14-paddle-overlay-declined');
  await frame.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByTestId('toast')).toContainText('Payment was not completed. Please try again.');
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
});

test('the payment-interest question records an answer and invents no share of answers', async ({ page }) => {
  // Signed out: no answer to give, only a way back (one answer per account keeps the share real).
  await page.goto('/payment-feedback');
  await expect(page.getByTestId('feedback-sign-in')).toContainText('Sign in to answer');
  await expect(page.getByRole('button', { name: 'NO', exact: true })).toHaveCount(0);
  await signInThroughProvider(page, { email: uniqueEmail('poll'), firstName: 'Pat', lastName: 'Poll' });
  await page.goto('/payment-feedback');
  await expect(page.getByRole('heading', { name: 'Would you actually pay $29/month?' })).toBeVisible();
  await shot(page, '10-payment-feedback');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/feedback/payment-interest'));
  await page.getByRole('button', { name: 'NO', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('feedback-thanks')).toBeVisible();
  // Fewer than 20 people answered in this run: no percentage is shown.
  await expect(page.getByTestId('feedback-share')).toHaveCount(0);
  await shot(page, '11-payment-feedback-thanks');
});

test.describe('a visitor from India', () => {
  test.use({ locale: 'en-IN' });

  test('sees the Pro price in rupees on the pricing page, in the question and in the checkout', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-pro')).toContainText('₹129');
    await shot(page, '12-pricing-india');
    await page.goto('/payment-feedback');
    await expect(page.getByRole('heading', { name: 'Would you actually pay ₹129/month?' })).toBeVisible();

    await signInThroughProvider(page, { email: uniqueEmail('india'), firstName: 'Ada', lastName: 'Rao' });
    await page.goto('/subscribe');
    await expect(page.getByTestId('subscribe-price')).toContainText('129');
    await page.getByTestId('subscribe').click();
    await page.getByTestId('pay').click();
    const frame = page.frameLocator('iframe[name="paddle_frame"]');
    await expect(frame.getByText('₹129.00')).toBeVisible();
    await expect(frame.getByLabel('Country')).toHaveValue('IN');
    await shot(page, '15-checkout-india');
  });
});
