import {
  defaultEmailSubject,
  greetingName,
  type CompanyProfile,
  type GenerateEmailRequest,
  type GenerateEmailResponse,
  type GroundingReport,
  type Job,
  type SendEmailRequest,
} from '@app/types';
import type { EmailAppLinks } from './send-result.js';

/** The email the compose dialog opens with: what was generated, for whom, and how to send it. */
export interface ComposeDraft {
  /** Changes with every new draft, so the dialog starts fresh. */
  id: string;
  job: Job;
  to: string;
  subject: string;
  body: string;
  generator: 'llm' | 'template' | null;
  /**
   * The grounding check of the generated text: the claims it could not back (highlighted, and asked about before
   * sending) and those the resume backs with their lines. Null when there is none yet (the dialog checks at once).
   */
  grounding: GroundingReport | null;
  /** One per generated email: every send attempt of this draft reuses it, so nothing is sent twice. */
  idempotencyKey: string;
  /** What generated it; regenerate asks again with the same. */
  request: GenerateEmailRequest;
  /** Set when no mailbox is connected and the server cannot connect Gmail (its sentence). */
  gmailUnavailable?: string;
}

/** What of a draft survives the Gmail redirect (sessionStorage). */
export type SavedDraft = Pick<ComposeDraft, 'subject' | 'body' | 'generator' | 'grounding' | 'idempotencyKey'>;

/** A fresh random key (crypto.randomUUID where it exists; it is missing outside secure contexts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The generation request for a job: the description, the contact, and the company profile when known. */
export function generateRequestFor(job: Job, company: CompanyProfile | null | undefined): GenerateEmailRequest {
  const request: GenerateEmailRequest = {
    companyName: job.companyName,
    jobTitle: job.title,
    jobDescription: job.description ?? '',
    siteJobId: job.siteJobId,
  };
  // The address decides whom the email greets: the contact's own name, or nobody by name at careers@ or jobs@.
  const name = greetingName({ email: job.jobPosterEmail, name: job.jobPosterName, source: job.contactSource });
  if (job.jobPosterEmail) request.recipientEmail = job.jobPosterEmail;
  if (name) request.posterName = name;
  if (name && job.jobPosterTitle) request.posterTitle = job.jobPosterTitle;
  if (company) request.company = company;
  return request;
}

/**
 * The request for Regenerate: the same facts with the next attempt number, so the API writes a different draft
 * (or answers 409 `no_other_draft` with why, which the dialog shows). A draft is attempt 1 until regenerated.
 */
export function regenerateRequest(request: GenerateEmailRequest): GenerateEmailRequest {
  return { ...request, attempt: (request.attempt ?? 1) + 1 };
}

/** A draft from a successful generation (the default subject when the answer has none). */
export function draftFromGeneration(
  job: Job,
  request: GenerateEmailRequest,
  response: GenerateEmailResponse,
  idempotencyKey: string,
): ComposeDraft {
  return {
    id: newIdempotencyKey(),
    job,
    to: job.jobPosterEmail ?? '',
    subject: response.email?.subject?.trim() || defaultEmailSubject(job.title, job.companyName),
    body: response.email?.body ?? '',
    generator: response.generator ?? null,
    grounding: response.grounding ?? null,
    idempotencyKey,
    request,
  };
}

/** A draft brought back after the Gmail redirect. */
export function draftFromSaved(job: Job, request: GenerateEmailRequest, saved: SavedDraft): ComposeDraft {
  // A draft saved before the report existed has none: the dialog checks it again on opening.
  return {
    id: newIdempotencyKey(),
    job,
    to: job.jobPosterEmail ?? '',
    request,
    ...saved,
    grounding: saved.grounding ?? null,
  };
}

/** The send request for the dialog's current subject and body. */
export function sendRequestFor(
  draft: Pick<ComposeDraft, 'job' | 'to' | 'request' | 'idempotencyKey'>,
  subject: string,
  body: string,
  confirmDuplicate = false,
): SendEmailRequest {
  const request: SendEmailRequest = {
    to: draft.to,
    subject: subject.trim(),
    body,
    jobTitle: draft.job.title,
    companyName: draft.job.companyName,
    idempotencyKey: draft.idempotencyKey,
  };
  const jobUrl = draft.job.link || draft.job.jobUrl;
  if (jobUrl) request.jobUrl = jobUrl;
  const website = draft.request.company?.website ?? draft.job.companyWebsite;
  if (website) request.companyWebsite = website;
  if (confirmDuplicate) request.confirmDuplicate = true;
  return request;
}

/** The mailto link for an email (used when the server did not give one). */
export function mailtoLink(to: string, subject: string, body: string): string {
  const params = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${params}`;
}

/**
 * 'Use Email App': the server's Gmail compose page in a new tab when it gave one, else its mailto link, else one
 * made here (spec §4).
 */
export function emailAppTarget(
  links: EmailAppLinks | null,
  email: { to: string; subject: string; body: string },
): { kind: 'tab' | 'mailto'; url: string } {
  if (links?.gmailComposeUrl) return { kind: 'tab', url: links.gmailComposeUrl };
  return { kind: 'mailto', url: links?.mailtoLink || mailtoLink(email.to, email.subject, email.body) };
}

/** The text 'Copy' puts on the clipboard. */
export function clipboardText(subject: string, body: string): string {
  return `Subject: ${subject}\n\n${body}`;
}
