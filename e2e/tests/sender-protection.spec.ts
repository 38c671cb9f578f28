import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { MailAccount } from '@app/types';
import { E2E } from '../ports.mjs';
import { addSandboxSmtp, signInThroughProvider, uniqueEmail } from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/sender-protection');

// A job seeker in Bangalore: the browser runs on India's clock.
test.use({ timezoneId: 'Asia/Kolkata' });

/** A direct send as the compose dialog makes it, with the browser's session. */
async function sendTo(page: Page, to: string) {
  const res = await page.request.post('/api/send-email', {
    headers: { Origin: E2E.appUrl },
    data: {
      to,
      subject: 'Application for Frontend Developer',
      body: 'Hello,\n\nI would like to apply.\n\nAda',
      jobTitle: 'Frontend Developer',
      companyName: 'Acme',
    },
  });
  return res;
}

const mailAccounts = async (page: Page) =>
  (await (await page.request.get('/api/mail/accounts', { headers: { Origin: E2E.appUrl } })).json()) as MailAccount[];

test('three hard bounces pause the mailbox: Applications and Settings say why, and Resume sending starts it again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInThroughProvider(page, { email: uniqueEmail('bounces'), firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/settings');
  // A From address of its own: the pause is per address, and the other specs send from the sink's.
  const address = uniqueEmail('bouncing-mailbox');
  await addSandboxSmtp(page, { emailAddress: address, imap: true });

  // Three recipients that do not exist: the stand-in's mail server bounces each with a delivery report.
  for (let i = 0; i < 3; i += 1) {
    const to = uniqueEmail(`gone${i}`);
    await fetch(`${E2E.sandboxUrl}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: to, kind: 'hard' }),
    });
    expect((await sendTo(page, to)).status()).toBe(200);
  }
  // Reply detection reads the reports (every REPLY_CHECK_SECONDS) and the third one pauses the address.
  await expect
    .poll(async () => (await mailAccounts(page))[0]?.sendingPause?.reason, { timeout: 60_000 })
    .toBe('3 of the last 3 emails bounced');

  const refused = await sendTo(page, uniqueEmail('someone'));
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('sender_paused');

  await page.goto('/applications');
  const banner = page.getByTestId('sender-paused');
  await expect(banner).toContainText(`Sending from ${address} is paused: 3 of the last 3 emails bounced.`, {
    timeout: 20_000,
  });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `applications-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.getByTestId('tab-scheduled').click();
  await expect(banner).toBeVisible();

  await page.goto('/settings');
  const account = page.getByTestId('mail-account').filter({ hasText: address });
  await expect(account.getByTestId('sender-paused')).toContainText('3 of the last 3 emails bounced', {
    timeout: 20_000,
  });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await account.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `settings-${width}.png`) });
    // The banner wraps within its card, a long address included (Settings' own 390 px layout is not this change's).
    const fits = await account.getByTestId('sender-paused').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
  }

  await account.getByRole('button', { name: 'Resume sending' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sending resumed');
  await expect(account.getByTestId('sender-paused')).toHaveCount(0);
  expect((await sendTo(page, uniqueEmail('someone'))).status()).toBe(200);
});
