import { ApiError, applyAllSelectionQuery, queryKeys, settingsQuery } from '@app/client';
import { companiesReachedTwice, type ApplyAllCandidate, type OpenDraftBatch } from '@app/types';
import { Badge, Button, Checkbox, contactedText, Spinner, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Send, TriangleAlert, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api';

/**
 * Apply to All's selection mode on a search's results: every job with a contact, pre-ticked except those already
 * contacted, queued or answered (shown unticked with why) and all but one person per company; the count and the
 * batch's limit before drafting. A batch of this search still open is offered first ("Resume the open batch").
 */
export function ApplyAllSelection({ searchId, onCancel }: { searchId: string; onCancel: () => void }) {
  const selection = useQuery(applyAllSelectionQuery(api, searchId));
  const settings = useQuery(settingsQuery(api));
  // Refused (Free, or the search is gone): say why, and the list comes back.
  const refused = useEffectEvent((message: string) => {
    toast({ title: 'Apply to All', description: message, variant: 'destructive' });
    onCancel();
  });
  const failure = selection.isError && !selection.data ? selection.error.message : null;
  useEffect(() => {
    if (failure) refused(failure);
  }, [failure]);
  if (!selection.data) {
    return (
      <div className="grid place-items-center py-10" role="status">
        <Spinner />
        <span className="sr-only">Loading the jobs to choose from…</span>
      </div>
    );
  }
  return (
    <ChooseJobs
      // A fresh read (after a refused draft) starts from the server's default choice again.
      key={selection.dataUpdatedAt}
      searchId={searchId}
      candidates={selection.data.candidates}
      limit={selection.data.limit}
      openBatch={selection.data.openBatch}
      timeZone={settings.data?.timezone}
      onCancel={onCancel}
    />
  );
}

function ChooseJobs({
  searchId,
  candidates,
  limit,
  openBatch,
  timeZone,
  onCancel,
}: {
  searchId: string;
  candidates: ApplyAllCandidate[];
  limit: number;
  openBatch: OpenDraftBatch | null;
  timeZone: string | undefined;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => new Set(candidates.filter((c) => c.ticked).map((c) => c.siteJobId)));
  const [startNew, setStartNew] = useState(false);
  const byId = new Map(candidates.map((c) => [c.siteJobId, c]));
  const twice = companiesReachedTwice(candidates, chosen);
  const count = chosen.size;
  const draft = useMutation({
    mutationFn: () =>
      api.createDraftBatch({
        searchId,
        siteJobIds: candidates.filter((c) => chosen.has(c.siteJobId)).map((c) => c.siteJobId),
        // Ticking a second person of a company is the user's own choice: said so, or the server refuses it.
        ...(twice.length > 0 ? { severalPerCompany: true } : {}),
        ...(startNew ? { startNew: true } : {}),
      }),
    onSuccess: (batch) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.draftBatches });
      void navigate(`/apply-all/${batch.id}`);
    },
    onError: (error) => {
      toast({ title: 'Apply to All', description: error.message, variant: 'destructive' });
      // Contacted since the list was read, or a batch opened elsewhere: read the choice again.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.applyAllSelection(searchId) });
    },
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (openBatch && !startNew) {
    return (
      <section className="grid gap-3 rounded-lg border p-4" data-testid="open-batch-offer" aria-label="Open batch">
        <p className="flex items-start gap-2 text-sm">
          <History className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            You have an open batch from this search: {openBatch.drafts} {openBatch.drafts === 1 ? 'draft' : 'drafts'},{' '}
            {openBatch.toReview} still to review.
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild data-testid="resume-open-batch">
            <Link to={`/apply-all/${openBatch.id}`}>Resume the open batch</Link>
          </Button>
          <Button variant="outline" onClick={() => setStartNew(true)} data-testid="start-new-batch">
            Start a new one
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="grid gap-4" aria-label="Choose the jobs to apply to" data-testid="apply-all-selection">
      {/* The count and the Draft button stay in sight over a long list (under the phone's header bar). */}
      <div className="sticky top-16 z-20 grid gap-3 rounded-lg border bg-background p-4 shadow-sm md:top-0">
        <p className="text-sm">
          Choose the jobs to write to. Jobs you already emailed, queued or got an answer from stay unticked, and one
          person per company is ticked: the job&apos;s poster first, else the best-verified contact.
        </p>
        {startNew && openBatch && (
          <p className="text-sm text-muted-foreground">Starting a new batch closes the open one.</p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm" data-testid="apply-all-count" aria-live="polite">
            <span className="font-semibold">{count}</span> {count === 1 ? 'job' : 'jobs'} chosen · at most {limit} in
            one batch
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" onClick={onCancel} data-testid="apply-all-cancel">
              <X />
              Cancel
            </Button>
            <Button
              onClick={() => draft.mutate()}
              disabled={count === 0 || count > limit || draft.isPending}
              data-testid="apply-all-draft"
            >
              {draft.isPending ? <Spinner size="small" className="text-current" /> : <Send />}
              Draft {count} {count === 1 ? 'email' : 'emails'}
            </Button>
          </div>
        </div>
        {count > limit && (
          <p className="text-sm text-destructive" role="alert">
            One batch drafts at most {limit} {limit === 1 ? 'email' : 'emails'}: untick {count - limit}.
          </p>
        )}
        {twice.length > 0 && (
          <p className="flex items-start gap-2 text-sm" role="note" data-testid="several-per-company">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
            <span>More than one person at {twice.join(', ')} will get an email, as you chose.</span>
          </p>
        )}
      </div>
      <ul className="grid gap-2" aria-label="Jobs with a contact">
        {candidates.map((c) => {
          const speaker = c.sameCompanyAs ? byId.get(c.sameCompanyAs) : undefined;
          const reason = c.contacted
            ? contactedText(c.contacted, timeZone)
            : speaker
              ? speaker.contacted
                ? `${c.companyName} already contacted`
                : `One per company: ${speaker.contactName ?? speaker.to} is ticked`
              : c.ticked
                ? null
                : `Past the first ${limit}`;
          const id = `apply-all-${c.siteJobId}`;
          return (
            <li
              key={c.siteJobId}
              className="flex items-start gap-3 rounded-md border p-3"
              data-testid="apply-all-candidate"
              data-site-job-id={c.siteJobId}
            >
              <Checkbox
                id={id}
                className="mt-1"
                checked={chosen.has(c.siteJobId)}
                disabled={c.contacted !== null}
                onCheckedChange={(on) => toggle(c.siteJobId, on === true)}
                data-testid="apply-all-check"
              />
              <label htmlFor={id} className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium break-words">{c.title}</span>
                <span className="text-sm text-muted-foreground break-words">{c.companyName}</span>
                <span className="text-sm break-all">
                  {c.contactName ? `${c.contactName} · ` : ''}
                  {c.to}
                </span>
                {reason && (
                  <Badge variant="outline" className="mt-1 w-fit whitespace-normal" data-testid="unticked-reason">
                    {reason}
                  </Badge>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
