import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInThroughProvider, uniqueEmail, upgradeToPro } from '../tests/support';

// This run's server gives every new account the product's 7-day no-card trial (playwright.trial.config.ts).
const TRIAL_DAYS = 7;
// Settings asks for many things at once; on a busy machine it takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/trial');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const ZONE = 'Asia/Kolkata';
/** "Dec 05, 2026": the day as the app writes it (formatSearchDate's date part), on Kolkata's clock. */
const dayInKolkata = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: '2-digit', year: 'numeric' }).format(at);
const DAY_MS = 86_400_000;
function monthAfter(at: Date): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

test.use({ timezoneId: ZONE, viewport: { width: 1366, height: 900 } });

test("a trial user sees the trial's end in Settings, is told before paying that the paid month starts today, and cancels at the period's end", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const signedUpAt = new Date();
  await signInThroughProvider(page, { email: uniqueEmail('trial'), firstName: 'Grace', lastName: 'Hopper' });
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro trial');

  // Settings → Plan and billing: the trial's end, to the day, and that nothing is charged without a subscription.
  const trialEnds = dayInKolkata(new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS));
  await page.goto('/settings#billing');
  const billing = page.getByTestId('settings-billing');
  const summary = billing.getByTestId('billing-summary');
  await expect(summary).toContainText('Pro trial');
  await expect(summary).toContainText(`Your free trial ends ${trialEnds} at`);
  await expect(summary).toContainText(`(${TRIAL_DAYS} days left)`);
  await expect(summary).toContainText('No card is on file: nothing is charged unless you subscribe.');
  await expect(billing.getByTestId('cancel-pro')).toHaveCount(0);
  await billing.scrollIntoViewIfNeeded();
  await shot(page, 'settings-trial');

  // The checkout during the trial says plainly that the paid month starts today and the trial's days are not added.
  await billing.getByRole('link', { name: 'Subscribe to Pro' }).click();
  await page.waitForURL(/\/subscribe$/);
  await expect(page.getByTestId('trial-checkout-note')).toHaveText(
    new RegExp(
      `^Your free trial runs until ${trialEnds} at \\d{2}:\\d{2}\\. If you pay now, your first paid month starts ` +
        `today and the trial's remaining ${TRIAL_DAYS} days are not added to it; to use them, subscribe nearer the ` +
        `trial's end\\.$`,
    ),
  );
  await shot(page, 'subscribe-trial');
  await upgradeToPro(page);

  // What the note said is what happened: the next charge is a month from today, not a month from the trial's end.
  const paidAt = new Date();
  const nextCharge = dayInKolkata(monthAfter(paidAt));
  expect(nextCharge).not.toBe(dayInKolkata(monthAfter(new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS))));
  await page.goto('/settings#billing');
  await expect(summary).toContainText('Pro');
  await expect(summary).toContainText(`Next charge: $29 on ${nextCharge} at`);
  await expect(summary).not.toContainText('trial');

  // Cancelling through Paddle's stand-in: Pro stays until that day, and nothing more is charged.
  await billing.getByTestId('cancel-pro').click();
  await billing.getByTestId('cancel-pro-confirm').click();
  await expect(page.getByTestId('toast')).toContainText('Pro cancelled');
  await expect(summary).toContainText(`Cancelled: Pro stays until ${nextCharge} at`);
  await page.reload();
  await expect(summary).toContainText('Nothing more will be charged.');
  await expect(billing.getByTestId('cancel-pro')).toHaveCount(0);
  await billing.scrollIntoViewIfNeeded();
  await shot(page, 'settings-trial-then-cancelled');
});
