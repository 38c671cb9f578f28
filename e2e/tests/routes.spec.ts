import { PLAN_LINES } from '@app/types';
import { expect, test } from '@playwright/test';

test('a protected route signed out shows the fallback and a toast, then goes home after 1500 ms', async ({ page }) => {
  // The page notes when the fallback appeared and when it left for home, on its own clock: the wait is measured
  // where it happens, not by when a busy test runner gets to look.
  await page.addInitScript(() => {
    const note = (key: string) => sessionStorage.getItem(key) ?? sessionStorage.setItem(key, String(Date.now()));
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Redirecting to login page...')) note('fallbackShownAt');
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const leaving = () => sessionStorage.getItem('fallbackShownAt') && note('leftForHomeAt');
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => (leaving(), original(...args));
    }
    addEventListener('beforeunload', () => void leaving());
  });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Redirecting to login page...')).toBeVisible();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Authentication Required');
  await expect(toast).toContainText('Please log in to access this page.');
  await page.waitForURL((url) => url.pathname === '/');
  const [shownAt, leftAt] = await page.evaluate(() =>
    ['fallbackShownAt', 'leftForHomeAt'].map((key) => Number(sessionStorage.getItem(key))),
  );
  expect(leftAt! - shownAt!).toBeGreaterThan(1000);
  await expect(page.getByTestId('start-trial')).toBeVisible();
});

for (const path of ['/applications', '/analytics', '/search', '/results/abc', '/subscribe', '/admin']) {
  test(`${path} is protected`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  });
}

test('an unknown path shows the 404 page, answered with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('/auth/callback says it is completing sign-in and goes to /', async ({ page }) => {
  await page.goto('/auth/callback');
  await page.waitForURL((url) => url.pathname === '/');
});

test('/homepage redirects to /', async ({ page }) => {
  await page.goto('/homepage');
  await page.waitForURL((url) => url.pathname === '/');
});

const PUBLIC_PAGES: [string, RegExp][] = [
  ['/features', /feature/i],
  ['/how-it-works', /how it works/i],
  ['/pricing', /pricing/i],
  ['/terms', /terms/i],
  ['/terms-of-service', /terms of service/i],
  ['/privacy-policy', /privacy policy/i],
  ['/privacy', /privacy/i],
  ['/refund-policy', /refund/i],
  ['/shipping-and-delivery', /shipping/i],
  ['/contact', /contact/i],
  ['/sitemap', /sitemap/i],
  // The question names the Pro price in the visitor's currency (₹129 in India, $29 elsewhere).
  ['/payment-feedback', /Would you actually pay (₹129|\$29)\/month\?/],
  ['/payment-success', /payment/i],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`public page ${path} opens with its heading and a Back to Home link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
}

test('/privacy has 13 sections', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
});

test('/pricing shows the three plans, each line from the plan table the server enforces', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of ['Free', 'Pro', 'Enterprise']) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Most Popular')).toBeVisible();
  const free = page.getByTestId('plan-free');
  const pro = page.getByTestId('plan-pro');
  for (const line of PLAN_LINES) {
    const card = line.plans.includes('free') ? free.getByTestId('plan-line') : free.getByTestId('plan-line-missing');
    await expect(card.filter({ hasText: line.text })).toHaveCount(1);
    await expect(pro.getByTestId('plan-line').filter({ hasText: line.text })).toHaveCount(
      line.plans.includes('pro') ? 1 : 0,
    );
  }
  // What the server never did is gone.
  await expect(page.getByText(/up to 50|priority email support|API access|white-label/i)).toHaveCount(0);
  await page.screenshot({ path: '.artifacts/routes/pricing.png', fullPage: true });
});
