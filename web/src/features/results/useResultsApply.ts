import { AUTO_APPLY_RESUME_MS, type Job } from '@app/types';
import {
  findPendingJob,
  savePendingApply,
  takePendingApply,
  toast,
  useApplyFlow,
  type ComposeDraft,
  type PendingApply,
  type SavedDraft,
} from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../app/api';
import { useGmailQueryToasts } from '../../lib/useGmailQueryToasts';

/**
 * The results page's apply step. Without a connected mailbox the draft is written and shown first; its 'Authorize
 * Gmail' keeps the job and the draft in sessionStorage and the browser goes to Gmail with this page as `returnUrl`
 * and `autoApply`; on the way back (`auto_apply=true&gmail=success`, or `gmail=declined`) the job resumes once,
 * after 500 ms, when the results have loaded, with that draft.
 *
 * @param jobs the search's jobs, or null while they are not there yet
 */
export function useResultsApply(jobs: readonly Job[] | null) {
  const { pathname } = useLocation();

  const goAuthorizeGmail = useCallback(
    (job: Job, draft: SavedDraft) => {
      savePendingApply(window.sessionStorage, job, draft);
      window.location.assign(api.gmailAuthorizeUrl({ returnUrl: pathname, autoApply: true }));
    },
    [pathname],
  );

  const flow = useApplyFlow();
  const { start } = flow;

  const [pending, setPending] = useState<PendingApply | null>(null);
  useGmailQueryToasts({
    onReturn: (result) => {
      // Taken on any return, so a failed or abandoned authorisation does not resume later by surprise.
      const taken = takePendingApply(window.sessionStorage);
      // Connected, or declined on Google's screen: either way the draft comes back to send, copy or open elsewhere.
      if (taken && (result.connected || result.declined) && result.autoApply) setPending(taken);
    },
  });

  useEffect(() => {
    if (!pending || !jobs) return;
    const timer = setTimeout(() => {
      setPending(null);
      const job = findPendingJob(jobs, pending);
      if (job) void start(job, { saved: pending.draft });
      else
        toast({
          title: 'Job not found',
          description: `${pending.title} at ${pending.companyName} is no longer in these results.`,
          variant: 'destructive',
        });
    }, AUTO_APPLY_RESUME_MS);
    return () => clearTimeout(timer);
  }, [pending, jobs, start]);

  const authorizeFromDialog = useCallback(
    (draft: ComposeDraft, current: SavedDraft) => {
      goAuthorizeGmail(draft.job, current);
    },
    [goAuthorizeGmail],
  );

  return { flow, authorizeFromDialog };
}
