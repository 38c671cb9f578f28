import {
  COPY,
  type GenerateEmailRequest,
  type GenerateEmailResponse,
  type Job,
  type ScrapeCompanyResponse,
} from '@app/types';
import type { ApplyEvent } from './apply-machine.js';
import {
  draftFromGeneration,
  draftFromSaved,
  generateRequestFor,
  type ComposeDraft,
  type SavedDraft,
} from './draft.js';
import type { SendChannel } from './send-channel.js';

/** What the apply steps need from the outside; the hook passes the API and the query cache, tests pass fakes. */
export interface ApplyDeps {
  hasResume: () => Promise<boolean>;
  mailChannel: () => Promise<SendChannel>;
  gmailAvailability: () => Promise<{ available: boolean; message?: string }>;
  scrapeCompany: (companyLinkedinUrl: string) => Promise<ScrapeCompanyResponse>;
  generate: (request: GenerateEmailRequest) => Promise<GenerateEmailResponse>;
  notify: (toast: { title: string; description?: string; variant?: 'destructive' }) => void;
  newKey: () => string;
}

export type ApplyResult = { kind: 'ready'; draft: ComposeDraft } | { kind: 'failed' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export interface ApplyRunOptions {
  /** A draft brought back across the Gmail redirect: generation is skipped for it. */
  saved?: SavedDraft;
}

/**
 * The apply step of spec §4 for one job: resume check, mail check, the company profile when only its page is known
 * (a failure there goes on without it), generation; then the draft for the dialog. Draft first: without a mailbox
 * the email is written all the same and the dialog offers 'Setup Gmail' (use the email app, authorise Gmail) and
 * Copy; the browser never leaves for Google before the user has seen the email.
 */
export async function runApply(
  job: Job,
  deps: ApplyDeps,
  dispatch: (event: ApplyEvent) => void,
  { saved }: ApplyRunOptions = {},
): Promise<ApplyResult> {
  const fail = (title: string, description?: string): ApplyResult => {
    deps.notify({ title, ...(description ? { description } : {}), variant: 'destructive' });
    dispatch({ type: 'fail' });
    return { kind: 'failed' };
  };

  dispatch({ type: 'start', jobId: job.siteJobId });
  if (!job.jobPosterEmail) return fail('No contact email', 'This job has no email address to write to.');

  let gmailUnavailable: string | undefined;
  try {
    if (!(await deps.hasResume())) return fail(COPY.compose.resumeRequired);
    const channel = await deps.mailChannel();
    if (channel.kind === 'none') {
      const availability = await deps.gmailAvailability().catch(() => ({ available: true, message: undefined }));
      // Gmail cannot be connected here: the dialog offers the email app and SMTP instead of authorising.
      if (!availability.available) gmailUnavailable = availability.message || COPY.compose.gmailUnavailable;
    }
  } catch (error) {
    return fail('Could not check your mail connection', messageOf(error) || COPY.compose.sendFallback);
  }

  const companyUrl = job.company ? null : job.companyLinkedinUrl;
  dispatch({ type: 'mail-checked', scrapeCompany: Boolean(companyUrl) });
  let company = job.company;
  if (companyUrl) {
    try {
      const scraped = await deps.scrapeCompany(companyUrl);
      if (scraped.success && scraped.company) company = scraped.company;
    } catch {
      // Spec §4: a failed company scrape still goes on to generation, without company data.
    }
    dispatch({ type: 'company-done' });
  }

  const request = generateRequestFor(job, company);
  let draft: ComposeDraft;
  if (saved) {
    draft = draftFromSaved(job, request, saved);
  } else {
    let response: GenerateEmailResponse;
    try {
      response = await deps.generate(request);
    } catch (error) {
      return fail(COPY.compose.generationError(messageOf(error)));
    }
    if (!response.success || !response.email) return fail(COPY.compose.generationFailed(response.error));
    draft = draftFromGeneration(job, request, response, deps.newKey());
  }
  if (gmailUnavailable) draft.gmailUnavailable = gmailUnavailable;
  dispatch({ type: 'generated' });
  return { kind: 'ready', draft };
}
