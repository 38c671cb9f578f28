import { FakeApi } from '@app/client/testing';
import { COPY, type MailAccount, type MailStatus } from '@app/types';
import { makeJob } from '@app/types/testing';
import { ApiClientProvider, Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobView } from './JobView';
import type { ActivePage } from './useActivePage';

const tabs = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('wxt/browser', () => ({ browser: { tabs } }));
// The panel follows a LinkedIn job page (what the content script reported), until a spec makes another tab active.
const JOB_PAGE: ActivePage = {
  kind: 'report',
  tabId: 7,
  report: {
    url: 'https://www.linkedin.com/jobs/view/42',
    jobId: '42',
    jobIdFrom: 'url',
    jobUrl: 'https://www.linkedin.com/jobs/view/42',
    readable: true,
    hints: { title: 'Frontend Engineer', companyName: 'Acme' },
    at: 1,
  },
};
const active: { page: ActivePage } = vi.hoisted(() => ({ page: { kind: 'loading' } }));
vi.mock('./useActivePage', () => ({ useActivePage: () => active.page }));

const NO_MAILBOX: MailStatus = { authorized: false, needsRefresh: false, isConnected: false, gmailAvailable: true };
const GMAIL_READY: MailStatus = { authorized: true, needsRefresh: false, isConnected: true, gmailAvailable: true };
const GMAIL_ACCOUNT: MailAccount = {
  id: '00000000-0000-4000-8000-0000000000aa',
  provider: 'gmail',
  emailAddress: 'ada@example.com',
  isDefault: true,
  needsReauth: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  smtp: null,
  imap: null,
  replyDetection: null,
  replyDetectionProblem: null,
  sendingPause: null,
};
const BODY = 'Dear Lin,\n\nI would like to apply.';

let fake: FakeApi;

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const panel = () => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client()}>
        <JobView appUrl="http://app.example" />
        <Toaster />
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(panel());
  return {
    user: userEvent.setup(),
    /** Another tab is the active one now (Google's consent page, which the panel cannot read). */
    followTab: () => {
      active.page = { kind: 'unreadable', tabId: 8 };
      rerender(panel());
    },
  };
}

/** The panel comes back into view after the tab (the person clicks it again). */
const comeBack = () =>
  act(async () => {
    fireEvent.focus(window);
  });
const toastWith = (text: string) => screen.findByText(text, { selector: '[data-testid="toast"] *' });

/** Generate email → the draft (no mailbox), edited by `edit` → Setup Gmail → Authorize Gmail. */
async function authorizeFromDraft(user: ReturnType<typeof userEvent.setup>, edit = '') {
  await user.click(await screen.findByRole('button', { name: 'Generate email' }));
  expect(await screen.findByTestId('compose-dialog')).toBeTruthy();
  if (edit) await user.type(screen.getByTestId('compose-body'), edit);
  await user.click(await screen.findByRole('button', { name: COPY.compose.setupGmail }));
  const prompt = await screen.findByTestId('gmail-setup-dialog');
  await user.click(within(prompt).getByRole('button', { name: COPY.compose.authorizeGmail }));
}

describe("the panel's compose dialog without a mailbox", () => {
  beforeEach(() => {
    tabs.create.mockReset();
    active.page = JOB_PAGE;
    fake = new FakeApi()
      .on('POST', '/api/contacts/lookup', {
        body: makeJob({ title: 'Frontend Engineer', companyName: 'Acme', jobPosterEmail: 'lin@acme.example' }),
      })
      .on('POST', '/api/generate-email', {
        body: { success: true, email: { subject: 'Frontend Engineer application', body: BODY }, generator: 'llm' },
      })
      .on('GET', '/api/user/resume', {
        body: { hasResume: true, resumeText: 'Frontend developer.', fileName: 'a.pdf' },
      })
      .on('GET', '/api/auth/gmail/status', { body: NO_MAILBOX })
      .on('GET', '/api/mail/accounts', { body: [] });
  });

  it('starts the mail authorisation in a new tab and says plainly, not as an error, when Gmail was not connected', async () => {
    const { user, followTab } = renderPanel();
    await authorizeFromDraft(user);

    // The same authorisation the web's Apply starts: returnUrl and autoApply, in a tab; the panel stays.
    expect(tabs.create).toHaveBeenCalledOnce();
    const url = new URL(tabs.create.mock.calls[0]![0].url as string, 'http://app');
    expect(url.pathname).toBe('/api/auth/gmail/authorize');
    expect(url.searchParams.get('returnUrl')).toBe('/settings');
    expect(url.searchParams.get('autoApply')).toBe('true');

    // The new tab is the active page; the draft stays open over the panel's 'cannot read this page'.
    followTab();
    expect(await screen.findByTestId('page-unreadable')).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>('compose-body').value).toBe(BODY);

    // Deny on Google's screen (the status still says no mailbox): the draft is still here to copy or open elsewhere.
    await comeBack();
    const notice = await toastWith(COPY.gmail.declined);
    expect(notice.closest('[data-testid="toast"]')!.textContent).not.toContain('contact support');
    expect(screen.queryByText(COPY.gmail.failed)).toBeNull();
    expect(screen.getByTestId<HTMLTextAreaElement>('compose-body').value).toBe(BODY);
    expect(screen.getByTestId('gmail-setup-dialog')).toBeTruthy();

    // Told once: coming back again says nothing new.
    await comeBack();
    await waitFor(() => expect(fake.calls('GET', '/api/auth/gmail/status').length).toBeGreaterThanOrEqual(3));
    expect(screen.getAllByText(COPY.gmail.declined)).toHaveLength(1);
  });

  it('comes back to the same draft ready to send through Gmail once the person allowed it', async () => {
    const { user, followTab } = renderPanel();
    await authorizeFromDraft(user, ' Soon.');
    followTab();

    fake.on('GET', '/api/auth/gmail/status', { body: GMAIL_READY }).on('GET', '/api/mail/accounts', {
      body: [GMAIL_ACCOUNT],
    });
    await comeBack();
    expect(await toastWith(COPY.gmail.connected)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('compose-send').textContent).toContain(COPY.compose.sendViaGmail));
    expect(screen.queryByTestId('gmail-setup-dialog')).toBeNull();
    expect(screen.getByTestId<HTMLTextAreaElement>('compose-body').value).toBe(`${BODY} Soon.`);
    expect(fake.calls('POST', '/api/send-email')).toHaveLength(0);
  });
});
