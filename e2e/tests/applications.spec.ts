import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E } from '../ports.mjs';
import { signInThroughProvider, uniqueEmail } from './support';

interface SandboxIndex {
  services: { smtpSink: { host: string; port: number; username: string; password: string } };
}

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

const holdReplies = (holdReplyAfterDataMs: number) =>
  fetch(`${E2E.sandboxUrl}/mail/smtp/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ holdReplyAfterDataMs }),
  });

test('an email whose sending was never confirmed shows as Not confirmed, and the person says it went', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughProvider(page, { email: uniqueEmail('unconfirmed'), firstName: 'Ada', lastName: 'Lovelace' });
  const origin = { Origin: E2E.appUrl };
  const { smtpSink } = ((await (await fetch(`${E2E.sandboxUrl}/`)).json()) as SandboxIndex).services;
  const account = { emailAddress: smtpSink.username, secure: false, ...smtpSink };
  expect((await page.request.post('/api/mail/smtp', { data: account, headers: origin })).status()).toBe(201);

  // The mail server takes the message and holds its answer: past SEND_UNCONFIRMED_AFTER_SECONDS (3 s in the e2e
  // run) the app stops waiting for it to say so, as after a crash mid-send.
  await holdReplies(90_000);
  const to = uniqueEmail('recruiter');
  void page.request
    .post('/api/send-email', {
      headers: origin,
      timeout: 100_000,
      data: {
        to,
        subject: 'Application for Platform Engineer position at Initech',
        body: 'Hello,\n\nI would like to apply.\n\nAda',
        jobTitle: 'Platform Engineer',
        companyName: 'Initech',
        idempotencyKey: `e2e-${Date.now()}`,
      },
    })
    .catch(() => undefined);
  try {
    await page.goto('/applications');
    const row = page.getByTestId('application-row').filter({ hasText: to });
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('unconfirmed-badge')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    await row.click();
    const dialog = page.getByTestId('application-dialog');
    const notice = dialog.getByTestId('unconfirmed-send');
    await expect(notice).toContainText('We could not confirm this email was sent');
    // An SMTP mailbox: where to look, in words (a Gmail one links to its Sent folder).
    await expect(notice).toContainText(`Look in the Sent folder of ${smtpSink.username}`);
    await expect(dialog.getByTestId('mark-replied')).toHaveCount(0);
    await page.screenshot({ path: path.join(shots, 'applications-unconfirmed.png') });

    await notice.getByTestId('mark-sent').click();
    await expect(dialog.getByTestId('unconfirmed-send')).toHaveCount(0);
    await expect(dialog.getByTestId('mark-replied')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByTestId('unconfirmed-badge')).toHaveCount(0);
    await expect(row.getByTestId('outcome')).toHaveText('Not marked');
  } finally {
    await holdReplies(0);
  }
});

test.describe('in Kolkata', () => {
  // A new user's timezone is the browser's: the CSV's dates say which.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('Download CSV gives every application as a spreadsheet opens it, in order', async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughProvider(page, { email: uniqueEmail('csv'), firstName: 'Cecile', lastName: 'Sv' });
    const origin = { Origin: E2E.appUrl };
    const { smtpSink } = ((await (await fetch(`${E2E.sandboxUrl}/`)).json()) as SandboxIndex).services;
    const account = { emailAddress: smtpSink.username, secure: false, ...smtpSink };
    expect((await page.request.post('/api/mail/smtp', { data: account, headers: origin })).status()).toBe(201);

    // Two emails through the SMTP sink: the second's company starts with '=' (a formula to a spreadsheet).
    const sent: { to: string; company: string; title: string }[] = [
      { to: uniqueEmail('first'), company: 'Zoë Health, Inc.', title: 'Platform Engineer' },
      { to: uniqueEmail('second'), company: '=Formula Labs', title: 'Data "Ops" Analyst' },
    ];
    for (const [i, email] of sent.entries()) {
      const res = await page.request.post('/api/send-email', {
        headers: origin,
        data: {
          to: email.to,
          subject: `Application for ${email.title} position at ${email.company}`,
          body: 'Hello,\n\nI would like to apply.\n\nCecile',
          jobTitle: email.title,
          companyName: email.company,
          jobUrl: `https://www.linkedin.com/jobs/view/37000000${i}1`,
          idempotencyKey: `e2e-csv-${Date.now()}-${i}`,
        },
      });
      expect(res.status()).toBe(200);
    }

    await page.goto('/applications');
    await expect(page.getByTestId('application-row')).toHaveCount(2);
    await page.screenshot({ path: '.artifacts/applications/download-csv.png', fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^jobreach-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8'), { bom: true });
    expect(records[0]).toEqual([
      'Date (Asia/Kolkata)',
      'Company',
      'Job title',
      'Job link',
      'Recipient',
      'Verification status',
      'Subject',
      'Outcome',
      'Follow-ups sent',
      'Delivery',
    ]);
    // Oldest first, each field where its header says.
    expect(records.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[8], r[9]])).toEqual([
      [sent[0]!.company, sent[0]!.title, 'https://www.linkedin.com/jobs/view/3700000001', sent[0]!.to, '0', 'sent'],
      [
        `'${sent[1]!.company}`,
        sent[1]!.title,
        'https://www.linkedin.com/jobs/view/3700000011',
        sent[1]!.to,
        '0',
        'sent',
      ],
    ]);
    expect(records[1]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
