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
  /**
   * No mailbox is connected and Gmail can be: keep the job and go to authorise. Answer 'redirecting' when the
   * page is leaving (the steps then stay where they are), anything else to go back to idle.
   */
  onMailNotConnected: (job: Job, draft?: SavedDraft) => 'redirecting' | void;
  notify: (toast: { title: string; description?: string; variant?: 'destructive' }) => void;
  newKey: () => string;
}

export type ApplyResult = { kind: 'ready'; draft: ComposeDraft } | { kind: 'redirecting' } | { kind: 'failed' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The apply step of spec §4 for one job: resume check, mail check (or the Gmail redirect), the company profile
 * when only its page is known (a failure there goes on without it), generation; then the draft for the dialog.
 */
export interface ApplyRunOptions {
  /** A draft brought back across the Gmail redirect: generation is skipped for it. */
  saved?: SavedDraft;
  /**
   * This run resumes after the Gmail redirect: if the mailbox still is not connected it must not redirect again
   * (that could loop); the dialog opens and offers 'Setup Gmail' instead.
   */
  resumed?: boolean;
}

export async function runApply(
  job: Job,
  deps: ApplyDeps,
  dispatch: (event: ApplyEvent) => void,
  { saved, resumed = false }: ApplyRunOptions = {},
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
    if (channel.kind === 'none' && !resumed) {
      const availability = await deps.gmailAvailability().catch(() => ({ available: true, message: undefined }));
      if (availability.available) {
        if (deps.onMailNotConnected(job, saved) === 'redirecting') return { kind: 'redirecting' };
        dispatch({ type: 'fail' });
        return { kind: 'failed' };
      }
      // Gmail cannot be connected here: write the email anyway; the dialog offers the email app and SMTP.
      gmailUnavailable = availability.message || COPY.compose.gmailUnavailable;
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
