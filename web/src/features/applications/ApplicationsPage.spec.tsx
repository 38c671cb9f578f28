import { apiError } from '@app/client/testing';
import { COPY, type ApplicationOutcome, type EmailApplication } from '@app/types';
import { makeApplication } from '@app/types/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ApplicationsPage } from './ApplicationsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

/** The server's applications: the list answers what is here now, the writes change it. */
let stored: EmailApplication[] = [];
const byId = (path: string) => stored.find((a) => path.includes(a.id));

function showApplications() {
  render(
    <MemoryRouter>
      <Providers>
        <ApplicationsPage />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const rows = () => screen.findAllByTestId('application-row');
const rowOf = async (title: string) => (await rows()).find((r) => within(r).queryByText(title))!;
const toast = (title: string) => screen.findByText(title, { selector: '[data-testid="toast"] *' });

describe('the applications page', () => {
  beforeEach(() => {
    stored = [
      makeApplication({ jobTitle: 'Backend Engineer', outcome: 'replied', outcomeAt: '2026-03-03T10:00:00.000Z' }),
      makeApplication({ jobTitle: 'Data Engineer' }),
      makeApplication({ jobTitle: 'Platform Engineer', status: 'unknown', sentFolderUrl: 'https://mail.example/sent' }),
    ];
    fake
      .on('GET', '/api/email-applications', () => ({ body: stored }))
      .on('GET', '/api/user/settings', { body: { timezone: 'UTC' } })
      .on('PATCH', /^\/api\/email-applications\/[\w-]+$/, (request) => {
        const outcome = (request.body as { outcome: ApplicationOutcome | null }).outcome;
        const updated = { ...byId(request.path)!, outcome, outcomeAt: outcome ? '2026-03-04T10:00:00.000Z' : null };
        stored = stored.map((a) => (a.id === updated.id ? updated : a));
        return { body: updated };
      })
      .on('POST', /^\/api\/email-applications\/[\w-]+\/delivery$/, (request) => {
        const application = byId(request.path)!;
        if ((request.body as { sent: boolean }).sent) {
          const sent = { ...application, status: 'sent' as const, sentFolderUrl: null };
          stored = stored.map((a) => (a.id === sent.id ? sent : a));
          return { body: { application: sent } };
        }
        stored = stored.filter((a) => a.id !== application.id);
        return { body: { application: null } };
      });
  });

  it('shows each email with what came of it, and an interrupted send as Not confirmed', async () => {
    showApplications();

    expect(within(await rowOf('Backend Engineer')).getByTestId('outcome').textContent).toBe('Replied');
    expect(within(await rowOf('Data Engineer')).getByTestId('outcome').textContent).toBe('Not marked');
    const unconfirmed = await rowOf('Platform Engineer');
    expect(within(unconfirmed).getByTestId('unconfirmed-badge').textContent).toBe(COPY.unconfirmedSend.badge);
    expect(within(unconfirmed).queryByTestId('outcome')).toBeNull();
    expect(screen.getByText('3 applications')).toBeTruthy();
  });

  it('shows an automatic reply on the row and leaves the outcome unmarked', async () => {
    stored = [makeApplication({ jobTitle: 'SRE', autoReply: 'auto-reply: away until Monday, 7 December' })];
    showApplications();

    const row = await rowOf('SRE');
    expect(within(row).getByTestId('auto-reply').textContent).toBe('auto-reply: away until Monday, 7 December');
    expect(within(row).getByTestId('outcome').textContent).toBe('Not marked');
  });

  it('shows a hard bounce as Bounced with nothing to mark, and a soft one under a sent email', async () => {
    stored = [
      makeApplication({ jobTitle: 'SRE', status: 'bounced', bounce: 'bounced: 5.1.1' }),
      makeApplication({ jobTitle: 'QA', bounce: 'delivery delayed: 4.2.2' }),
    ];
    showApplications();

    const bounced = await rowOf('SRE');
    expect(within(bounced).getByTestId('bounced').textContent).toBe('Bounced');
    expect(within(bounced).getByTestId('bounce').textContent).toBe('bounced: 5.1.1');
    expect(within(bounced).queryByTestId('outcome')).toBeNull();
    const soft = await rowOf('QA');
    expect(within(soft).getByTestId('bounce').textContent).toBe('delivery delayed: 4.2.2');
    expect(within(soft).getByTestId('outcome').textContent).toBe('Not marked');
  });

  it('opens a bounced email with no outcome to mark and no follow-up', async () => {
    stored = [makeApplication({ jobTitle: 'SRE', status: 'bounced', bounce: 'bounced: 5.1.1' })];
    const user = showApplications();

    await user.click(await rowOf('SRE'));
    expect((await screen.findByTestId('bounced-note')).textContent).toContain('bounced: 5.1.1');
    expect(screen.queryByTestId('mark-replied')).toBeNull();
    expect(screen.queryByTestId('follow-up')).toBeNull();
  });

  it('shows an email being sent as Sending… from the first moment, with nothing to mark, until it has gone', async () => {
    stored = [makeApplication({ jobTitle: 'Frontend Engineer', status: 'sending' })];
    const user = showApplications();
    const row = await rowOf('Frontend Engineer');
    expect(within(row).getByTestId('sending-badge').textContent).toBe(COPY.sendingNow.badge);
    expect(within(row).queryByTestId('outcome')).toBeNull();
    await user.click(row);
    const dialog = await screen.findByTestId('application-dialog');
    expect(within(dialog).getByTestId('sending-note').textContent).toBe(COPY.sendingNow.outcomeLater);
    expect(within(dialog).queryByRole('button', { name: 'Interview' })).toBeNull();
  });

  it('marks an outcome from the email, on the row at once and on the server', async () => {
    const user = showApplications();
    await user.click(await rowOf('Data Engineer'));
    const dialog = await screen.findByTestId('application-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Interview' }));

    expect(within(dialog).getByTestId('outcome').textContent).toBe('Interview');
    await waitFor(async () =>
      expect(within(await rowOf('Data Engineer')).getByTestId('outcome').textContent).toBe('Interview'),
    );
    const [patch] = fake.requests.filter((r) => r.method === 'PATCH');
    expect(patch!.body).toEqual({ outcome: 'interview' });
    expect(patch!.path).toBe(`/api/email-applications/${stored[1]!.id}`);
  });

  it('shows the outcome before the server answers, and puts it back and says so when it is not saved', async () => {
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    fake.on('PATCH', /^\/api\/email-applications\/[\w-]+$/, async () => {
      await refused;
      return apiError(404, 'application_not_found', 'That application was not found.');
    });
    const user = showApplications();
    await user.click(await rowOf('Data Engineer'));
    await user.click(within(await screen.findByTestId('application-dialog')).getByRole('button', { name: 'Rejected' }));
    await waitFor(async () =>
      expect(within(await rowOf('Data Engineer')).getByTestId('outcome').textContent).toBe('Rejected'),
    );

    refuse();
    expect(await toast('Could not save the outcome')).toBeTruthy();
    expect(screen.getByText('That application was not found.')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await rowOf('Data Engineer')).getByTestId('outcome').textContent).toBe('Not marked'),
    );
  });

  it('asks whether a Not confirmed email went, offers no outcome, and drops it when it did not', async () => {
    const user = showApplications();
    await user.click(await rowOf('Platform Engineer'));
    const dialog = await screen.findByTestId('application-dialog');

    const question = within(dialog).getByTestId('unconfirmed-send');
    expect(within(question).getByText(COPY.unconfirmedSend.explanation, { exact: false })).toBeTruthy();
    expect(
      within(question)
        .getByRole('link', { name: /Sent folder/ })
        .getAttribute('href'),
    ).toBe('https://mail.example/sent');
    expect(within(dialog).queryByRole('group', { name: 'Mark the outcome' })).toBeNull();

    await user.click(within(question).getByRole('button', { name: COPY.unconfirmedSend.markNotSent }));
    expect(await toast(COPY.unconfirmedSend.markedNotSent)).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByText('Platform Engineer')).toBeNull();
  });

  it('turns a Not confirmed email into a sent one whose outcome can then be marked', async () => {
    const user = showApplications();
    await user.click(await rowOf('Platform Engineer'));
    const dialog = await screen.findByTestId('application-dialog');
    await user.click(within(dialog).getByRole('button', { name: COPY.unconfirmedSend.markSent }));

    expect(await toast(COPY.unconfirmedSend.markedSent)).toBeTruthy();
    expect(await within(dialog).findByRole('group', { name: 'Mark the outcome' })).toBeTruthy();
    await waitFor(async () =>
      expect(within(await rowOf('Platform Engineer')).getByTestId('outcome').textContent).toBe('Not marked'),
    );
  });
});
