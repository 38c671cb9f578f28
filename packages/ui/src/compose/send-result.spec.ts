import { ApiError } from '@app/client';
import type { DuplicateSendDetails } from '@app/types';
import { describe, expect, it } from 'vitest';
import { emailAppTarget, mailtoLink, sendRequestFor } from './draft.js';
import {
  asSentence,
  describeDuplicate,
  duplicateTitle,
  sendOutcomeFromError,
  sendOutcomeFromResponse,
} from './send-result.js';

const details: DuplicateSendDetails = {
  applicationId: 'app-1',
  sentAt: '2025-03-01T10:00:00.000Z',
  to: 'jane@acme.example',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  subject: 'Application for Backend Engineer position at Acme',
  reason: 'same-job',
};

describe('what a send came to', () => {
  it('is sent on success', () => {
    expect(sendOutcomeFromResponse({ success: true, sentViaGmail: true }).kind).toBe('sent');
  });

  it('asks for Gmail with the fallbacks when the server needs authorisation', () => {
    expect(
      sendOutcomeFromResponse({
        success: false,
        needsGmailAuth: true,
        gmailComposeUrl: 'https://mail.example/compose',
        mailtoLink: 'mailto:a@b.example',
      }),
    ).toEqual({
      kind: 'needs-auth',
      links: { gmailComposeUrl: 'https://mail.example/compose', mailtoLink: 'mailto:a@b.example' },
    });
  });

  it("is 'Email not sent' with the server's error, or the spec's fallback", () => {
    expect(sendOutcomeFromResponse({ success: false, error: 'Mailbox full' })).toEqual({
      kind: 'error',
      title: 'Email not sent',
      description: 'Mailbox full',
    });
    expect(sendOutcomeFromResponse({ success: false })).toMatchObject({
      description: 'Please try again or use the copy option',
    });
  });

  it('shows the earlier send behind a 409 duplicate_send', () => {
    const error = new ApiError(409, 'Already sent', {
      statusCode: 409,
      error: 'Conflict',
      message: 'Already sent',
      code: 'duplicate_send',
      details: { ...details },
    });
    expect(sendOutcomeFromError(error)).toEqual({ kind: 'duplicate', details });
  });

  it('asks for Gmail again, with the fallbacks, when Google refused the stored grant', () => {
    const error = new ApiError(502, 'Email not sent: invalid_grant', {
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Email not sent: invalid_grant',
      code: 'gmail_reauth_required',
      details: { needsGmailAuth: true, gmailComposeUrl: 'https://mail.example/c', mailtoLink: 'mailto:x@y.example' },
    });
    expect(sendOutcomeFromError(error)).toEqual({
      kind: 'needs-auth',
      links: { gmailComposeUrl: 'https://mail.example/c', mailtoLink: 'mailto:x@y.example' },
    });
  });

  it("is 'Email not sent' with the provider's reason when the provider did not take it", () => {
    const error = new ApiError(502, 'Email not sent: mailbox unavailable', {
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Email not sent: mailbox unavailable',
      code: 'email_not_sent',
    });
    expect(sendOutcomeFromError(error)).toEqual({
      kind: 'error',
      title: 'Email not sent',
      description: 'mailbox unavailable',
    });
  });

  it("is 'Failed to send email' with the message for other errors", () => {
    expect(sendOutcomeFromError(new ApiError(502, 'SMTP server refused the login'))).toEqual({
      kind: 'error',
      title: 'Failed to send email',
      description: 'SMTP server refused the login',
    });
    expect(sendOutcomeFromError(new ApiError(409, 'Conflict', undefined))).toMatchObject({
      title: 'Failed to send email',
    });
    expect(sendOutcomeFromError(new ApiError(401, 'Unauthorized')).kind).toBe('error');
  });

  it('says when and to whom the earlier email went', () => {
    expect(describeDuplicate(details, () => 'Mar 1')).toBe(
      'You already applied to Backend Engineer at Acme on Mar 1, writing to jane@acme.example.',
    );
    expect(describeDuplicate({ ...details, reason: 'same-recipient' }, () => 'Mar 1')).toContain(
      'You already emailed jane@acme.example on Mar 1',
    );
  });

  it('says an earlier email may have gone when its sending was interrupted, or is on its way', () => {
    expect(describeDuplicate({ ...details, status: 'unknown' }, () => 'Mar 1')).toBe(
      'You may already have applied to Backend Engineer at Acme on Mar 1, writing to jane@acme.example: we could ' +
        'not confirm that email was sent. Check your Sent folder.',
    );
    expect(describeDuplicate({ ...details, status: 'sending' }, () => 'Mar 1')).toBe(
      'An email to jane@acme.example about Backend Engineer at Acme is being sent right now.',
    );
  });

  it('says an email in the outbox is due, not sent, and titles each case by what happened', () => {
    const scheduled = { ...details, status: 'scheduled' as const };
    expect(describeDuplicate(scheduled, () => 'Mar 1')).toBe(
      'An email to jane@acme.example about Backend Engineer at Acme is in your outbox, to be sent Mar 1.',
    );
    expect(duplicateTitle(scheduled)).toBe('Already scheduled');
    expect(duplicateTitle({ ...details, status: 'sending' })).toBe('Being sent now');
    expect(duplicateTitle({ ...details, status: 'unknown' })).toBe('Maybe already sent');
    expect(duplicateTitle({ ...details, status: 'sent' })).toBe('Already sent');
    expect(duplicateTitle(details)).toBe('Already sent');
  });

  it("says plainly that this email's own earlier send could not be confirmed", () => {
    const message = 'We could not confirm this email was sent: the app stopped while sending it on Mar 1.';
    const error = new ApiError(409, message, {
      statusCode: 409,
      error: 'Conflict',
      message,
      code: 'send_unconfirmed',
      details: { applicationId: 'app-1' },
    });
    expect(sendOutcomeFromError(error)).toEqual({ kind: 'error', title: 'Not confirmed', description: message });
  });
});

