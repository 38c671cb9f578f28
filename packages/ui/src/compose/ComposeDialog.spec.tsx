import { apiError, FakeApi } from '@app/client/testing';
import {
  browserTimeZone,
  COPY,
  scheduledTimeLabel,
  type DuplicateSendDetails,
  type GroundingReport,
  type MailAccount,
  type MailStatus,
} from '@app/types';
import { makeApplication, makeJob } from '@app/types/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/Toaster.js';
import { ApiClientProvider } from './api-context.js';
import { ComposeDialog } from './ComposeDialog.js';
import type { ComposeDraft } from './draft.js';

const GMAIL_READY: MailStatus = { authorized: true, needsRefresh: false, isConnected: true, gmailAvailable: true };
const NO_MAILBOX: MailStatus = { authorized: false, needsRefresh: false, isConnected: false, gmailAvailable: true };
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

function makeDraft(patch: Partial<ComposeDraft> = {}): ComposeDraft {
  const job = makeJob({ title: 'Frontend Engineer', companyName: 'Acme', jobPosterEmail: 'lin@acme.example' });
  return {
    id: 'draft-1',
    job,
    to: 'lin@acme.example',
    subject: 'Frontend Engineer application',
    body: 'Dear Lin,\n\nI would like to apply.',
    generator: 'llm',
    grounding: { unbacked: [], backed: [], modelClaims: null },
    idempotencyKey: 'key-1',
    request: { companyName: 'Acme', jobTitle: 'Frontend Engineer', jobDescription: 'Build the UI' },
    ...patch,
  };
}

let fake: FakeApi;

function renderDialog(draft: ComposeDraft, onClose = vi.fn(), onAuthorizeGmail = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client()}>
        <ComposeDialog draft={draft} onClose={onClose} onAuthorizeGmail={onAuthorizeGmail} />
        <Toaster />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

const sends = () => fake.calls('POST', '/api/send-email');
const toast = (title: string) => screen.findByText(title, { selector: '[data-testid="toast"] *' });

