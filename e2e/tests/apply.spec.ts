import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_SMTP_ACCOUNT } from '@app/sandbox';
import { textPdf } from '../../api/test/support/minimal-pdf';
import { E2E } from '../ports.mjs';
import { addSandboxSmtp, searchFrontendJobs, signInThroughProvider, uniqueEmail } from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/apply');

/** A message as the sandbox's mail stand-ins received it (`GET /mail/messages`). */
interface Received {
  via: 'gmail' | 'smtp';
  from: string | null;
  to: string[];
  subject: string | null;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
}

async function received(to: string): Promise<Received[]> {
  const res = await fetch(`${E2E.sandboxUrl}/mail/messages`);
  const all = (await res.json()) as Received[] | { messages: Received[] };
  return (Array.isArray(all) ? all : all.messages).filter((m) => m.to.includes(to));
}

/** The recipient shown on a job card's contact block. */
async function recipientOf(page: Page, index: number): Promise<string> {
  const card = page
    .getByTestId('job-card')
    .filter({ has: page.getByTestId('apply-now') })
    .nth(index);
  return (await card.getByTestId('job-contact').locator('a[href^="mailto:"]').first().textContent())!.trim();
}

test('a job seeker writes from their resume and sends through Gmail and SMTP; the record and analytics follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughProvider(page, { email: uniqueEmail('sender'), firstName: 'Ada', lastName: 'Lovelace' });

  // A PDF resume, uploaded from Settings.
  await page.goto('/settings');
  await page.getByTestId('settings-resume-upload').setInputFiles({
    name: 'ada-lovelace.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf([
      [
        'Ada Lovelace',
        'Frontend developer, 5 years of experience',
        'Skills: React, TypeScript, Redux, HTML, CSS, Jest, Node.js',
        'Analytical Engines Ltd - Senior Frontend Developer',
      ],
    ]),
  });
  await expect(page.getByTestId('resume-file-name')).toContainText('ada-lovelace.pdf');

  await page.goto('/');
  await searchFrontendJobs(page);
  const resultsUrl = page.url();
  const firstRecipient = await recipientOf(page, 0);

  // No mailbox yet: Apply shows the draft first; 'Setup Gmail' → 'Authorize Gmail' takes the person to Google's
  // consent (the stand-in) and comes back to resume the job with the same draft.
  await page.getByTestId('apply-now').first().click();
  const dialog = page.getByTestId('compose-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('compose-send')).toHaveText(/Setup Gmail/);
  await page.getByTestId('compose-send').click();
  await page.getByTestId('authorize-gmail').click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  expect(page.url()).not.toMatch(/auto_apply|gmail=success/);
  await expect(page.getByTestId('compose-to')).toHaveValue(firstRecipient);
  await expect(page.getByTestId('compose-subject')).not.toHaveValue('');
  // Send is in view without scrolling the dialog, on a laptop's screen.
  await expect(page.getByTestId('compose-send')).toBeInViewport();
  const body = await page.getByTestId('compose-body').inputValue();
  expect(body).toContain('Ada Lovelace');
  expect(body).not.toMatch(/\[Your Name\]|\{|\}/);

  await expect(page.getByTestId('compose-send')).toHaveText(/Send via Gmail/);
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('toast')).toContainText('Email sent');
  await expect(dialog).toBeHidden();
  // Its card now says so, so nobody writes to them twice by mistake.
  await expect(
    page.getByTestId('job-card').filter({ hasText: firstRecipient }).first().getByTestId('job-contacted'),
  ).toContainText(/^Emailed \d{1,2} [A-Z][a-z]{2}$/);

  // It arrived at the Gmail stand-in as a proper MIME message: text and HTML parts, line breaks as <br>.
  await expect.poll(async () => (await received(firstRecipient)).length).toBe(1);
  const [viaGmail] = await received(firstRecipient);
  expect(viaGmail!.via).toBe('gmail');
  expect(viaGmail!.headers['content-type']).toMatch(/multipart\/alternative/);
  expect(viaGmail!.text).toContain('Ada Lovelace');
  expect(viaGmail!.html).toContain('<br>');

  // The same job again: the app says what was sent and when, and sends nothing unless asked.
  await page.getByTestId('apply-now').first().click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('duplicate-send')).toBeVisible();
  await expect(page.getByTestId('duplicate-send')).toContainText(firstRecipient);
  expect(await received(firstRecipient)).toHaveLength(1);
  await page.keyboard.press('Escape');

  // An SMTP mailbox (the sandbox's sink), checked by connecting, made the default.
  await page.goto('/settings');
  await page.getByTestId('add-smtp').click();
  const form = page.getByTestId('smtp-form');
  await form.getByLabel('Email address').fill(SANDBOX_SMTP_ACCOUNT.username);
  await form.getByLabel('SMTP server').fill('127.0.0.1');
  await form.getByLabel('Port', { exact: true }).fill(String(E2E.sandboxPort + 5));
  await form.getByLabel('Username').fill(SANDBOX_SMTP_ACCOUNT.username);
  await form.getByLabel('App password').fill(SANDBOX_SMTP_ACCOUNT.password);
  await page.getByTestId('smtp-submit').click();
  const smtpRow = page.getByTestId('mail-account').filter({ hasText: 'SMTP' });
  await expect(smtpRow).toBeVisible({ timeout: 15_000 });
  await smtpRow.getByRole('button', { name: 'Make default' }).click();
  await expect(smtpRow.getByTestId('default-badge')).toBeVisible();

  // Another job with another recipient goes out through SMTP.
  await page.goto(resultsUrl);
  await expect(page.getByTestId('apply-now').first()).toBeVisible();
  let index = 1;
  let secondRecipient = await recipientOf(page, index);
  while (secondRecipient === firstRecipient) secondRecipient = await recipientOf(page, ++index);
  await page
    .getByTestId('job-card')
    .filter({ has: page.getByTestId('apply-now') })
    .nth(index)
    .getByTestId('apply-now')
    .click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('compose-send')).toContainText(SANDBOX_SMTP_ACCOUNT.username);
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('toast')).toContainText('Email sent');
  await expect.poll(async () => (await received(secondRecipient)).length).toBe(1);
  const [viaSmtp] = await received(secondRecipient);
  expect(viaSmtp!.via).toBe('smtp');
  expect(viaSmtp!.from).toContain(SANDBOX_SMTP_ACCOUNT.username);
  expect(viaSmtp!.headers['content-type']).toMatch(/multipart\/alternative/);

  // Both are on the applications page, each opening the exact email sent.
  await page.goto('/applications');
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  await page.getByTestId('application-row').filter({ hasText: firstRecipient }).click();
  await expect(page.getByTestId('application-body')).toContainText(viaGmail!.text!.split('\n')[0]!.trim());
  await page.keyboard.press('Escape');

  // Analytics counts them from the same records.
  await page.goto('/analytics');
  await expect(page.getByTestId('stat-total-applications')).toHaveText('2');
  await page.screenshot({ path: path.join(shots, 'analytics.png'), fullPage: true });
});

