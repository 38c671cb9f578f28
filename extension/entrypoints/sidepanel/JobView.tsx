import type { Job } from '@app/types';
import {
  ComposeDialog,
  JobContact,
  MatchReasons,
  MatchScoreBadge,
  Spinner,
  useApiClient,
  useApplyFlow,
  useGmailAuthorizeInTab,
  type ApplyFlow,
} from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { browser } from 'wxt/browser';
import type { StoredPageReport } from '../../utils/storage';
import { useActivePage, type ActivePage } from './useActivePage';

/** How long a looked-up job stays fresh in the panel (the server caches contacts much longer). */
const LOOKUP_STALE_MS = 5 * 60_000;

const openTab = (url: string) => void browser.tabs.create({ url });

/** "This job": the job of the page the panel follows, or why there is none. */
export function JobView({ appUrl }: { appUrl: string }) {
  const page = useActivePage();
  // The draft outlives the page the panel follows: 'Authorize Gmail' opens Google's consent in a new tab, which then
  // is the active page (one the panel cannot read), and coming back the same draft must still be open.
  const flow = useApplyFlow();
  // No mailbox: the draft shows first; its 'Authorize Gmail' starts the mail authorisation in a new tab, and coming
  // back to the panel says whether Gmail was connected (and re-reads the mail status).
  const authorizeGmail = useGmailAuthorizeInTab(openTab);
  return (
    <>
      <ActivePageView page={page} appUrl={appUrl} flow={flow} />
      <ComposeDialog
        draft={flow.draft}
        onClose={flow.close}
        onAuthorizeGmail={authorizeGmail}
        mailSettingsHref={`${appUrl}/settings`}
      />
    </>
  );
}

function ActivePageView({ page, appUrl, flow }: { page: ActivePage; appUrl: string; flow: ApplyFlow }) {
  if (page.kind === 'loading') return <Spinner />;
  if (page.kind === 'unreadable') {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="page-unreadable">
        The extension cannot read this page. Open a job on LinkedIn (a page such as linkedin.com/jobs/view/…) and it
        shows up here.
      </p>
    );
  }
  if (page.report.readable === false) {
    return (
      <p
        className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
        data-testid="page-markup-unknown"
      >
        The extension cannot read this LinkedIn page: its layout has changed in a way the extension does not understand
        yet. Open the job on its own page (linkedin.com/jobs/view/…) and it shows up here.
      </p>
    );
  }
  if (!page.report.jobId || !page.report.jobUrl) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="no-job">
        No job is open on this page. Pick a job in the list and it shows up here.
      </p>
    );
  }
  return (
    <JobPanel key={page.report.jobUrl} report={page.report} jobUrl={page.report.jobUrl} appUrl={appUrl} flow={flow} />
  );
}

/** A contact still `verifying` is looked up again this often, this many times (a greylisting retry takes ~70 s). */
const LOOKUP_RECHECK_MS = 20_000;
const LOOKUP_RECHECKS = 4;

function JobPanel({
  report,
  jobUrl,
  appUrl,
  flow,
}: {
  report: StoredPageReport;
  jobUrl: string;
  appUrl: string;
  flow: ApplyFlow;
}) {
  const api = useApiClient();
  const lookup = useQuery({
    queryKey: ['/api/contacts/lookup', jobUrl],
    queryFn: () => api.lookupContact({ jobUrl }),
    staleTime: LOOKUP_STALE_MS,
    // A slow mail server's verdict lands later in the same contact: ask again a few times (each lookup counts against
    // the user's lookup budget, so not forever; the badge says it is still being checked).
    refetchInterval: (query) =>
      query.state.data?.emailVerificationStatus === 'verifying' && query.state.dataUpdateCount <= LOOKUP_RECHECKS
        ? LOOKUP_RECHECK_MS
        : false,
  });

  const job: Job | undefined = lookup.data;
  const title = job?.title || report.hints.title;
  const company = job?.companyName || report.hints.companyName;

  return (
    <section className="grid gap-3" data-testid="job-view" data-job-id={report.jobId ?? ''}>
      <div className="grid gap-1">
        <h2 className="text-base font-semibold leading-snug" data-testid="job-title">
          {title ?? `Job ${report.jobId}`}
        </h2>
        {company && <p className="text-sm text-muted-foreground">{company}</p>}
        {job?.match && (
          <div className="grid gap-1">
            <div>
              <MatchScoreBadge match={job.match} />
            </div>
            <MatchReasons match={job.match} />
          </div>
        )}
      </div>

      {lookup.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="small" /> Looking up the contact for this job…
        </p>
      )}
      {lookup.isError && (
        <p className="text-sm text-destructive" role="alert" data-testid="lookup-error">
          Could not look this job up: {lookup.error.message}
        </p>
      )}
      {job && (
        <>
          <JobContact
            job={job}
            locked={job.locked}
            onApply={(target) => void flow.start(target)}
            applyStep={flow.stepFor(job)}
            applyDisabled={!flow.canStart}
            onUnlock={() => openTab(`${appUrl}/subscribe`)}
            applyLabel="Generate email"
          />
          {job.locked && (
            <p className="text-xs text-muted-foreground" data-testid="locked-note">
              Pro finds the contact for this job and lets you write to them from here.
            </p>
          )}
        </>
      )}
      <p className="text-xs text-muted-foreground">
        <button type="button" className="underline-offset-4 hover:underline" onClick={() => void lookup.refetch()}>
          Look up again
        </button>
        {' · '}
        <a
          href={`${appUrl}/applications`}
          target="_blank"
          rel="noreferrer"
          className="underline-offset-4 hover:underline"
        >
          Your applications
        </a>
      </p>
    </section>
  );
}
