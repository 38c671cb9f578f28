import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addSandboxSmtp, RESUME, searchFrontendJobs, signInThroughProvider, uniqueEmail } from './support';

const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/phone');
fs.mkdirSync(SHOTS, { recursive: true });

/** Shoots the page (whole, unless told) into the report and the artifacts folder. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const body = await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/** The page scrolls sideways when its document is wider than the phone. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide on a ${PHONE.width} px phone`).toBeLessThanOrEqual(PHONE.width);
}

/** Every child of the dialog ends inside it (a long button pushed past its edge once). */
async function expectInsideDialog(page: Page, testId: string) {
  const overflow = await page.getByTestId(testId).evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return Array.from(dialog.querySelectorAll('button, input, textarea, p, label'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5))
      .map(({ el, r }) => `${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ${r.left}–${r.right}`);
  });
  expect(overflow, 'elements past the dialog edge').toEqual([]);
}

test.use({ viewport: PHONE, timezoneId: 'Asia/Kolkata', isMobile: true, hasTouch: true });

test('every signed-in screen and the compose dialog fit a 390 px phone', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInThroughProvider(page, { email: uniqueEmail('phone'), firstName: 'Ada', lastName: 'Lovelace' });
  // A brand-new user is welcomed (not "back") and told to add a resume first.
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Ada!');
  await expect(page.getByTestId('resume-hint')).toContainText('Start with your resume');
  await shot(page, testInfo, '01-dashboard-new');
  await expectNoSidewaysScroll(page, 'the dashboard');

  // A resume and a mailbox (the SMTP sink), so that Apply Now opens the compose dialog.
  await page.goto('/settings');
  await page
    .getByTestId('settings-resume-upload')
    .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await expect(page.getByTestId('resume-file-name')).toContainText('resume.txt');
  await addSandboxSmtp(page);
  await shot(page, testInfo, '02-settings');
  await expectNoSidewaysScroll(page, 'settings');

  await page.goto('/');
  await searchFrontendJobs(page);
  await shot(page, testInfo, '03-results', false);
  await expectNoSidewaysScroll(page, 'the results');
  // Headed by the query, not an id; salaries without a ".00", rupees in lakhs per annum.
  await expect(page.getByTestId('results-title')).toHaveText(/^Frontend developer · Bengaluru/);
  const jobsText = await page.getByRole('list', { name: 'Jobs' }).innerText();
  expect(jobsText).not.toMatch(/\d\.00\b/);
  expect(jobsText).not.toMatch(/₹[\d,]{6,}/);
  expect(jobsText).toMatch(/₹\d+(\.\d+)?(–\d+(\.\d+)?)? LPA/);

  await page.getByTestId('apply-now').first().click();
  const dialog = page.getByTestId('compose-dialog');
  await expect(page.getByTestId('compose-body')).not.toHaveValue('', { timeout: 60_000 });
  await shot(page, testInfo, '04-compose', false);
  await expectNoSidewaysScroll(page, 'the compose dialog');
  await expectInsideDialog(page, 'compose-dialog');
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('toast')).toContainText('Email sent', { timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await page.goto('/applications');
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await shot(page, testInfo, '05-applications');
  await expectNoSidewaysScroll(page, 'applications');

  await page.goto('/analytics');
  await expect(page.getByText('Jobs scraped')).toBeVisible();
  await shot(page, testInfo, '06-analytics');
  await expectNoSidewaysScroll(page, 'analytics');

  await page.goto('/pricing');
  await expect(page.getByText('Most Popular')).toBeVisible();
  await shot(page, testInfo, '07-pricing');
  await expectNoSidewaysScroll(page, 'pricing');

  await page.goto('/');
  await expect(page.getByTestId('welcome')).toContainText('Welcome back, Ada');
  await shot(page, testInfo, '08-dashboard');
  await expectNoSidewaysScroll(page, 'the dashboard');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test("the compose dialog holds its 'Send from …' button", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInThroughProvider(page, { email: uniqueEmail('desk'), firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/settings');
    await page
      .getByTestId('settings-resume-upload')
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
    await expect(page.getByTestId('resume-file-name')).toContainText('resume.txt');
    await addSandboxSmtp(page);
    await page.goto('/');
    await searchFrontendJobs(page);
    await shot(page, testInfo, '11-desktop-results', false);
    await page.getByTestId('apply-now').first().click();
    await expect(page.getByTestId('compose-body')).not.toHaveValue('', { timeout: 60_000 });
    await shot(page, testInfo, '12-desktop-compose', false);
    await expectInsideDialog(page, 'compose-dialog');
  });
});
