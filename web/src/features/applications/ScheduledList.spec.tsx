// The browser runs in Colombo, which keeps India's offset but is not India's zone (put back after this file).
const ownZone = process.env.TZ;
process.env.TZ = 'Asia/Colombo';

import type { OutboxItem } from '@app/types';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ScheduledList } from './ScheduledList';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const item = (patch: Partial<OutboxItem>): OutboxItem => ({
  id: 'o1',
  status: 'scheduled',
  followUpOf: null,
  followUpNumber: null,
  sendAt: '2030-01-08T04:30:00.000Z', // Tuesday 10:00 in India and in Colombo
  sentAt: null,
  to: 'lin@acme.example',
  subject: 'Application for Backend Engineer',
  body: 'Hello',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  jobUrl: null,
  attachResume: false,
  provider: 'smtp',
  fromAddress: 'ada@example.com',
  reason: null,
  recipientTimeZone: 'Asia/Kolkata',
  recipientPlace: 'Bengaluru',
  recipientHoursOnly: false,
  ...patch,
});

function showScheduled(timeZone: string, items: OutboxItem[]) {
  fake.on('GET', '/api/outbox', { body: items }).on('GET', '/api/mail/accounts', { body: [] });
  render(
    <MemoryRouter>
      <Providers>
        <ScheduledList timeZone={timeZone} />
      </Providers>
    </MemoryRouter>,
  );
}

describe('the Scheduled list on the recipient’s clock', () => {
  // Only Date is faked (a Sunday), so "Tue" is two days ahead; the list's own timers run.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-06T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());
  afterAll(() => {
    if (ownZone === undefined) delete process.env.TZ;
    else process.env.TZ = ownZone;
  });

  it('shows the recipient’s time and the user’s: "Tue 10:00 in Bengaluru · 10:00 yours"', async () => {
    showScheduled('Asia/Colombo', [item({})]);
    expect((await screen.findByTestId('outbox-time')).textContent).toBe('Goes Tue 10:00 in Bengaluru · 10:00 yours');
    expect(screen.queryByTestId('outbox-recipient-hours')).toBeNull();
  });

  it('shows one time when the user is on the recipient’s zone, and says when it goes in their hours alone', async () => {
    showScheduled('Asia/Kolkata', [item({ recipientHoursOnly: true })]);
    expect((await screen.findByTestId('outbox-time')).textContent).toBe('Goes Tue 10:00 in Bengaluru');
    expect(screen.getByTestId('outbox-recipient-hours').textContent).toBe(
      'Goes in Bengaluru’s working hours (09:00–17:30 on weekdays): your sending hours never meet them.',
    );
  });

  it('names the user’s zone when the recipient’s is unknown and the user’s is not the browser’s', async () => {
    showScheduled('Asia/Kolkata', [item({ recipientTimeZone: null, recipientPlace: null })]);
    expect((await screen.findByTestId('outbox-time')).textContent).toBe('Goes Tue 10:00 (Kolkata time)');
  });
});