describe('the email app fallback', () => {
  it("prefers the server's compose page, then its mailto link, then one made here", () => {
    const email = { to: 'jane@acme.example', subject: 'Hi there', body: 'Line 1\nLine 2' };
    expect(emailAppTarget({ gmailComposeUrl: 'https://c.example', mailtoLink: 'mailto:x' }, email)).toEqual({
      kind: 'tab',
      url: 'https://c.example',
    });
    expect(emailAppTarget({ mailtoLink: 'mailto:x' }, email)).toEqual({ kind: 'mailto', url: 'mailto:x' });
    expect(emailAppTarget(null, email).url).toBe(mailtoLink(email.to, email.subject, email.body));
    expect(mailtoLink(email.to, email.subject, email.body)).toBe(
      'mailto:jane@acme.example?subject=Hi%20there&body=Line%201%0ALine%202',
    );
  });
});

describe('the send request', () => {
  it('reuses the draft key and confirms a duplicate only when asked', () => {
    const draft = {
      to: 'jane@acme.example',
      idempotencyKey: 'key-1',
      request: { companyName: 'Acme', jobTitle: 'Dev', jobDescription: '' },
      job: {
        title: 'Dev',
        companyName: 'Acme',
        link: 'https://jobs.example/1',
        jobUrl: null,
        companyWebsite: 'https://acme.example',
      },
    } as Parameters<typeof sendRequestFor>[0];
    const first = sendRequestFor(draft, ' Subject ', 'Body');
    const again = sendRequestFor(draft, 'Subject', 'Body', true);
    expect(first).toEqual({
      to: 'jane@acme.example',
      subject: 'Subject',
      body: 'Body',
      jobTitle: 'Dev',
      companyName: 'Acme',
      jobUrl: 'https://jobs.example/1',
      companyWebsite: 'https://acme.example',
      idempotencyKey: 'key-1',
    });
    expect(again.idempotencyKey).toBe('key-1');
    expect(again.confirmDuplicate).toBe(true);
  });
});

describe('server sentences', () => {
  it('end with one full stop', () => {
    expect(asSentence('Gmail is not set up here')).toBe('Gmail is not set up here.');
    expect(asSentence("Gmail sending isn't set up on this server. Add an SMTP account instead. ")).toBe(
      "Gmail sending isn't set up on this server. Add an SMTP account instead.",
    );
  });
});
