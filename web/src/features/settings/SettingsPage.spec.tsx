import { apiError } from '@app/client/testing';
import type { SubscriptionStatus, UserSettings } from '@app/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { SignedInPage } from '../auth/SignedInPage';
import { SettingsPage } from './SettingsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const SETTINGS: UserSettings = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  language: 'en',
  timezone: 'Asia/Kolkata',
  notifications: { jobAlerts: false, applicationUpdates: false, weeklySummary: false, productNews: false },
  notificationEmailsAvailable: true,
  privacy: { storeSentEmailBodies: true },
  outreach: {
    dailyLimit: 20,
    dailyLimitMax: 50,
    spacingSeconds: 120,
    sendingHours: { start: 9, end: 17 },
    sendingDays: [1, 2, 3, 4, 5],
    attachResume: false,
    followUps: { enabled: false, afterBusinessDays: 3, count: 1 },
    inRecipientHours: true,
  },
};

const FREE: SubscriptionStatus = {
  hasActiveSubscription: false,
  expiresAt: null,
  plan: 'free',
  trialEndsAt: null,
  status: null,
  cancelAtPeriodEnd: false,
  nextCharge: null,
  searches: { limit: 5, used: 0, remaining: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
  refund: { eligibleUntil: null, requested: null },
};

const PRO: SubscriptionStatus = {
  ...FREE,
  hasActiveSubscription: true,
  plan: 'pro',
  status: 'active',
  expiresAt: '2026-12-28T04:30:00.000Z',
  nextCharge: { at: '2026-12-28T04:30:00.000Z', currency: 'INR', symbol: '₹', price: 129 },
  searches: { limit: null, used: 0, remaining: null, resetsAt: null },
};

function showSettings(status: SubscriptionStatus = FREE) {
  fake.on('GET', '/api/auth/user', {
    body: {
      id: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      role: 'user',
      createdAt: '2026-11-01T00:00:00.000Z',
      termsAcceptedAt: '2026-11-01T00:00:00.000Z',
      subscriptionStatus: null,
      subscriptionExpiresAt: null,
      resumeText: null,
      resumeFileName: null,
      resumeUploadedAt: null,
    },
  });
  fake.on('GET', '/api/user/settings', { body: SETTINGS });
  fake.on('GET', '/api/subscription-status', { body: status });
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Providers>
        <SignedInPage title="Settings">
          <SettingsPage />
        </SignedInPage>
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const toastTitles = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');

// The whole page renders (every section asks the fake API): slower than one component on a busy machine.
describe('Settings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('saves a change in Sending with the one Save Changes, and has no second save that leaves it behind', async () => {
    fake.on('PUT', '/api/user/settings', (req) => ({
      body: { ...SETTINGS, outreach: { ...SETTINGS.outreach, ...(req.body as { outreach: object }).outreach } },
    }));
    const user = showSettings();
    const sending = await screen.findByTestId('settings-sending');
    const limit = within(sending).getByLabelText('Emails a day');
    await user.clear(limit);
    await user.type(limit, '35');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(screen.queryByTestId('save-sending')).toBeNull();
    expect(screen.getAllByRole('button', { name: /save/i })).toHaveLength(1);

    await user.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(fake.calls('PUT', '/api/user/settings')).toHaveLength(1));
    const [put] = fake.calls('PUT', '/api/user/settings');
    expect(put!.body).toMatchObject({ firstName: 'Ada', outreach: { dailyLimit: 35 } });
    await waitFor(() => expect(toastTitles().some((t) => t.includes('Settings saved'))).toBe(true));
    expect(screen.getByText('All changes saved.')).toBeTruthy();
  });

  it('never toasts “Settings saved” when the server refused the change', async () => {
    fake.on(
      'PUT',
      '/api/user/settings',
      apiError(422, 'invalid_outreach_settings', 'The daily limit can be at most 50 emails per mailbox.'),
    );
    const user = showSettings();
    const limit = within(await screen.findByTestId('settings-sending')).getByLabelText('Emails a day');
    await user.clear(limit);
    await user.type(limit, '51');
    await user.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(toastTitles().some((t) => t.includes('Settings not saved'))).toBe(true));
    expect(toastTitles().some((t) => t.includes('Settings saved'))).toBe(false);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('says which notifications are not sent yet, and offers no language the app cannot use', async () => {
    showSettings();
    const notifications = await screen.findByTestId('settings-notifications');
    for (const title of ['Application updates', 'Weekly summary', 'Product news']) {
      const row = within(notifications).getByText(title).closest('div')!.parentElement!;
      expect(row.textContent).toContain('Not sent yet.');
    }
    expect(within(notifications).getByText(/Only job alerts are sent today/)).toBeTruthy();
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    const options = [...language.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ['English', false],
      ['Español (not available yet)', true],
      ['Français (not available yet)', true],
      ['Deutsch (not available yet)', true],
    ]);
    expect(screen.getByText(/emails it writes for you follow the language of each job ad/)).toBeTruthy();
  });

  it('shows Pro’s next charge in the user’s zone and cancels at the period’s end after a confirmation', async () => {
    fake.on('POST', '/api/billing/cancel', { body: { ...PRO, cancelAtPeriodEnd: true, nextCharge: null } });
    const user = showSettings(PRO);
    const billing = await screen.findByTestId('settings-billing');
    await within(billing).findByText(/Next charge: ₹129 on Dec 28, 2026 at 10:00/);

    await user.click(within(billing).getByTestId('cancel-pro'));
    expect(within(billing).getByTestId('cancel-confirm').textContent).toContain('You will not be charged again.');
    expect(fake.calls('POST', '/api/billing/cancel')).toHaveLength(0);
    await user.click(within(billing).getByTestId('cancel-pro-confirm'));

    await within(billing).findByText(/Cancelled: Pro stays until Dec 28, 2026 at 10:00/);
    expect(within(billing).getByText('Nothing more will be charged.')).toBeTruthy();
    expect(within(billing).queryByTestId('cancel-pro')).toBeNull();
    expect(fake.calls('POST', '/api/billing/cancel')).toHaveLength(1);
  });

  it('shows a trial user when the trial ends, and the way to subscribe', async () => {
    showSettings({ ...FREE, plan: 'trial', trialEndsAt: '2030-01-05T06:30:00.000Z', searches: PRO.searches });
    const billing = await screen.findByTestId('settings-billing');
    await within(billing).findByText(/Your free trial ends Jan 05, 2030 at 12:00/);
    expect(
      within(billing)
        .getByRole('link', { name: /Subscribe to Pro/ })
        .getAttribute('href'),
    ).toBe('/subscribe');
    expect(within(billing).queryByTestId('cancel-pro')).toBeNull();
  });
});
