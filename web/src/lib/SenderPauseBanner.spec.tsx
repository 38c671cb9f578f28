import { apiError } from '@app/client/testing';
import type { MailAccount } from '@app/types';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { SenderPauseBanners } from './SenderPauseBanner';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../app/api', () => ({ api: fake.client() }));

const mailbox = (patch: Partial<MailAccount> = {}): MailAccount => ({
  id: '6f1c2a4e-1b7d-4a44-9d3c-1f0e2b3c4d5e',
  provider: 'smtp',
  emailAddress: 'ada@example.com',
  isDefault: true,
  needsReauth: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  smtp: { host: 'smtp.example.com', port: 587, secure: false, username: 'ada@example.com' },
  imap: null,
  replyDetection: null,
  replyDetectionProblem: null,
  sendingPause: null,
  ...patch,
});
const paused = mailbox({
  sendingPause: { since: '2026-11-28T09:00:00.000Z', reason: '3 of the last 20 emails bounced' },
});

function showBanners() {
  render(
    <Providers>
      <SenderPauseBanners />
    </Providers>,
  );
  return userEvent.setup();
}

describe('the sender pause banner', () => {
  let stored: MailAccount[];
  beforeEach(() => {
    stored = [paused, mailbox({ id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', emailAddress: 'other@example.com' })];
    fake.on('GET', '/api/mail/accounts', () => ({ body: stored }));
  });

  it('says which mailbox paused and why, and resumes it by hand', async () => {
    fake.on('POST', `/api/mail/accounts/${paused.id}/resume`, () => {
      stored = stored.map((a) => ({ ...a, sendingPause: null }));
      return { body: stored[0] };
    });
    const user = showBanners();

    const banner = await screen.findByTestId('sender-paused');
    expect(banner.textContent).toContain('Sending from ada@example.com is paused: 3 of the last 20 emails bounced.');
    // Only the paused mailbox has one.
    expect(screen.getAllByTestId('sender-paused')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resume sending' }));
    await waitFor(() => expect(screen.queryByTestId('sender-paused')).toBeNull());
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/mail/accounts/${paused.id}/resume`,
    ]);
    expect(await screen.findByText('Sending resumed')).toBeTruthy();
  });

  it('keeps the banner and says why when resuming fails', async () => {
    fake.on(
      'POST',
      `/api/mail/accounts/${paused.id}/resume`,
      apiError(404, 'mail_account_not_found', 'That mail account was not found.'),
    );
    const user = showBanners();

    await user.click(await screen.findByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByText('Not resumed')).toBeTruthy();
    expect(screen.getByTestId('sender-paused')).toBeTruthy();
  });

  it('shows nothing while every mailbox sends', async () => {
    stored = [mailbox()];
    showBanners();
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/api/mail/accounts')).toBe(true));
    expect(screen.queryByTestId('sender-paused')).toBeNull();
  });
});
