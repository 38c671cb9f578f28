import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { EmailApplication, MailAccount, OutboxItem } from '@app/types';
import { E2E } from '../ports.mjs';
import { addSandboxSmtp, apiCall, saveSendingHours, signInThroughProvider, uniqueEmail } from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/outreach');
const SPACING_MS = 4000; // SEND_SPACING_SECONDS in server.mjs

interface Received {
  to: string[];
  subject: string | null;
  messageId: string | null;
  headers: Record<string, string>;
  raw: string;
  receivedAt: string;
}

/**
 * What the mail stand-ins received for `to` since `since` (ms): other specs of the run may have written to the same
 * job contact before (the stand-in's contacts are the same for the same search).
 */
async function received(to: string, since: number): Promise<Received[]> {
  const all = (await (await fetch(`${E2E.sandboxUrl}/mail/messages`)).json()) as Received[];
  return all.filter((m) => m.to.includes(to) && Date.parse(m.receivedAt) >= since);
}

async function becomePro(page: Page) {
  await page.goto('/subscribe');
  await page.getByTestId('subscribe').click();
  await page.getByTestId('pay').click();
  const frame = page.frameLocator('iframe[name="paddle_frame"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByRole('button', { name: 'Subscribe now' }).click();
  await page.waitForURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
}

/**
 * A follow-up is due two business days after the email it follows; the person brings it forward to now (the
 * Scheduled dialog's reschedule, through its API), as a test cannot wait two days.
 */
async function bringFollowUpForward(page: Page, firstId: string) {
  const items = await apiCall<OutboxItem[]>(page, 'GET', '/api/outbox');
  const followUp = items.find((item) => item.followUpOf === firstId && item.status === 'scheduled')!;
  await apiCall(page, 'PATCH', `/api/outbox/${followUp.id}`, { sendAt: new Date().toISOString() });
}

test('a Pro user applies to many at a safe pace, follows up in the thread, and replies stop the follow-ups', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const since = Date.now();
  await signInThroughProvider(page, { email: uniqueEmail('outreach'), firstName: 'Ada', lastName: 'Lovelace' });
  await becomePro(page);

  // A resume file, the SMTP mailbox with its IMAP inbox, and sending hours that cover any time of the test.
  await page.goto('/settings');
  await page.getByTestId('settings-resume-upload').setInputFiles({
    name: 'ada-lovelace.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Ada Lovelace\nFrontend developer, 5 years: React, TypeScript, Redux, HTML, CSS, Jest.'),
  });
  await expect(page.getByTestId('resume-file-name')).toContainText('ada-lovelace.txt');
  await addSandboxSmtp(page, { imap: true });
  // Any hour, any day, and not held to the recipients' weekday hours: the test runs on weekends too.
  const sending = await saveSendingHours(page, '0', '24', { inRecipientHours: false });
  await sending.screenshot({ path: path.join(shots, 'settings-sending.png') });

  // A search, then Apply to All: the drafts arrive in a review list.
  await page.goto('/');
  await page.getByTestId('new-search').click();
  await page.getByTestId('search-keyword').fill('frontend developer');
  await page.getByRole('button', { name: 'Bangalore' }).click();
  await page.getByTestId('work-type-1').check({ force: true });
  await page.getByTestId('job-count-100').check({ force: true });
  await page.getByTestId('start-search').click();
  await page.waitForURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await page.getByTestId('apply-to-all').click();
  await page.getByTestId('apply-all-draft').click();
  await page.waitForURL(/\/apply-all\/[0-9a-f-]{36}$/);
  const cards = page.getByTestId('draft-card');
  await expect(cards.nth(2)).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(cards.first().getByTestId('draft-body')).toHaveValue(/Ada Lovelace/);
  await page.screenshot({ path: path.join(shots, 'apply-all.png'), fullPage: false });

  // The first goes with the resume attached, the next two without; one is edited before approving.
  const recipients: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = cards.nth(i);
    recipients.push((await card.getByTestId('draft-to').textContent())!.trim());
    const attach = page.getByTestId('attach-resume-all');
    if ((await attach.getAttribute('data-state')) !== (i === 0 ? 'checked' : 'unchecked')) await attach.click();
    if (i === 1) await card.getByTestId('draft-subject').fill('Frontend developer, React and TypeScript');
    await card.getByTestId('draft-approve').click();
    await expect(card).toHaveAttribute('data-status', 'approved');
  }

  // They reach the mailbox's server one by one, at least the spacing apart.
  for (const to of recipients)
    await expect.poll(async () => (await received(to, since)).length, { timeout: 60_000 }).toBe(1);
  const firsts = await Promise.all(recipients.map(async (to) => (await received(to, since))[0]!));
  const times = firsts.map((m) => Date.parse(m.receivedAt)).sort((a, b) => a - b);
  for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(SPACING_MS - 500);
  expect(firsts[0]!.headers['content-type']).toMatch(/multipart\/mixed/);
  expect(firsts[0]!.raw).toMatch(/filename="?ada-lovelace\.txt"?/);
  expect(firsts[1]!.subject).toBe('Frontend developer, React and TypeScript');
  expect(firsts[2]!.headers['content-type']).not.toMatch(/multipart\/mixed/);

  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-item')).toHaveCount(3);
  await expect(page.getByTestId('outbox-status').first()).toHaveText('Sent');
  await page.screenshot({ path: path.join(shots, 'scheduled.png'), fullPage: true });
  await page.getByTestId('tab-sent').click();

  const applications = await apiCall<EmailApplication[]>(page, 'GET', '/api/email-applications');
  const idOf = (to: string) => applications.find((a) => a.companyEmail === to)!.id;

  // A follow-up from the application's dialog reaches the same thread.
  await page.getByTestId('application-row').filter({ hasText: recipients[0]! }).click();
  await page.getByTestId('follow-up').click();
  await expect(page.getByTestId('toast')).toContainText('Follow-up scheduled');
  await page.keyboard.press('Escape');
  await bringFollowUpForward(page, idOf(recipients[0]!));
  await expect.poll(async () => (await received(recipients[0]!, since)).length, { timeout: 60_000 }).toBe(2);
  const followUp = (await received(recipients[0]!, since))[1]!;
  expect(followUp.subject).toBe(`Re: ${firsts[0]!.subject}`);
  expect(followUp.headers['in-reply-to']).toBe(firsts[0]!.messageId);
  expect(followUp.headers['references']).toContain(firsts[0]!.messageId!);

  // Marking "replied" cancels the follow-up still waiting.
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const second = await apiCall<{ id: string }>(
    page,
    'POST',
    `/api/email-applications/${idOf(recipients[1]!)}/follow-ups`,
    {
      sendAt: inAnHour,
    },
  );
  await page.reload();
  await page.getByTestId('application-row').filter({ hasText: recipients[1]! }).click();
  await page.getByTestId('mark-replied').click();
  await expect(page.getByTestId('outcome').last()).toHaveText(/Replied/);
  await page.keyboard.press('Escape');

  // A reply seen in the IMAP inbox cancels another application's follow-up, by itself.
  const third = await apiCall<{ id: string }>(
    page,
    'POST',
    `/api/email-applications/${idOf(recipients[2]!)}/follow-ups`,
    {
      sendAt: inAnHour,
    },
  );
  const dropped = await fetch(`${E2E.sandboxUrl}/mail/imap/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inReplyTo: firsts[2]!.messageId, from: recipients[2] }),
  });
  expect(dropped.status).toBe(201);
  await expect
    .poll(
      async () =>
        (await apiCall<EmailApplication>(page, 'GET', `/api/email-applications/${idOf(recipients[2]!)}`)).outcome,
      {
        timeout: 30_000,
      },
    )
    .toBe('replied');

  const outbox = await apiCall<OutboxItem[]>(page, 'GET', '/api/outbox');
  expect(outbox.find((i) => i.id === second.id)).toMatchObject({ status: 'cancelled' });
  expect(outbox.find((i) => i.id === third.id)).toMatchObject({ status: 'cancelled' });
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-status').filter({ hasText: 'Cancelled' })).toHaveCount(2);
  await page.screenshot({ path: path.join(shots, 'scheduled-after-replies.png'), fullPage: true });
  expect(await received(recipients[1]!, since)).toHaveLength(1);
  expect(await received(recipients[2]!, since)).toHaveLength(1);
});

interface GmailThread {
  messages: { headers: { name: string; value: string }[] }[];
}

test('through Gmail, a follow-up joins the thread and, with reading headers allowed, a reply stops the next one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const since = Date.now();
  const me = uniqueEmail('outreach-gmail');
  await signInThroughProvider(page, { email: me, firstName: 'Ada', lastName: 'Lovelace' });
  await becomePro(page);

  // Gmail for sending, then the optional second permission, explained before it is asked for.
  await page.goto('/settings');
  await page.getByTestId('connect-gmail').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/settings$/);
  const section = page.getByTestId('settings-mail');
  const replies = section.getByTestId('gmail-replies');
  await expect(replies).toContainText('never sees the text of a message or its attachments');
  await section.screenshot({ path: path.join(shots, 'settings-gmail-replies-off.png') });
  await replies.getByTestId('gmail-replies-allow').click();
  await expect(page.getByText('View your email message metadata such as labels and headers')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/settings$/);
  await expect(page.getByTestId('toast')).toContainText('Replies will be seen for you');
  await expect(replies.getByTestId('gmail-replies-on')).toBeVisible();
  await expect(section.getByTestId('mail-account')).toContainText('Gmail · send, and headers to see replies');
  await section.screenshot({ path: path.join(shots, 'settings-gmail-replies-on.png') });

  const sending = page.getByTestId('settings-sending');
  await sending.getByLabel('From').selectOption('0');
  await sending.getByLabel('Until').selectOption('24');
  for (const day of [6, 7]) {
    const button = sending.getByTestId(`sending-day-${day}`);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
  // Not held to the recipient's weekday hours: the test runs on weekends too.
  await sending.locator('#inRecipientHours').click();
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast').last()).toContainText('Settings saved');

  // A first email through Gmail, and a follow-up into its thread.
  const to = uniqueEmail('recruiter');
  const sent = await apiCall<{ application: EmailApplication }>(page, 'POST', '/api/send-email', {
    to,
    subject: 'Frontend developer application',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Frontend Developer',
    companyName: 'Acme',
  });
  await apiCall(page, 'POST', `/api/email-applications/${sent.application.id}/follow-ups`, {});
  await bringFollowUpForward(page, sent.application.id);
  await expect.poll(async () => (await received(to, since)).length, { timeout: 60_000 }).toBe(2);
  const [first, followUp] = (await received(to, since)) as (Received & { threadId?: string })[];
  expect(first!.threadId).toEqual(expect.any(String));
  expect(followUp!.threadId).toBe(first!.threadId);
  expect(followUp!.subject).toBe('Re: Frontend developer application');
  expect(followUp!.headers['in-reply-to']).toBe(first!.messageId);

  // The recruiter answers in the thread: the reply check sees it in the headers and the next follow-up is cancelled.
  const next = await apiCall<{ id: string }>(
    page,
    'POST',
    `/api/email-applications/${sent.application.id}/follow-ups`,
    {
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  );
  const dropped = await fetch(`${E2E.sandboxUrl}/google/__control/threads/${first!.threadId}/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: to }),
  });
  expect(dropped.status).toBe(201);
  await expect
    .poll(
      async () =>
        (await apiCall<EmailApplication>(page, 'GET', `/api/email-applications/${sent.application.id}`)).outcome,
      { timeout: 30_000 },
    )
    .toBe('replied');
  const outbox = await apiCall<OutboxItem[]>(page, 'GET', '/api/outbox');
  expect(outbox.find((i) => i.id === next.id)).toMatchObject({ status: 'cancelled' });
  const thread = (await (
    await fetch(`${E2E.sandboxUrl}/google/__control/threads/${first!.threadId}`)
  ).json()) as GmailThread;
  expect(thread.messages).toHaveLength(3);

  // Nothing to mark by hand is said while replies are seen; turned off, it is said again.
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('outbox-status').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(page.getByTestId('replies-by-hand')).toHaveCount(0);
  await page.goto('/settings');
  await replies.getByTestId('gmail-replies-off').click();
  await expect(replies.getByTestId('gmail-replies-allow')).toBeVisible();
  await page.goto('/applications');
  await page.getByTestId('tab-scheduled').click();
  await expect(page.getByTestId('replies-by-hand')).toContainText('for Gmail allow reading headers');

  // Allowed again, then withdrawn at Google (the app removed from the Google Account): Settings says so plainly.
  await page.goto('/settings');
  await replies.getByTestId('gmail-replies-allow').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(replies.getByTestId('gmail-replies-on')).toBeVisible();
  await apiCall(page, 'POST', '/api/send-email', {
    to: uniqueEmail('recruiter'),
    subject: 'Frontend developer application',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Frontend Developer',
    companyName: 'Beta',
  });
  const revoked = await fetch(`${E2E.sandboxUrl}/google/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ revokeAccount: me }),
  });
  expect(revoked.status).toBe(200);
  await expect
    .poll(async () => (await apiCall<MailAccount[]>(page, 'GET', '/api/mail/accounts'))[0]!.replyDetectionProblem, {
      timeout: 30_000,
    })
    .toMatch(/Google withdrew the permission/);
  await page.reload();
  await expect(replies.getByTestId('gmail-replies-problem')).toContainText('Mark replies by hand, or allow it again.');
  await expect(replies.getByTestId('gmail-replies-allow')).toHaveText('Allow again');
  // Removing the app at Google withdrew sending too: the account asks to be reconnected.
  await expect(section.getByTestId('mail-account')).toContainText('Needs reconnecting');
  await section.screenshot({ path: path.join(shots, 'settings-gmail-replies-withdrawn.png') });
});