describe('the compose dialog', () => {
  beforeEach(() => {
    fake = new FakeApi()
      .on('GET', '/api/auth/gmail/status', { body: GMAIL_READY })
      .on('GET', '/api/mail/accounts', { body: [GMAIL_ACCOUNT] })
      .on('POST', '/api/compose/check', { body: { unbacked: [], backed: [], modelClaims: null } });
  });

  it('sends the edited email once, with no question when the check found nothing unbacked', async () => {
    fake.on('POST', '/api/send-email', {
      body: { success: true, sentVia: 'gmail', application: makeApplication({ companyName: 'Acme' }) },
    });
    const { user, onClose } = renderDialog(makeDraft());
    expect(screen.queryByTestId('compose-warnings')).toBeNull();

    const subject = screen.getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Frontend role at Acme');
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));

    expect(await toast(COPY.compose.sentTitle)).toBeTruthy();
    expect(screen.queryByTestId('unbacked-confirm')).toBeNull();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.body).toMatchObject({
      to: 'lin@acme.example',
      subject: 'Frontend role at Acme',
      idempotencyKey: 'key-1',
    });
    expect(sends()[0]!.body).not.toHaveProperty('confirmDuplicate');
    expect(onClose).toHaveBeenCalled();
  });

  describe('the grounding check', () => {
    const SUBJECT = 'Frontend Engineer application';
    const BODY = 'Dear Lin,\n\nI led a team of 40 engineers at Google. I build React apps every day.\n\nAda';
    const GOOGLE_WARNING = 'The email says you worked at or with "Google"; your resume does not mention it.';
    /** What the API answers for a text: "Google" unbacked and "React" backed, wherever they stand in it. */
    const reportFor = (subject: string, body: string): GroundingReport => {
      const text = `${subject}\n${body}`;
      return {
        unbacked: text.includes('Google')
          ? [{ kind: 'employer', text: 'Google', at: text.indexOf('Google'), warning: GOOGLE_WARNING }]
          : [],
        backed: text.includes('React')
          ? [{ kind: 'skill', text: 'React', at: text.indexOf('React'), evidence: 'Skills: React, TypeScript, CSS' }]
          : [],
        modelClaims: [{ claim: 'React', kind: 'skill', about: 'sender', resumeQuote: 'React' }],
      };
    };
    const checks = () => fake.calls('POST', '/api/compose/check');

    beforeEach(() => {
      fake
        .on('POST', '/api/compose/check', (request) => {
          const { subject, body } = request.body as { subject: string; body: string };
          return { body: reportFor(subject, body) };
        })
        .on('POST', '/api/send-email', { body: { success: true, sentVia: 'gmail' } });
    });
    const open = () => renderDialog(makeDraft({ subject: SUBJECT, body: BODY, grounding: reportFor(SUBJECT, BODY) }));

    it('shows each backed claim with the resume line behind it, and highlights each unbacked one in the text', async () => {
      open();
      const item = screen.getByTestId('evidence-item');
      expect(item.textContent).toContain('“React”');
      expect(within(item).getByTestId('evidence-line').textContent).toBe('Skills: React, TypeScript, CSS');
      expect(screen.getByTestId('compose-evidence').textContent).toContain('In your resume: 1 claim of this email');

      const marks = screen.getAllByTestId('unbacked-highlight');
      expect(marks.map((m) => m.textContent)).toEqual(['Google']);
      expect(marks[0]!.title).toBe(GOOGLE_WARNING);
      // The marks sit behind the very text the user edits: the same words, in the same places.
      expect(screen.getByTestId('highlight-backdrop').textContent).toBe(`${BODY}\u200b`);
      expect(screen.getAllByTestId('compose-warning').map((w) => w.textContent)).toEqual([GOOGLE_WARNING]);
      // The report came with the draft: nothing is checked again until the text changes.
      expect(checks()).toHaveLength(0);
    });

    it('checks the edited text again, once typing pauses, and the warnings and highlights follow', async () => {
      const { user } = open();
      const body = screen.getByTestId('compose-body');
      await user.clear(body);
      await user.type(body, 'Dear Lin,{enter}{enter}I build React apps at Initech.');

      await waitFor(() => expect(screen.queryByTestId('compose-warnings')).toBeNull(), { timeout: 3000 });
      expect(screen.queryByTestId('unbacked-highlight')).toBeNull();
      // One check for the whole edit (debounced), with the generation's fields and the model's claim list.
      expect(checks()).toHaveLength(1);
      expect(checks()[0]!.body).toMatchObject({
        companyName: 'Acme',
        jobTitle: 'Frontend Engineer',
        subject: SUBJECT,
        body: 'Dear Lin,\n\nI build React apps at Initech.',
        modelClaims: [{ claim: 'React', kind: 'skill', about: 'sender', resumeQuote: 'React' }],
      });
      // The evidence moved with its words: the fresh offsets point at them again.
      expect(screen.getByTestId('evidence-line').textContent).toBe('Skills: React, TypeScript, CSS');

      await user.type(body, ' Before that, Google.');
      expect(
        (await screen.findAllByTestId('compose-warning', {}, { timeout: 3000 })).map((w) => w.textContent),
      ).toEqual([GOOGLE_WARNING]);
      expect(screen.getAllByTestId('unbacked-highlight').map((m) => m.textContent)).toEqual(['Google']);
    });

    it('asks once before sending an email that still has warnings, and sends only on the answer', async () => {
      const { user, onClose } = open();
      await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));
      const question = await screen.findByTestId('unbacked-confirm');
      expect(question.textContent).toContain('1 claim is not in your resume: send anyway?');
      expect(sends()).toHaveLength(0);

      // "Edit the email" sends nothing and goes back to the text.
      await user.click(within(question).getByRole('button', { name: COPY.compose.editEmail }));
      expect(screen.queryByTestId('unbacked-confirm')).toBeNull();
      expect(document.activeElement).toBe(screen.getByTestId('compose-body'));
      expect(sends()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: COPY.compose.sendViaGmail }));
      await user.click(within(await screen.findByTestId('unbacked-confirm')).getByTestId('unbacked-send-anyway'));
      expect(await toast(COPY.compose.sentTitle)).toBeTruthy();
      expect(sends()).toHaveLength(1);
      expect(onClose).toHaveBeenCalled();
    });

    it('says "2 claims" when two remain', async () => {
      const subject = 'Ex-Google engineer';
      const report = reportFor(subject, BODY);
      report.unbacked.push({
        kind: 'employer',
        text: 'Google',
        at: subject.length + 1 + BODY.indexOf('Google'),
        warning: 'Second',
      });
      const { user } = renderDialog(makeDraft({ subject, body: BODY, grounding: report }));
      expect(screen.getAllByTestId('compose-warning')[0]!.textContent).toContain('(in the subject)');
      await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));
      expect((await screen.findByTestId('unbacked-confirm')).textContent).toContain(
        '2 claims are not in your resume: send anyway?',
      );
    });

    it('asks about the text as it is at the click, even before the check of the last edit came back', async () => {
      const { user } = open();
      const body = screen.getByTestId('compose-body');
      await user.clear(body);
      await user.type(body, 'Dear Lin, I build React apps.');
      // Send at once: the dialog checks the text now instead of answering from the old report.
      await user.click(screen.getByRole('button', { name: COPY.compose.sendViaGmail }));
      expect(await toast(COPY.compose.sentTitle)).toBeTruthy();
      expect(screen.queryByTestId('unbacked-confirm')).toBeNull();
      expect(sends()).toHaveLength(1);
      expect(checks().at(-1)!.body).toMatchObject({ body: 'Dear Lin, I build React apps.' });
    });

    it('takes a regenerated draft’s own report, without checking it again', async () => {
      const body = 'Dear Lin,\n\nI build React apps at Initech.\n\nAda';
      fake.on('POST', '/api/generate-email', {
        body: {
          success: true,
          email: { subject: SUBJECT, body },
          generator: 'llm',
          grounding: reportFor(SUBJECT, body),
        },
      });
      const { user } = open();
      expect(screen.getAllByTestId('unbacked-highlight')).toHaveLength(1);
      await user.click(screen.getByTestId('compose-regenerate'));
      await waitFor(() => expect(screen.queryByTestId('compose-warnings')).toBeNull());
      expect(screen.queryByTestId('unbacked-highlight')).toBeNull();
      expect(screen.getByTestId<HTMLTextAreaElement>('compose-body').value).toBe(body);
      expect(screen.getByTestId('evidence-line').textContent).toBe('Skills: React, TypeScript, CSS');
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(checks()).toHaveLength(0);
    });

    it('checks a draft that came without a report (restored after the Gmail redirect) at once', async () => {
      renderDialog(makeDraft({ subject: SUBJECT, body: BODY, grounding: null }));
      expect((await screen.findAllByTestId('compose-warning')).map((w) => w.textContent)).toEqual([GOOGLE_WARNING]);
      expect(checks()).toHaveLength(1);
    });
  });

  it('asks for the next attempt at each Regenerate, so a new draft can differ', async () => {
    fake.on('POST', '/api/generate-email', { body: { success: true, email: { subject: 'S', body: 'B' } } });
    const { user } = renderDialog(makeDraft());
    await user.click(screen.getByTestId('compose-regenerate'));
    await waitFor(() => expect(fake.calls('POST', '/api/generate-email')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('compose-regenerate').textContent).toBe('Regenerate'));
    await user.click(screen.getByTestId('compose-regenerate'));
    await waitFor(() => expect(fake.calls('POST', '/api/generate-email')).toHaveLength(2));
    const attempts = fake.calls('POST', '/api/generate-email').map((c) => (c.body as { attempt?: number }).attempt);
    expect(attempts).toEqual([2, 3]);
  });

  it("stops at a 409 duplicate, says what went before, and sends only on 'Send anyway'", async () => {
    const earlier: DuplicateSendDetails = {
      applicationId: '00000000-0000-4000-8000-0000000000bb',
      sentAt: '2026-02-20T10:00:00.000Z',
      to: 'lin@acme.example',
      jobTitle: 'Frontend Engineer',
      companyName: 'Acme',
      subject: 'An earlier application',
      reason: 'same-job',
      status: 'sent',
    };
    fake.on('POST', '/api/send-email', (request) =>
      (request.body as { confirmDuplicate?: boolean }).confirmDuplicate
        ? { body: { success: true, sentVia: 'gmail' } }
        : apiError(409, 'duplicate_send', 'You already applied to this job.', { ...earlier }),
    );
    const { user, onClose } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));

    const duplicate = await screen.findByTestId('duplicate-send');
    expect(within(duplicate).getByText('Already sent')).toBeTruthy();
    expect(
      within(duplicate).getByText(/You already applied to Frontend Engineer at Acme on .*lin@acme\.example/),
    ).toBeTruthy();
    expect(within(duplicate).getByText('Subject: An earlier application')).toBeTruthy();
    expect(screen.getByTestId('compose-send').hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(duplicate).getByRole('button', { name: COPY.compose.sendAnyway }));
    expect(await toast(COPY.compose.sentTitle)).toBeTruthy();
    expect(sends().map((s) => s.body)).toEqual([
      expect.not.objectContaining({ confirmDuplicate: true }),
      expect.objectContaining({ confirmDuplicate: true, idempotencyKey: 'key-1' }),
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('never says "sent" about an earlier email that is still in the outbox', async () => {
    fake.on(
      'POST',
      '/api/send-email',
      apiError(409, 'duplicate_send', 'An email about this job is already in your outbox.', {
        applicationId: '00000000-0000-4000-8000-0000000000dd',
        sentAt: '2026-11-30T04:30:00.000Z',
        to: 'lin@acme.example',
        jobTitle: 'Frontend Engineer',
        companyName: 'Acme',
        subject: 'Scheduled earlier',
        reason: 'same-job',
        status: 'scheduled',
      }),
    );
    const { user } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));

    const duplicate = await screen.findByTestId('duplicate-send');
    expect(within(duplicate).getByText('Already scheduled')).toBeTruthy();
    expect(
      within(duplicate).getByText(
        /^An email to lin@acme\.example about Frontend Engineer at Acme is in your outbox, to be sent .*30/,
      ),
    ).toBeTruthy();
    expect(duplicate.textContent).not.toMatch(/sent on|already applied|Already sent/i);
  });

  it("'Don't send' at a duplicate sends nothing more", async () => {
    fake.on(
      'POST',
      '/api/send-email',
      apiError(409, 'duplicate_send', 'You already emailed this person.', {
        applicationId: '00000000-0000-4000-8000-0000000000cc',
        sentAt: '2026-02-20T10:00:00.000Z',
        to: 'lin@acme.example',
        jobTitle: 'Designer',
        companyName: 'Acme',
        subject: 'Hello',
        reason: 'same-recipient',
      }),
    );
    const { user } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));
    await user.click(within(await screen.findByTestId('duplicate-send')).getByRole('button', { name: "Don't send" }));

    expect(screen.queryByTestId('duplicate-send')).toBeNull();
    expect(sends()).toHaveLength(1);
  });

  it("says why an email was not sent, in the provider's words, and keeps the draft open", async () => {
    fake.on('POST', '/api/send-email', apiError(502, 'email_not_sent', 'Email not sent: the mailbox is full'));
    const { user, onClose } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));

    expect(await toast(COPY.compose.notSentTitle)).toBeTruthy();
    expect(screen.getByText('the mailbox is full')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Dear Lin,\n\nI would like to apply.');
  });

  it('says an interrupted earlier send is not confirmed, with what to do', async () => {
    const sentence = 'We could not confirm this email was sent. Check your Sent folder.';
    fake.on('POST', '/api/send-email', apiError(409, 'send_unconfirmed', sentence, { applicationId: 'x' }));
    const { user } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.sendViaGmail }));

    expect(await toast(COPY.compose.unconfirmedTitle)).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  it('offers the Gmail setup instead of sending when no mailbox can send', async () => {
    fake.on('GET', '/api/auth/gmail/status', { body: NO_MAILBOX }).on('GET', '/api/mail/accounts', { body: [] });
    const { user } = renderDialog(makeDraft());
    await user.click(await screen.findByRole('button', { name: COPY.compose.setupGmail }));

    expect(await screen.findByText(COPY.compose.enableGmailTitle)).toBeTruthy();
    expect(sends()).toHaveLength(0);
  });

  it('shows a user with no mailbox the draft, with Use Email App, Authorize Gmail and Copy, and copies it', async () => {
    fake.on('GET', '/api/auth/gmail/status', { body: NO_MAILBOX }).on('GET', '/api/mail/accounts', { body: [] });
    const onAuthorizeGmail = vi.fn();
    const { user } = renderDialog(makeDraft(), vi.fn(), onAuthorizeGmail);
    expect(screen.getByTestId<HTMLTextAreaElement>('compose-body').value).toBe('Dear Lin,\n\nI would like to apply.');
    expect(await screen.findByTestId('no-mailbox-note')).toBeTruthy();
    await user.type(screen.getByTestId('compose-body'), ' Soon.');

    await user.click(screen.getByRole('button', { name: COPY.compose.setupGmail }));
    const prompt = await screen.findByTestId('gmail-setup-dialog');
    expect(within(prompt).getByRole('button', { name: COPY.compose.useEmailApp })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: COPY.compose.authorizeGmail })).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Copy' }));
    expect(await within(prompt).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Frontend Engineer application');
    expect(copied).toContain('I would like to apply. Soon.');

    // 'Authorize Gmail' takes the edited draft along (the results page keeps it across Google's screens).
    await user.click(within(prompt).getByRole('button', { name: COPY.compose.authorizeGmail }));
    await waitFor(() => expect(onAuthorizeGmail).toHaveBeenCalledOnce());
    expect(onAuthorizeGmail.mock.calls[0]![1]).toMatchObject({ body: 'Dear Lin,\n\nI would like to apply. Soon.' });
    expect(sends()).toHaveLength(0);
  });

  it('cannot send without a subject', async () => {
    const { user } = renderDialog(makeDraft());
    await screen.findByRole('button', { name: COPY.compose.sendViaGmail });
    await user.clear(screen.getByLabelText('Subject'));

    expect(screen.getByTestId('compose-send').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(fake.calls('GET', '/api/mail/accounts')).toHaveLength(1));
    expect(sends()).toHaveLength(0);
  });

  it('schedules on the user’s clock, naming the zone, and the toast says the same time the picker showed', async () => {
    // A zone that is not this test's own, so the dialog must name it.
    const zone = browserTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';
    const city = zone === 'Asia/Kolkata' ? 'Kolkata' : 'New York';
    // The server plans it on the recipient's clock: the job is in London.
    fake.on('GET', '/api/user/settings', { body: { timezone: zone } }).on('POST', '/api/outbox', (req) => ({
      body: {
        id: 'o1',
        status: 'scheduled',
        sendAt: (req.body as { sendAt: string }).sendAt,
        recipientTimeZone: 'Europe/London',
        recipientPlace: 'London',
        recipientHoursOnly: false,
      },
    }));
    const draft = makeDraft();
    draft.job.location = 'London Area, United Kingdom';
    const { user } = renderDialog(draft);
    await user.click(await screen.findByTestId('compose-send-later'));
    expect((await screen.findByTestId('compose-send-at-zone')).textContent).toBe(`${city} time`);

    const picker = screen.getByTestId('compose-send-at');
    await user.clear(picker);
    await user.type(picker, '2030-01-08T11:00');
    await user.click(screen.getByTestId('compose-schedule'));

    const sent = await waitFor(() => {
      const calls = fake.calls('POST', '/api/outbox');
      expect(calls).toHaveLength(1);
      return calls[0]!.body as { sendAt: string; jobLocation?: string };
    });
    // The job's location goes along, for a job the server did not store.
    expect(sent.jobLocation).toBe('London Area, United Kingdom');
    // 11:00 in the user's zone, whatever the browser's.
    expect(sent.sendAt).toBe(zone === 'Asia/Kolkata' ? '2030-01-08T05:30:00.000Z' : '2030-01-08T16:00:00.000Z');
    // The toast names London's time and the user's, as Applications → Scheduled does (2030 is more than a week away).
    const london = zone === 'Asia/Kolkata' ? '05:30' : '16:00';
    const shown = `Tue, Jan 08 ${london} in London · 11:00 yours (${city} time)`;
    expect(
      scheduledTimeLabel(
        sent.sendAt,
        { recipientTimeZone: 'Europe/London', recipientPlace: 'London' },
        { userZone: zone },
      ),
    ).toBe(shown);
    expect(
      await screen.findByText(
        `Your email to lin@acme.example goes ${shown} from your mailbox (see Applications → Scheduled).`,
      ),
    ).toBeTruthy();
  });

  it('over the mailbox’s daily limit, says so and offers Send later, which schedules the email', async () => {
    const zone = browserTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';
    const resetsAt = zone === 'Asia/Kolkata' ? '2030-01-08T18:30:00.000Z' : '2030-01-09T05:00:00.000Z';
    fake
      .on('GET', '/api/user/settings', { body: { timezone: zone } })
      .on(
        'POST',
        '/api/send-email',
        apiError(
          429,
          'daily_limit_reached',
          'Not sent: ada@example.com already sent 20 emails today, its daily limit, which keeps the mailbox safe. Use Send later and it goes at the next allowed time.',
          { fromAddress: 'ada@example.com', dailyLimit: 20, resetsAt },
        ),
      )
      .on('POST', '/api/outbox', (req) => ({
        body: { id: 'o1', status: 'scheduled', sendAt: (req.body as { sendAt: string }).sendAt },
      }));
    const { user, onClose } = renderDialog(makeDraft());
    // Wait for the user's zone before sending, as a person would see the dialog settle.
    await screen.findByTestId('compose-send-later');
    await waitFor(() => expect(fake.calls('GET', '/api/user/settings')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: COPY.compose.sendViaGmail }));

    expect((await screen.findByTestId('daily-limit-note')).textContent).toMatch(/already sent 20 emails today/);
    // Send later is open at the start of the user's next day, on their clock.
    expect(screen.getByTestId<HTMLInputElement>('compose-send-at').value).toBe('2030-01-09T00:00');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('compose-schedule'));
    expect(await toast('Scheduled')).toBeTruthy();
    expect(fake.calls('POST', '/api/outbox')[0]!.body).toMatchObject({ to: 'lin@acme.example', sendAt: resetsAt });
    expect(fake.calls('POST', '/api/send-email')).toHaveLength(1);
  });
});
