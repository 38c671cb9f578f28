import { ApiError } from '@app/client';
import { COPY, type DuplicateSendDetails, type SendEmailResponse } from '@app/types';

export interface EmailAppLinks {
  gmailComposeUrl?: string;
  mailtoLink?: string;
}

/** What a send came to, and so what the dialog does next. */
export type SendOutcome =
  | { kind: 'sent'; response: SendEmailResponse }
  | { kind: 'needs-auth'; links: EmailAppLinks }
  | { kind: 'duplicate'; details: DuplicateSendDetails }
  /** The mailbox address sent its day's limit: nothing went; Send later takes it at the next allowed slot. */
  | { kind: 'daily-limit'; message: string; resetsAt: string | null }
  | { kind: 'error'; title: string; description: string };

/** An answered send (HTTP 2xx). */
export function sendOutcomeFromResponse(response: SendEmailResponse): SendOutcome {
  if (response.success) return { kind: 'sent', response };
  if (response.needsGmailAuth) {
    return {
      kind: 'needs-auth',
      links: { gmailComposeUrl: response.gmailComposeUrl, mailtoLink: response.mailtoLink },
    };
  }
  if (response.requiresSignIn) {
    return { kind: 'error', title: COPY.compose.signInRequiredTitle, description: COPY.compose.signInRequired };
  }
  return { kind: 'error', title: COPY.compose.notSentTitle, description: response.error || COPY.compose.sendFallback };
}

export function isDuplicateSendDetails(value: unknown): value is DuplicateSendDetails {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.sentAt === 'string' && typeof v.to === 'string';
}

/** A send that threw: the 409 `duplicate_send`, a lost session, or anything else. */
export function sendOutcomeFromError(error: unknown): SendOutcome {
  if (error instanceof ApiError) {
    const code = error.body?.code;
    const details = error.body?.details;
    if (error.status === 409 && code === 'duplicate_send' && isDuplicateSendDetails(details)) {
      return { kind: 'duplicate', details };
    }
    if (error.status === 429 && code === 'daily_limit_reached') {
      const resetsAt = typeof details?.resetsAt === 'string' ? details.resetsAt : null;
      return { kind: 'daily-limit', message: error.message, resetsAt };
    }
    // Google refused the stored grant while sending: reconnect, or use the fallbacks the answer carries.
    if (code === 'gmail_reauth_required' || details?.needsGmailAuth === true) {
      const link = (key: string) => (typeof details?.[key] === 'string' ? details[key] : undefined);
      return {
        kind: 'needs-auth',
        links: { gmailComposeUrl: link('gmailComposeUrl'), mailtoLink: link('mailtoLink') },
      };
    }
    // This email's own earlier send was interrupted: it may have gone; the server says what to do.
    if (code === 'send_unconfirmed') {
      return { kind: 'error', title: COPY.compose.unconfirmedTitle, description: error.message };
    }
    if (code === 'email_not_sent') {
      const reason = error.message.replace(/^Email not sent:\s*/i, '');
      return { kind: 'error', title: COPY.compose.notSentTitle, description: reason || COPY.compose.sendFallback };
    }
    if (error.status === 401) {
      return { kind: 'error', title: COPY.compose.signInRequiredTitle, description: COPY.compose.signInRequired };
    }
  }
  const message = error instanceof Error ? error.message : '';
  return { kind: 'error', title: COPY.compose.sendFailedTitle, description: message || COPY.compose.sendFallback };
}

/** A sentence about the earlier email behind a 409, for the dialog: sent, on its way, or maybe sent. */
export function describeDuplicate(details: DuplicateSendDetails, formatDate: (iso: string) => string): string {
  const about = `${details.jobTitle} at ${details.companyName}`;
  if (details.status === 'sending') return `An email to ${details.to} about ${about} is being sent right now.`;
  // Not sent yet: `sentAt` is when it is due.
  if (details.status === 'scheduled') {
    return `An email to ${details.to} about ${about} is in your outbox, to be sent ${formatDate(details.sentAt)}.`;
  }
  const when = formatDate(details.sentAt);
  const maybe = details.status === 'unknown';
  const earlier =
    details.reason === 'same-recipient'
      ? `${maybe ? 'You may already have emailed' : 'You already emailed'} ${details.to} on ${when} (about ${about})`
      : `${maybe ? 'You may already have applied' : 'You already applied'} to ${about} on ${when}, writing to ${details.to}`;
  return maybe ? `${earlier}: we could not confirm that email was sent. Check your Sent folder.` : `${earlier}.`;
}

/** The duplicate note's title: only an email that went says "sent" (one in the outbox or on its way has not). */
export function duplicateTitle(details: DuplicateSendDetails): string {
  switch (details.status) {
    case 'scheduled':
      return 'Already scheduled';
    case 'sending':
      return 'Being sent now';
    case 'unknown':
      return 'Maybe already sent';
    default:
      return 'Already sent';
  }
}

/** A server sentence ready to be followed by another: ends with a full stop unless it has its own. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