test('the compose dialog shows the resume line behind each backed claim, highlights the rest, follows edits and asks once before sending them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 900, height: 1200 });
  await signInThroughProvider(page, { email: uniqueEmail('embellished'), firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/settings');
  const resumeLines = [
    'Grace Hopper',
    'Frontend Developer, Initech (2019 - present)',
    'Skills: React, TypeScript, CSS',
  ];
  await page.getByTestId('settings-resume-upload').setInputFiles({
    name: 'grace-hopper.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf([resumeLines]),
  });
  await expect(page.getByTestId('resume-file-name')).toContainText('grace-hopper.pdf');
  // A mailbox, so Send sends (and can ask first).
  await addSandboxSmtp(page);
  await page.goto('/');
  await searchFrontendJobs(page);
  const recipient = await recipientOf(page, 0);
  // The first test may have written to the same recruiter: only this user's emails count here.
  const fromGrace = async () => (await received(recipient)).filter((m) => m.headers.from?.includes('Grace Hopper'));

  // The model embellishes its draft and the one rewrite alike: a school, a language and an award the resume lacks.
  const armed = await fetch(`${E2E.sandboxUrl}/llm/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failNext: 'embellish', times: 2, kinds: ['school', 'language', 'award'] }),
  });
  expect(armed.status).toBe(200);
  await page.getByTestId('apply-now').first().click();
  const dialog = page.getByTestId('compose-dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });

  const warnings = page.getByTestId('compose-warnings');
  await expect(warnings).toBeVisible();
  await expect(warnings).toContainText('Check before sending');
  // Which school the stand-in invents depends on the job the results list first (their order follows the match).
  await expect(warnings).toContainText(
    /The email says you studied at "(Stanford|Harvard) University"; your resume does not mention it\./,
  );
  await expect(warnings).toContainText(/about the languages you speak; your resume does not show that\./);
  await expect(warnings).toContainText(/about an award; your resume does not mention it\./);
  const body = page.getByTestId('compose-body');
  const text = await body.inputValue();
  const school = /I studied computer science at (?:Stanford|Harvard) University\.\s*/.exec(text)![0];

  // Each unbacked claim is marked in the message itself; each backed one is shown with its resume line.
  const highlights = dialog.getByTestId('unbacked-highlight');
  await expect(highlights.filter({ hasText: /^(Stanford|Harvard) University$/ })).toHaveCount(1);
  const lines = await dialog.getByTestId('evidence-line').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(resumeLines).toContain(line);
  // "React" is the job title's word ("React Developer"), never read as a claim; the other skills are backed.
  await expect(dialog.getByTestId('evidence-item').filter({ hasText: '“TypeScript”' })).toContainText(
    'Skills: React, TypeScript, CSS',
  );
  const count = await dialog.getByTestId('compose-warning').count();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await dialog.screenshot({ path: path.join(shots, `compose-grounding-${width}.png`) });
  }
  await page.setViewportSize({ width: 900, height: 1200 });

  // Send with claims still unbacked: one question, and nothing leaves until it is answered.
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('unbacked-confirm')).toHaveText(
    new RegExp(`^${count} claims are not in your resume: send anyway\\?`),
  );
  await dialog.screenshot({ path: path.join(shots, 'compose-unbacked-question.png') });
  await page.getByTestId('unbacked-edit').click();
  await expect(page.getByTestId('unbacked-confirm')).toBeHidden();
  expect(await fromGrace()).toHaveLength(0);

  // The user deletes the school: its warning and mark go, the others stay.
  await body.fill(text.replace(school, ''));
  await expect(dialog.getByTestId('compose-warning')).toHaveCount(count - 1);
  await expect(warnings).not.toContainText('studied at');
  await expect(highlights.filter({ hasText: /University/ })).toHaveCount(0);

  // And the rest: no warning left, so Send sends without a question.
  await body.fill(
    text
      .replace(school, '')
      .replace(/I am fluent in \w+\.\s*/, '')
      .replace(/I won the 2023 Open Data hackathon in Munich\.\s*/, ''),
  );
  await expect(warnings).toBeHidden();
  await expect(highlights).toHaveCount(0);
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('toast')).toContainText('Email sent');
  await expect(page.getByTestId('unbacked-confirm')).toBeHidden();
  await expect.poll(async () => (await fromGrace()).length).toBe(1);
  const [sent] = await fromGrace();
  expect(sent!.text).not.toMatch(/Stanford|Harvard|hackathon/);
});
