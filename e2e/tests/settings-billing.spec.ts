import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInThroughProvider, uniqueEmail, upgradeToPro } from './support';

// The whole Settings page asks for many things at once; on a busy machine it takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/settings-billing');
fs.mkdirSync(SHOTS, { recursive: true });

/** The page at a laptop's width and at a phone's, whole; nothing may scroll sideways on the phone. */
async function shotBothWidths(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1366, height: 900 } });

test('a change in Settings → Sending survives a reload after Save Changes, the one save of the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughProvider(page, { email: uniqueEmail('settings'), firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/settings');
  const sending = page.getByTestId('settings-sending');
  await expect(sending).toBeVisible();
  await expect(page.getByTestId('save-sending')).toHaveCount(0);

  await sending.getByLabel('Emails a day').fill('33');
  await sending.getByTestId('sending-day-6').click();
  await page.getByLabel('First name').fill('Augusta');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');

  await page.reload();
  await expect(sending.getByLabel('Emails a day')).toHaveValue('33');
  await expect(sending.getByTestId('sending-day-6')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await shotBothWidths(page, 'settings-free');

  await page.goto('/pricing');
  await expect(page.getByTestId('plan-free')).toContainText('$0');
});

test('the pricing page prices Free and Pro in one currency for a visitor from India', async ({ browser }) => {
  const indian = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await indian.newPage();
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-pro')).toContainText('₹129');
  await expect(page.getByTestId('plan-free')).toContainText('₹0');
  await expect(page.getByTestId('plan-free')).not.toContainText('$');
  await shotBothWidths(page, 'pricing-india');
  await indian.close();
});

test("Settings → Plan and billing shows Pro's next charge and cancels at the period's end through Paddle", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInThroughProvider(page, { email: uniqueEmail('canceller'), firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/settings');
  const billing = page.getByTestId('settings-billing');
  await expect(billing.getByTestId('billing-summary')).toContainText('Free');
  await expect(billing.getByRole('link', { name: 'Subscribe to Pro' })).toBeVisible();

  await upgradeToPro(page);
  await page.goto('/settings#billing');
  await expect(billing.getByTestId('billing-summary')).toContainText('Pro');
  await expect(billing.getByTestId('billing-summary')).toContainText(
    /Next charge: \$29 on \w{3} \d{2}, \d{4} at \d{2}:\d{2}/,
  );
  await shotBothWidths(page, 'settings-pro');

  await billing.getByTestId('cancel-pro').click();
  await expect(billing.getByTestId('cancel-confirm')).toContainText('You will not be charged again.');
  await billing.getByTestId('cancel-pro-confirm').click();
  await expect(page.getByTestId('toast')).toContainText('Pro cancelled');
  await expect(billing.getByTestId('billing-summary')).toContainText(/Cancelled: Pro stays until \w{3} \d{2}, \d{4}/);
  await expect(billing.getByTestId('cancel-pro')).toHaveCount(0);

  // Paddle's subscription.updated confirms it; a reload reads it from the server, and Pro is still on.
  await page.reload();
  await expect(billing.getByTestId('billing-summary')).toContainText('Nothing more will be charged.');
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
  await expect(page.getByText(/Ends \w+ \d+, \d{4}/)).toBeVisible();
  await page.goto('/settings#billing');
  await shotBothWidths(page, 'settings-pro-cancelled');
});
