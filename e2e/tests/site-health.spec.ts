import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../ports.mjs';
import { signInThroughProvider } from './support';

const STAFF = { email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff' };
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');
const jobsSite = `http://127.0.0.1:${E2E.sandboxPort + 1}`;

const setMarkup = (markup: string) =>
  fetch(`${jobsSite}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ markup }),
  });

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test.afterEach(async () => {
  await setMarkup('current');
});

test('staff run the site canary from /admin and see its last result: yield, fallbacks, then the redesign failing', async ({
  page,
}) => {
  await signInThroughProvider(page, STAFF);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Site health' }).click();
  const panel = page.getByTestId('admin-site-health');
  await expect(panel).toContainText('A canary reads one fixed search on LinkedIn');

  // The site as it is today.
  await panel.getByTestId('site-canary-run').click();
  const latest = panel.getByTestId('site-health-latest');
  await expect(latest).toHaveAttribute('data-status', 'healthy');
  await expect(latest.getByTestId('site-health-listing')).toContainText('1 of 1');
  await expect(latest.getByTestId('site-health-listing')).toContainText('10 cards');
  await expect(latest.getByTestId('site-health-job')).toContainText('3 of 3');
  await expect(latest.getByTestId('site-health-no-fallbacks')).toBeVisible();

  // The cards lose their urns: still read, through a fallback that staff can see.
  await setMarkup('no-urn');
  await panel.getByTestId('site-canary-run').click();
  await expect(latest).toHaveAttribute('data-status', 'degraded');
  await expect(latest.getByTestId('site-health-fallbacks')).toContainText(
    'Listing pages: job id from the /jobs/view/ link on 10 of 10 cards',
  );
  await screenshot(page, 'admin-site-health-degraded');

  // The redesign no strategy reads.
  await setMarkup('redesigned');
  await panel.getByTestId('site-canary-run').click();
  await expect(latest).toHaveAttribute('data-status', 'failing');
  await expect(latest).toContainText('The parsers could not read the site’s pages');
  await expect(latest.getByTestId('site-health-listing')).toContainText('0 of 1');
  await expect(latest.getByTestId('site-health-listing')).toContainText('found by componentkey');
  await expect(panel.getByRole('list', { name: 'Earlier canary runs' }).getByText('Degraded')).toBeVisible();
  await screenshot(page, 'admin-site-health-failing');

  // What staff see is what was stored: it is still there after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Site health' }).click();
  await expect(page.getByTestId('site-health-latest')).toHaveAttribute('data-status', 'failing');
});
