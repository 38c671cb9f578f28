import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SANDBOX_SMTP_ACCOUNT } from '@app/sandbox';
import { COPY, type Job, type SearchRequest } from '@app/types';
import { E2E } from '../ports.mjs';
import { signInThroughProvider, uniqueEmail } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const extensionDir = path.join(root, 'extension');
// The development build: its content script also matches the stand-in site (127.0.0.1), and its default app
// address is this run's app.
const builtDir = path.join(extensionDir, '.output/chrome-mv3-dev');
const shots = path.resolve(here, '../.artifacts/extension');

interface Received {
  to: string[];
  subject: string | null;
}

async function received(to: string): Promise<Received[]> {
  const res = await fetch(`${E2E.sandboxUrl}/mail/messages`);
  const all = (await res.json()) as Received[] | { messages: Received[] };
  return (Array.isArray(all) ? all : all.messages).filter((m) => m.to.includes(to));
}

let context: BrowserContext;
let extensionId: string;

test.beforeAll(async () => {
  execFileSync(path.join(extensionDir, 'node_modules/.bin/wxt'), ['build', '--mode', 'development'], {
    cwd: extensionDir,
    env: { ...process.env, WXT_API_URL: E2E.appUrl },
    stdio: 'pipe',
  });
  context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL: E2E.appUrl,
    viewport: { width: 420, height: 900 },
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--disable-extensions-except=${builtDir}`,
      `--load-extension=${builtDir}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
});

test.afterAll(async () => {
  await context?.close();
});

/** The panel's page, as the side panel shows it. */
async function openPanel(): Promise<Page> {
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  return panel;
}

/** Open a job page of the stand-in site, then come back to the panel (which follows the job page it last saw). */
async function visitJob(panel: Page, jobUrl: string): Promise<Page> {
  const site = await context.newPage();
  await site.goto(jobUrl);
  await panel.bringToFront();
  return site;
}

