import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { ApplyAllCandidate, ApplyAllSelection, SendEmailResponse } from '@app/types';
import { addSandboxSmtp, apiCall, openSearchWithResume, searchFrontendJobs, upgradeToPro } from './support';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/apply-all');

const email = (c: ApplyAllCandidate) => ({
  to: c.to,
  subject: `About ${c.title}`,
  body: 'Hello,\n\nI would like to apply.\n\nAda Lovelace',
  jobTitle: c.title,
  companyName: c.companyName,
});

/** The page at `width` px: a screenshot, and nothing wider than the screen. */
async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
}

test.use({ timezoneId: 'Asia/Kolkata' });

test('Apply to All with one job unticked and a company with two contacts drafts one email per company and none for the unticked, the contacted or the answered job; leaving and coming back resumes the batch', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openSearchWithResume(page, 'apply-all');
  await page.keyboard.press('Escape');
  await upgradeToPro(page);
  await page.goto('/settings');
  await addSandboxSmtp(page);
  await page.goto('/');
  await searchFrontendJobs(page);
  const searchId = /\/results\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  // Before: one job emailed, one answered, one queued in the outbox, each alone at its company.
  const before = await apiCall<ApplyAllSelection>(page, 'GET', `/api/draft-batches/selection/${searchId}`);
  const companies = new Map<string, ApplyAllCandidate[]>();
  for (const c of before.candidates) companies.set(c.companyKey, [...(companies.get(c.companyKey) ?? []), c]);
  const alone = [...companies.values()].filter((g) => g.length === 1).map((g) => g[0]!);
  const pair = [...companies.values()].find((g) => g.length === 2 && g.some((c) => c.ticked));
  expect(pair, 'the stand-in site has a company with two contacts').toBeTruthy();
  // Each among the pre-ticked (the first 50 people are).
  const aloneTicked = alone.filter((c) => c.ticked);
  expect(aloneTicked.length).toBeGreaterThanOrEqual(4);
  const [emailed, answered, queued, unticked] = aloneTicked as [
    ApplyAllCandidate,
    ApplyAllCandidate,
    ApplyAllCandidate,
    ApplyAllCandidate,
  ];
  await apiCall<SendEmailResponse>(page, 'POST', '/api/send-email', email(emailed));
  const sent = await apiCall<SendEmailResponse>(page, 'POST', '/api/send-email', email(answered));
  await apiCall(page, 'PATCH', `/api/email-applications/${sent.application!.id}`, { outcome: 'replied' });
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await apiCall(page, 'POST', '/api/outbox', { ...email(queued), sendAt: nextWeek });

  // Apply to All turns the results into a choice: the contacted jobs unticked with why, one person per company.
  await page.reload();
  await page.getByTestId('apply-to-all').click();
  const selection = page.getByTestId('apply-all-selection');
  await expect(selection).toBeVisible();
  const row = (c: ApplyAllCandidate) =>
    page.locator(`[data-testid="apply-all-candidate"][data-site-job-id="${c.siteJobId}"]`);
  const check = (c: ApplyAllCandidate) => row(c).getByTestId('apply-all-check');
  // The day on the user's calendar (a new user's zone is the browser's: Kolkata here).
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(),
  );
  await expect(row(emailed).getByTestId('unticked-reason')).toHaveText(`Emailed ${today}`);
  await expect(row(answered).getByTestId('unticked-reason')).toHaveText('Replied');
  await expect(row(queued).getByTestId('unticked-reason')).toHaveText('Queued');
  for (const c of [emailed, answered, queued]) {
    await expect(check(c)).toHaveAttribute('data-state', 'unchecked');
    await expect(check(c)).toBeDisabled();
  }
  const [first, second] = pair! as [ApplyAllCandidate, ApplyAllCandidate];
  const speaker = first.ticked ? first : second;
  const other = speaker === first ? second : first;
  await expect(check(speaker)).toHaveAttribute('data-state', 'checked');
  await expect(check(other)).toHaveAttribute('data-state', 'unchecked');
  await expect(row(other).getByTestId('unticked-reason')).toHaveText(/^One per company: .+ is ticked$/);

  // One more job unticked by hand; the count and the batch's limit say what will be drafted.
  await check(unticked).click();
  // What the page pre-ticked (at most the batch's limit), less the one unticked by hand. Read off the page, not a
  // second selection: a contact's late verdict (a greylisted or slow mail server) can land after the page read its
  // list, and the page drafts what it shows.
  const tickedIds = await page
    .locator('[data-testid="apply-all-candidate"]:has([data-testid="apply-all-check"][data-state="checked"])')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-site-job-id')));
  const after = await apiCall<ApplyAllSelection>(page, 'GET', `/api/draft-batches/selection/${searchId}`);
  const chosen = after.candidates.filter((c) => tickedIds.includes(c.siteJobId));
  expect(chosen.length).toBe(tickedIds.length);
  expect(chosen.map((c) => c.siteJobId)).not.toContain(unticked.siteJobId);
  for (const c of [emailed, answered, queued]) expect(chosen.map((x) => x.siteJobId)).not.toContain(c.siteJobId);
  expect(chosen.length).toBeGreaterThan(1);
  expect(chosen.length).toBeLessThanOrEqual(50);
  await expect(page.getByTestId('apply-all-count')).toHaveText(
    `${chosen.length} jobs chosen · at most 50 in one batch`,
  );
  await shoot(page, 'selection', 1366);
  await row(emailed).scrollIntoViewIfNeeded();
  await shoot(page, 'selection-scrolled', 1366);
  await shoot(page, 'selection', 390);
  await row(other).scrollIntoViewIfNeeded();
  await shoot(page, 'selection-scrolled', 390);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByTestId('apply-all-draft').click();
  await page.waitForURL(/\/apply-all\/[0-9a-f-]{36}$/);
  const batchUrl = page.url();
  const cards = page.getByTestId('draft-card');
  await expect(cards).toHaveCount(chosen.length);
  const recipients = (await page.getByTestId('draft-to').allTextContents()).map((t) => t.trim());
  expect(recipients.sort()).toEqual(chosen.map((c) => c.to).sort());
  for (const c of [emailed, answered, queued, unticked, other]) expect(recipients).not.toContain(c.to);
  const companiesDrafted = chosen.map((c) => c.companyKey);
  expect(new Set(companiesDrafted).size).toBe(companiesDrafted.length);
  await expect(cards.first()).toHaveAttribute('data-status', /ready|failed/, { timeout: 60_000 });
  await shoot(page, 'batch', 1366);
  await shoot(page, 'batch', 390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Leaving loses nothing: Applications lists the open batch, and Continue opens it again.
  await page.goto('/applications');
  const open = page.getByTestId('open-batch');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(`Open batch: ${chosen.length} drafts from 'frontend developer Bengaluru'`);
  await shoot(page, 'applications-open-batch', 390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open.getByTestId('continue-batch').click();
  await expect(page).toHaveURL(batchUrl);
  await expect(cards).toHaveCount(chosen.length);

  // Apply to All again from the same search offers to resume the open batch rather than drafting a fresh one.
  await page.goto(`/results/${searchId}`);
  await page.getByTestId('apply-to-all').click();
  const offer = page.getByTestId('open-batch-offer');
  await expect(offer).toContainText(`You have an open batch from this search: ${chosen.length} drafts`);
  await expect(offer.getByTestId('start-new-batch')).toBeVisible();
  await shoot(page, 'resume-offer', 390);
  await offer.getByTestId('resume-open-batch').click();
  await expect(page).toHaveURL(batchUrl);
  await expect(cards).toHaveCount(chosen.length);
});
