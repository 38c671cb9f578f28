import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { addSandboxSmtp, signInThroughProvider, uniqueEmail } from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

async function screenshotOf(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.getByTestId('settings-mail').screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Settings → Mail accounts: an SMTP mailbox at a domain the DNS stand-in gives no DMARC record. */
async function connectMailboxWithoutDmarc(page: Page) {
  await signInThroughProvider(page, { email: uniqueEmail('records'), firstName: 'Rita', lastName: 'Records' });
  await page.goto('/settings');
  await addSandboxSmtp(page, { emailAddress: 'me@no-dmarc.example' });
  const advice = page.getByTestId('domain-records');
  await expect(advice).toHaveAttribute('data-verdict', 'at-risk', { timeout: 15_000 });
  await expect(advice).toContainText('Gmail and Yahoo are likely to refuse mail from no-dmarc.example');
  await expect(advice.getByTestId('advice-dmarc')).toContainText('v=DMARC1; p=none; rua=mailto:me@no-dmarc.example');
  return advice;
}

test.describe.configure({ timeout: 90_000 });

test('a mailbox on a domain without DMARC is told what to add, and can check again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const advice = await connectMailboxWithoutDmarc(page);
  await advice.getByRole('button', { name: 'Check again' }).click();
  await expect(advice).toHaveAttribute('data-verdict', 'at-risk');
  await screenshotOf(page, 'domain-records-1366');
});

test.describe('on a phone in Kolkata', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });

  test('the advice fits the screen without scrolling sideways', async ({ page }) => {
    await connectMailboxWithoutDmarc(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'domain-records-390');
  });
});