test('the extension signs in through the app, shows the job, sends an email and runs a search from the panel', async () => {
  test.setTimeout(300_000);
  const page = await context.newPage();
  const email = uniqueEmail('extension');
  await signInThroughProvider(page, { email, firstName: 'Ada', lastName: 'Lovelace' });

  // A resume and an SMTP mailbox (the sandbox's sink), through the API with the web session.
  await page.request
    .post('/api/resume/upload', {
      multipart: {
        resume: {
          name: 'ada.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(
            'Ada Lovelace\nFrontend developer, 5 years of experience\nSkills: React, TypeScript, Redux, HTML, CSS, Jest, Node.js\n',
          ),
        },
      },
    })
    .then((res) => expect(res.ok()).toBe(true));
  const smtp = await page.request.post('/api/mail/smtp', {
    data: {
      emailAddress: SANDBOX_SMTP_ACCOUNT.username,
      host: '127.0.0.1',
      port: E2E.sandboxPort + 5,
      secure: false,
      username: SANDBOX_SMTP_ACCOUNT.username,
      password: SANDBOX_SMTP_ACCOUNT.password,
    },
  });
  expect(smtp.ok(), await smtp.text()).toBe(true);

  // Signed out: the panel offers Sign in, which opens the app's connect page in a tab.
  const panel = await openPanel();
  await expect(panel.getByTestId('panel-signed-out')).toBeVisible();
  await panel.screenshot({ path: path.join(shots, '1-signed-out.png') });
  const [connect] = await Promise.all([context.waitForEvent('page'), panel.getByTestId('panel-sign-in').click()]);
  await connect.waitForLoadState();
  expect(new URL(connect.url()).pathname).toBe('/extension/connect');
  await connect.getByTestId('extension-connect').click();
  await expect(connect.getByTestId('extension-connected')).toContainText('Connected — you can close this tab');
  await connect.close();
  await panel.bringToFront();
  await expect(panel.getByTestId('panel-user')).toHaveText(email);

  // Settings lists the connected browser.
  await page.goto('/settings');
  await expect(page.getByTestId('extension-tokens')).toContainText('Chrome extension');

  // A search from the panel, to completion.
  await panel.getByRole('tab', { name: 'Searches' }).click();
  await panel.getByLabel('Job role').fill('frontend developer');
  await panel.getByLabel('Location').fill('Bangalore');
  await panel.getByTestId('panel-start-search').click();
  await expect(panel.getByTestId('panel-search-run')).toBeVisible();
  await expect(panel.getByTestId('panel-search-progress')).toBeVisible();
  await panel.screenshot({ path: path.join(shots, '2-search-progress.png') });
  await expect(panel.getByTestId('panel-search-run')).toHaveAttribute('data-status', 'completed', { timeout: 120_000 });
  await expect(panel.getByTestId('panel-result').first()).toBeVisible();
  await panel.screenshot({ path: path.join(shots, '3-search-results.png') });

  // The search's jobs as the API answers this Free user: one with an open, verified contact, one locked.
  const stats = await page.request.get('/api/dashboard/stats');
  const searchId = ((await stats.json()) as { recentSearches: { id: string }[] }).recentSearches[0]!.id;
  const search = (await (await page.request.get(`/api/scrape-job/${searchId}`)).json()) as SearchRequest;
  const jobs = search.enrichedResults!.jobs;
  const open = jobs.find((j: Job) => !j.locked && j.emailVerificationStatus === 'valid' && j.jobPosterEmail);
  const locked = jobs.find((j: Job) => j.locked);
  expect(open, 'a job with an open, verified contact').toBeDefined();

  // This job: the content script reports the job id, the panel shows the job and its contact.
  await panel.getByRole('tab', { name: 'This job' }).click();
  await visitJob(panel, open!.jobUrl!);
  const view = panel.getByTestId('job-view');
  await expect(view).toHaveAttribute('data-job-id', open!.siteJobId);
  await expect(view.getByTestId('job-contact')).toContainText(open!.jobPosterEmail!, { timeout: 60_000 });
  await expect(view.getByTestId('email-status')).toHaveText('Verified');
  await expect(view.getByTestId('match-score')).toContainText('% match');
  await expect(view.getByTestId('match-reasons')).not.toBeEmpty();
  await panel.screenshot({ path: path.join(shots, '4-job-with-contact.png') });

  // Generate email → the shared compose dialog → send through the SMTP mailbox; it arrives at the sink.
  await view.getByRole('button', { name: 'Generate email' }).click();
  const dialog = panel.getByTestId('compose-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('compose-to')).toHaveValue(open!.jobPosterEmail!);
  await panel.screenshot({ path: path.join(shots, '5-compose.png') });
  const subject = await panel.getByTestId('compose-subject').inputValue();
  await panel.getByTestId('compose-send').click();
  await expect
    .poll(async () => (await received(open!.jobPosterEmail!)).some((m) => m.subject === subject), { timeout: 30_000 })
    .toBe(true);

  // A locked job shows the upgrade prompt and no contact, as the web would for this Free user.
  expect(locked?.jobUrl, 'a job whose contact is locked on the Free plan').toBeDefined();
  await visitJob(panel, locked!.jobUrl!);
  await expect(view).toHaveAttribute('data-job-id', locked!.siteJobId);
  await expect(view.getByText('The contact for this job is hidden on the Free plan.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(view.getByTestId('job-contact')).toHaveCount(0);
  await panel.screenshot({ path: path.join(shots, '6-locked-job.png') });

  // A page the extension cannot read says so.
  await page.goto('/settings');
  await page.bringToFront();
  await expect(panel.getByTestId('page-unreadable')).toBeVisible();

  // Without a mailbox (the SMTP one removed) the draft shows with Setup Gmail; its 'Authorize Gmail' starts the same
  // mail authorisation as the web's Apply, in a new tab, and the draft stays open in the panel.
  const removed = await page.request.delete(`/api/mail/accounts/${((await smtp.json()) as { id: string }).id}`, {
    headers: { Origin: E2E.appUrl },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await visitJob(panel, open!.jobUrl!);
  await expect(view).toHaveAttribute('data-job-id', open!.siteJobId);
  await view.getByRole('button', { name: 'Generate email' }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const send = panel.getByTestId('compose-send');
  await expect(send).toHaveText(/Setup Gmail/);
  const body = await panel.getByTestId('compose-body').inputValue();
  const prompt = panel.getByTestId('gmail-setup-dialog');
  const authorize = async () => {
    const [google] = await Promise.all([
      context.waitForEvent('page'),
      prompt.getByRole('button', { name: 'Authorize Gmail' }).click(),
    ]);
    return google;
  };
  const toast = (text: string) => panel.getByTestId('toast').filter({ hasText: text });
  /**
   * The person clicks back into the panel. Headless Chromium under Playwright keeps every page 'focused' (its focus
   * emulation), so switching pages fires no window focus: the event a real side panel gets is sent here.
   */
  const backToPanel = async () => {
    await panel.bringToFront();
    await panel.evaluate(() => window.dispatchEvent(new Event('focus')));
  };

  // Deny on Google's screen: the tab lands on the app, and back in the panel it reads as a choice, not an error;
  // the prompt still offers Copy and Use Email App.
  await send.click();
  const denied = await authorize();
  await denied.getByRole('button', { name: 'Deny' }).click();
  await denied.waitForURL(/\/settings/);
  await expect(denied.getByTestId('toast')).toContainText(COPY.gmail.declined);
  await backToPanel();
  await expect(toast(COPY.gmail.declined)).toBeVisible();
  await expect(panel.getByText(COPY.gmail.failed)).toHaveCount(0);
  await expect(prompt.getByRole('button', { name: 'Use Email App' })).toBeVisible();
  await expect(panel.getByTestId('compose-body')).toHaveValue(body);
  await panel.screenshot({ path: path.join(shots, '7-gmail-declined.png') });
  await denied.close();

  // Allow: back in the panel the same draft is ready to send through Gmail.
  const allowed = await authorize();
  await allowed.getByRole('button', { name: 'Allow' }).click();
  await allowed.waitForURL(/\/settings/);
  await backToPanel();
  await expect(toast(COPY.gmail.connected)).toBeVisible();
  await expect(send).toHaveText(/Send via Gmail/);
  await expect(panel.getByTestId('gmail-setup-dialog')).toHaveCount(0);
  await expect(panel.getByTestId('compose-body')).toHaveValue(body);
  await panel.screenshot({ path: path.join(shots, '8-gmail-connected.png') });
  await allowed.close();
});
