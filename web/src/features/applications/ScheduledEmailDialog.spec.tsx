import { apiError } from '@app/client/testing';
import type { OutboxItem } from '@app/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ScheduledList } from './ScheduledList';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const FOLLOW_UP: OutboxItem = {
  id: '00000000-0000-4000-8000-00000000f001',
  status: 'scheduled',
  followUpOf: '00000000-0000-4000-8000-000000000001',
  followUpNumber: 1,
  sendAt: '2030-01-22T09:00:00.000Z',
  sentAt: null,
  to: 'priya@acme.example',
  subject: 'Re: Application for Backend Engineer',
  body: 'Dear Priya Sharma,\n\nI wanted to follow up on my application.\n\nAda',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  jobUrl: null,
  attachResume: false,
  provider: 'smtp',
  fromAddress: 'ada@example.com',
  reason: null,
  recipientTimeZone: null,
  recipientPlace: null,
  recipientHoursOnly: false,
};

let stored: OutboxItem;

function showScheduled() {
  render(
    <MemoryRouter>
      <Providers>
        <ScheduledList timeZone="UTC" />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const toast = (title: string) => screen.findByText(title, { selector: '[data-testid="toast"] *' });

describe('a scheduled email, opened', () => {
  beforeEach(() => {
    stored = FOLLOW_UP;
    fake
      .on('GET', '/api/outbox', () => ({ body: [stored] }))
      .on('GET', '/api/mail/accounts', { body: [] })
      .on('GET', `/api/outbox/${FOLLOW_UP.id}`, () => ({ body: stored }))
      .on('PATCH', `/api/outbox/${FOLLOW_UP.id}`, (request) => {
        stored = { ...stored, ...(request.body as Partial<OutboxItem>) };
        return { body: stored };
      })
      .on('DELETE', `/api/outbox/${FOLLOW_UP.id}`, () => {
        stored = { ...stored, status: 'cancelled', reason: 'Cancelled by you.' };
        return { body: stored };
      });
  });

  it('shows the follow-up’s text and saves only what was edited, the time read on the user’s clock', async () => {
    const user = showScheduled();
    await user.click(await screen.findByTestId('outbox-open'));
    const dialog = await screen.findByTestId('scheduled-email-dialog');
    expect(within(dialog).getByText('Follow-up 1 to Acme')).toBeTruthy();
    const body = await within(dialog).findByTestId<HTMLTextAreaElement>('scheduled-email-body');
    expect(body.value).toBe(FOLLOW_UP.body);
    expect(within(dialog).getByTestId<HTMLInputElement>('scheduled-email-send-at').value).toBe('2030-01-22T09:00');
    expect(within(dialog).getByTestId<HTMLButtonElement>('scheduled-email-save').disabled).toBe(true);

    await user.type(body, ' Thanks.');
    const sendAt = within(dialog).getByTestId('scheduled-email-send-at');
    await user.clear(sendAt);
    await user.type(sendAt, '2030-01-23T10:30');
    await user.click(within(dialog).getByTestId('scheduled-email-save'));

    await toast('Changes saved');
    const [patch] = fake.calls('PATCH', `/api/outbox/${FOLLOW_UP.id}`);
    expect(patch!.body).toEqual({ body: `${FOLLOW_UP.body} Thanks.`, sendAt: '2030-01-23T10:30:00.000Z' });
    await waitFor(() => expect(screen.queryByTestId('scheduled-email-dialog')).toBeNull());
  });

  it('says why, in the API’s sentence, when the email started sending meanwhile', async () => {
    fake.on(
      'PATCH',
      `/api/outbox/${FOLLOW_UP.id}`,
      apiError(409, 'send_underway', 'This email is being sent right now.'),
    );
    const user = showScheduled();
    await user.click(await screen.findByTestId('outbox-open'));
    const dialog = await screen.findByTestId('scheduled-email-dialog');
    await user.type(await within(dialog).findByTestId('scheduled-email-subject'), '!');
    await user.click(within(dialog).getByTestId('scheduled-email-save'));
    expect((await within(dialog).findByTestId('scheduled-email-problem')).textContent).toBe(
      'This email is being sent right now.',
    );
  });

  it('cancels the email from the dialog', async () => {
    const user = showScheduled();
    await user.click(await screen.findByTestId('outbox-open'));
    await user.click(await screen.findByTestId('scheduled-email-cancel'));
    await toast('Taken out of the outbox');
    expect(fake.calls('DELETE', `/api/outbox/${FOLLOW_UP.id}`)).toHaveLength(1);
  });

  it('reads a sent email without letting it be changed', async () => {
    stored = { ...FOLLOW_UP, status: 'sent', sentAt: '2030-01-22T09:01:00.000Z' };
    const user = showScheduled();
    await user.click(await screen.findByTestId('outbox-open'));
    const dialog = await screen.findByTestId('scheduled-email-dialog');
    expect((await within(dialog).findByTestId('scheduled-email-readonly')).textContent).toMatch(/^Sent Jan 22, 2030/);
    expect(within(dialog).getByTestId<HTMLTextAreaElement>('scheduled-email-body').readOnly).toBe(true);
    expect(within(dialog).queryByTestId('scheduled-email-save')).toBeNull();
    expect(within(dialog).queryByTestId('scheduled-email-cancel')).toBeNull();
  });
});
