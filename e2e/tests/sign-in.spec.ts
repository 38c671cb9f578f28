import { expect, test } from '@playwright/test';
import { signInThroughProvider, uniqueEmail } from './support';

test('a job seeker signs in through the provider, sees their shell, switches theme, and logs out', async ({ page }) => {
  const person = { email: uniqueEmail('ada'), firstName: 'Ada', lastName: 'Lovelace' };
  await signInThroughProvider(page, person);
  await expect(page).toHaveURL('/');

  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByTestId('user-name')).toHaveText('Ada Lovelace');
  await expect(sidebar.getByText(person.email)).toBeVisible();
  for (const [label, description] of [
    ['Job Search', 'Find opportunities'],
    ['Applications', 'Track progress'],
    ['Analytics', 'Insights & metrics'],
    ['Settings', 'Preferences'],
  ]) {
    await expect(sidebar.getByRole('link', { name: new RegExp(`${label}.*${description}`) })).toBeVisible();
  }
  await expect(sidebar.getByText('New', { exact: true })).toBeVisible();

  // The terms ticked on the landing page were recorded on the new account.
  const user = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(user.termsAcceptedAt).toEqual(expect.any(String));

  // Theme: light by default, dark after the toggle, still dark after a reload.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await sidebar.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('welcome')).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('start-trial')).toBeVisible();
  const after = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
  expect(after).toBe(401);
});

test('signing in from a public page’s button asks for the terms once, and records them', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('public-cta'));
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Public');
  await page.getByRole('button', { name: 'Continue' }).click();

  // /api/login skipped the landing page's checkbox: the account has no acceptance, so the app asks first.
  const dialog = page.getByTestId('terms-acceptance-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('I agree to the Terms of Service and Privacy Policy');
  const before = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(before.termsAcceptedAt).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('terms-modal-accept')).toBeDisabled();
  await page.screenshot({ path: '.artifacts/sign-in/terms-after-sign-in.png' });
  await dialog.getByTestId('terms-modal-checkbox').click();
  await dialog.getByTestId('terms-modal-accept').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('welcome')).toContainText('Welcome, Pat!');

  const after = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(after.termsAcceptedAt).toEqual(expect.any(String));
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('terms-acceptance-dialog')).toHaveCount(0);
});

test('the start button stays disabled until the terms are accepted', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('start-trial')).toBeDisabled();
  await page.getByTestId('terms-checkbox').click();
  await expect(page.getByTestId('start-trial')).toBeEnabled();
});

test("a sign-in error shows the Authentication Error toast with its fixed sentence, never a link's text", async ({
  page,
}) => {
  await page.goto(
    '/?error=access_denied&description=Your%20account%20is%20suspended.%20Call%20support%20at%20%2B1-555-0100',
  );
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Authentication Error');
  await expect(toast).toContainText('Sign-in was cancelled. You can try again whenever you like.');
  await expect(toast).not.toContainText('suspended');
  await expect(page).toHaveURL('/');
});

test('the mobile header opens the menu with the same navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughProvider(page, { email: uniqueEmail('mobile'), firstName: 'Mo', lastName: 'Bile' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: /Settings/ }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
