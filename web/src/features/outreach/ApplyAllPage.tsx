import { COPY, scheduledTimeLabel } from '@app/types';
import { draftBatchQuery, queryKeys, settingsQuery } from '@app/client';
import type { OutreachDraft } from '@app/types';
import {
  Badge,
  bodyHighlights,
  Button,
  Card,
  GroundingEvidence,
  GroundingWarnings,
  HighlightTextarea,
  Input,
  Label,
  Spinner,
  standingEvidence,
  Switch,
  toast,
  UnbackedQuestion,
  useGroundingCheck,
  useUnbackedQuestion,
} from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, SkipForward, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../app/api';

/**
 * /apply-all/:batchId — Apply to All's review list: the drafts arrive as they are written; each can be edited,
 * skipped or approved, and approved ones go to the outbox (sent at the mailbox's safe pace, see Scheduled).
 */
export function ApplyAllPage() {
  const { batchId = '' } = useParams();
  const batch = useQuery(draftBatchQuery(api, batchId));
  const settings = useQuery(settingsQuery(api));
  const [attachResume, setAttachResume] = useState<boolean | null>(null);
  const attach = attachResume ?? settings.data?.outreach.attachResume ?? false;

  if (!batch.data) {
    return batch.isError ? (
      <p className="text-sm text-destructive" role="alert">
        {batch.error.message}
      </p>
    ) : (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <Spinner size="large" />
      </div>
    );
  }
  const drafts = batch.data.drafts;
  const count = (status: OutreachDraft['status']) => drafts.filter((d) => d.status === status).length;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link
          to={`/results/${batch.data.searchId}`}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to the results
        </Link>
        <p className="text-sm text-muted-foreground" data-testid="apply-all-summary">
          {drafts.length} {drafts.length === 1 ? 'email' : 'emails'} · {count('approved')} approved · {count('skipped')}{' '}
          skipped
          {batch.data.status === 'drafting' && ` · writing ${count('pending')} more…`}
        </p>
        <p className="text-sm text-muted-foreground">
          Read each email before it goes: approved emails wait in your outbox and leave your mailbox at a safe pace
          (Applications → Scheduled), never all at once.
        </p>
        <div className="flex items-center gap-2">
          <Switch id="attach-all" checked={attach} onCheckedChange={setAttachResume} data-testid="attach-resume-all" />
          <Label htmlFor="attach-all">Attach my resume</Label>
        </div>
      </header>
      <ul className="grid gap-4">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <DraftCard batchId={batchId} draft={draft} attachResume={attach} timeZone={settings.data?.timezone} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DraftCard({
  batchId,
  draft,
  attachResume,
  timeZone,
}: {
  batchId: string;
  draft: OutreachDraft;
  attachResume: boolean;
  timeZone: string | undefined;
}) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(draft.subject ?? '');
  const [body, setBody] = useState(draft.body ?? '');
  // The same grounding as the compose dialog: unbacked claims highlighted, evidence shown, re-checked after edits
  // against the sources the draft was written from; approving with unbacked claims asks once.
  const grounding = useGroundingCheck(draft.request, subject, body, draft.grounding);
  const unbacked = grounding.report?.unbacked ?? [];
  const { confirming, unlessUnbacked, dismiss } = useUnbackedQuestion(grounding, subject, body);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // A draft written after the card first showed: take its text once.
  const [seenBody, setSeenBody] = useState(draft.body);
  if (draft.body !== seenBody) {
    setSeenBody(draft.body);
    setSubject(draft.subject ?? '');
    setBody(draft.body ?? '');
    // and its report (the first check of a pending draft's empty text is dropped).
    grounding.reset(draft.grounding, draft.subject ?? '', draft.body ?? '');
  }
  // The batch, and the open batches Applications lists (one key prefix).
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.draftBatches });
  const approve = useMutation({
    mutationFn: () =>
      api.scheduleEmail({
        to: draft.to,
        subject: subject.trim(),
        body,
        jobTitle: draft.jobTitle,
        companyName: draft.companyName,
        ...(draft.jobUrl ? { jobUrl: draft.jobUrl } : {}),
        ...(draft.companyWebsite ? { companyWebsite: draft.companyWebsite } : {}),
        draftId: draft.id,
        attachResume,
      }),
    onSuccess: (planned) => {
      toast({
        title: 'In the outbox',
        description: `To ${draft.to}, ${scheduledTimeLabel(planned.sendAt, planned, { userZone: timeZone })}.`,
      });
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
    },
    onError: (error) => toast({ title: 'Not scheduled', description: error.message, variant: 'destructive' }),
  });
  const skip = useMutation({
    mutationFn: (skipped: boolean) => api.updateDraft(batchId, draft.id, { skipped }),
    onSuccess: refresh,
    onError: (error) => toast({ title: 'Not changed', description: error.message, variant: 'destructive' }),
  });
  const editable = draft.status === 'ready' || draft.status === 'failed';
  const canApprove = editable && !!subject.trim() && !!body.trim() && !approve.isPending;

  return (
    <Card className="grid gap-3 p-4" data-testid="draft-card" data-status={draft.status}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{draft.jobTitle}</span>
        <span className="text-sm text-muted-foreground">{draft.companyName}</span>
        <Badge variant="outline" className="ml-auto" data-testid="draft-status">
          {
            {
              pending: 'Writing…',
              ready: 'To review',
              failed: 'Not written',
              skipped: 'Skipped',
              approved: 'Approved',
            }[draft.status]
          }
        </Badge>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">To </span>
        <span data-testid="draft-to">{draft.to}</span>
      </p>
      {draft.status === 'pending' ? (
        <div className="h-24 animate-pulse rounded-md bg-muted/50" aria-busy />
      ) : draft.status === 'skipped' || draft.status === 'approved' ? null : (
        <>
          {draft.error && <p className="text-sm text-destructive">{draft.error} Write it yourself, or skip it.</p>}
          <Input
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            aria-label="Subject"
            data-testid="draft-subject"
          />
          <HighlightTextarea
            ref={bodyRef}
            value={body}
            highlights={bodyHighlights(body, subject, unbacked)}
            onChange={(event) => setBody(event.target.value)}
            rows={8}
            className="leading-relaxed"
            aria-label="Message"
            data-testid="draft-body"
          />
          <GroundingWarnings unbacked={unbacked} subject={subject} />
          <GroundingEvidence evidence={standingEvidence(grounding.report, subject, body)} />
          {confirming && (
            <UnbackedQuestion
              question={COPY.compose.unbackedQuestion(confirming.count, 'approve')}
              editLabel={COPY.compose.editEmail}
              goLabel={COPY.compose.approveAnyway}
              asked={confirming}
              dismiss={dismiss}
              focusText={() => bodyRef.current?.focus()}
              disabled={!canApprove}
            />
          )}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {draft.status === 'skipped' ? (
          <Button size="sm" variant="outline" onClick={() => skip.mutate(false)} disabled={skip.isPending}>
            <Undo2 />
            Take back
          </Button>
        ) : draft.status !== 'approved' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => skip.mutate(true)} data-testid="draft-skip">
              <SkipForward />
              Skip
            </Button>
            <Button
              size="sm"
              onClick={() => void unlessUnbacked(() => approve.mutate())}
              disabled={!canApprove || confirming !== null}
              data-testid="draft-approve"
            >
              {approve.isPending ? <Spinner size="small" className="text-current" /> : <Check />}
              Approve
            </Button>
          </>
        ) : (
          <Link to="/applications" className="text-sm text-primary underline-offset-4 hover:underline">
            In the outbox
          </Link>
        )}
      </div>
    </Card>
  );
}
