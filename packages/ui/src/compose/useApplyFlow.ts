import { companyQuery, gmailAvailabilityOf, mailAccountsQuery, mailStatusQuery, savedResumeQuery } from '@app/client';
import type { Job } from '@app/types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { toast } from '../components/toast-store.js';
import { useApiClient } from './api-context.js';
import { applyReducer, INITIAL_APPLY_STATE, isApplyEnabled, stepForJob, type ApplyStep } from './apply-machine.js';
import { runApply, type ApplyDeps, type ApplyRunOptions } from './apply-runner.js';
import { newIdempotencyKey, type ComposeDraft } from './draft.js';
import { sendChannel } from './send-channel.js';

/**
 * The apply step for a list of jobs: `start(job)` runs the steps of spec §4 and opens the compose dialog with the
 * draft (`draft`), with or without a mailbox (the dialog's 'Setup Gmail' connects one); `close()` returns to idle.
 * Mail status, accounts and the resume are read fresh each time.
 */
export function useApplyFlow() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(applyReducer, INITIAL_APPLY_STATE);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  // A second click before the first render of the new step must not start a second run.
  const running = useRef(false);

  const deps = useMemo<ApplyDeps>(
    () => ({
      hasResume: async () => (await queryClient.fetchQuery({ ...savedResumeQuery(api), staleTime: 0 })).hasResume,
      mailChannel: async () => {
        const [status, accounts] = await Promise.all([
          queryClient.fetchQuery({ ...mailStatusQuery(api), staleTime: 0 }),
          // The account list refines the answer (an SMTP default); without it the Gmail status decides.
          queryClient.fetchQuery({ ...mailAccountsQuery(api), staleTime: 0 }).catch(() => null),
        ]);
        return sendChannel(status, accounts);
      },
      // The status mailChannel just fetched answers this too: read from the cache, not asked again.
      gmailAvailability: async () => gmailAvailabilityOf(await queryClient.fetchQuery(mailStatusQuery(api))),
      scrapeCompany: (url) => queryClient.fetchQuery(companyQuery(api, url)),
      generate: (request) => api.generateEmail(request),
      notify: (input) => toast(input),
      newKey: newIdempotencyKey,
    }),
    [api, queryClient],
  );

  const start = useCallback(
    async (job: Job, options?: ApplyRunOptions) => {
      if (running.current) return;
      running.current = true;
      const result = await runApply(job, deps, dispatch, options);
      if (result.kind === 'ready') setDraft(result.draft);
      running.current = false;
    },
    [deps],
  );

  const close = useCallback(() => {
    setDraft(null);
    dispatch({ type: 'close' });
  }, []);

  const stepFor = useCallback((job: Job): ApplyStep => stepForJob(state, job.siteJobId), [state]);

  return { state, draft, start, close, stepFor, canStart: isApplyEnabled(state) };
}

export type ApplyFlow = ReturnType<typeof useApplyFlow>;
