import {
  allSearchJobPages,
  gmailAvailabilityOf,
  mailAccountsQuery,
  mailStatusQuery,
  queryKeys,
  settingsQuery,
} from '@app/client';
import {
  browserTimeZone,
  COPY,
  COPY_FEEDBACK_MS,
  formatSearchDate,
  recipientHoursOnlyNote,
  scheduledTimeLabel,
  fromZonedLocal,
  SEND_SUCCESS_TOAST_MS,
  timeZoneLabel,
  toZonedLocal,
  zoneSuffix,
  type DuplicateSendDetails,
} from '@app/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, Copy, FileText, RefreshCw, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/Button.js';
import { Checkbox } from '../components/Checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog.js';
import { Input, Label } from '../components/Input.js';
import { Spinner } from '../components/Spinner.js';
import { HighlightTextarea } from '../components/HighlightTextarea.js';
import { toast } from '../components/toast-store.js';
import { useApiClient } from './api-context.js';
import { GmailSetupDialog } from './GmailSetupDialog.js';
import {
  clipboardText,
  emailAppTarget,
  newIdempotencyKey,
  regenerateRequest,
  sendRequestFor,
  type ComposeDraft,
  type SavedDraft,
} from './draft.js';
import { bodyHighlights, standingEvidence } from './grounding.js';
import { GroundingEvidence, GroundingWarnings, UnbackedQuestion, useUnbackedQuestion } from './GroundingPanels.js';
import { useGroundingCheck } from './useGroundingCheck.js';
import { canRegenerate, canSend, sendButtonLabel, sendChannel } from './send-channel.js';
import {
  asSentence,
  describeDuplicate,
  duplicateTitle,
  sendOutcomeFromError,
  sendOutcomeFromResponse,
  type EmailAppLinks,
  type SendOutcome,
} from './send-result.js';

export interface ComposeDialogProps {
  /** The draft to edit; the dialog is open while there is one. */
  draft: ComposeDraft | null;
  onClose: () => void;
  /** 'Authorize Gmail': keep the job and this draft, and go to Google (how depends on the face). */
  onAuthorizeGmail: (draft: ComposeDraft, current: SavedDraft) => void;
  /** Where mail accounts are managed (opened in a new tab). */
  mailSettingsHref?: string;
}

/** A `datetime-local` value an hour from now, on the user's clock. */
const inAnHour = (zone: string): string => toZonedLocal(new Date(Date.now() + 3_600_000), zone);

/** The compose dialog (spec §2, §4): read-only To, subject, body, the grounding warnings, copy, regenerate, send. */
export function ComposeDialog({ draft, onClose, ...props }: ComposeDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {draft && <ComposeForm key={draft.id} draft={draft} onClose={onClose} onBusyChange={setBusy} {...props} />}
    </Dialog>
  );
}

function ComposeForm({
  draft,
  onClose,
  onAuthorizeGmail,
  mailSettingsHref = '/settings',
  onBusyChange,
}: Omit<ComposeDialogProps, 'draft'> & { draft: ComposeDraft; onBusyChange: (busy: boolean) => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const ids = useId();
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [generator, setGenerator] = useState(draft.generator);
  const [idempotencyKey, setIdempotencyKey] = useState(draft.idempotencyKey);
  const [duplicate, setDuplicate] = useState<DuplicateSendDetails | null>(null);
  const [copied, setCopied] = useState(false);
  const [setup, setSetup] = useState<{ links: EmailAppLinks | null } | null>(null);
  const [authorizing, setAuthorizing] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(draft.gmailUnavailable ?? null);
  const [attachResume, setAttachResume] = useState(false);
  // 'Send later': a date and time on the user's clock (Settings → Regional; the browser's when it cannot be read, as
  // in the extension), so the time picked, the toast and Applications → Scheduled show one time. The outbox may
  // send a little later, at the mailbox's next allowed slot.
  const [laterAt, setLaterAt] = useState<string | null>(null);
  // The 429 of a direct send over the mailbox's daily limit, shown above Send later.
  const [limited, setLimited] = useState<string | null>(null);
  const userZone = useQuery({ ...settingsQuery(api), retry: false }).data?.timezone ?? browserTimeZone();
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // The grounding check follows the edits; sending with claims it could not back asks once (`confirming`).
  const grounding = useGroundingCheck(draft.request, subject, body, draft.grounding);
  const unbacked = grounding.report?.unbacked ?? [];
  const { confirming, unlessUnbacked, dismiss } = useUnbackedQuestion(grounding, subject, body);

  const status = useQuery(mailStatusQuery(api));
  const accounts = useQuery(mailAccountsQuery(api));
  const channel = sendChannel(status.data, accounts.isError ? null : accounts.data);
  const label = sendButtonLabel(channel);

  // Each Regenerate asks for the next attempt (a different draft, or a 409 that says why there is none).
  const [request, setRequest] = useState(draft.request);
  const regenerate = useMutation({
    mutationFn: async () => {
      const next = regenerateRequest(request);
      return { next, response: await api.generateEmail(next) };
    },
    onSuccess: ({ next, response }) => {
      setRequest(next);
      if (!response.success || !response.email) {
        toast({ title: COPY.compose.generationFailed(response.error), variant: 'destructive' });
        return;
      }
      const nextSubject = response.email.subject?.trim() || subject;
      setSubject(nextSubject);
      setBody(response.email.body);
      grounding.reset(response.grounding ?? null, nextSubject, response.email.body);
      setGenerator(response.generator ?? null);
      // A new email: a new key, so sending it is not mistaken for a retry of the last one.
      setIdempotencyKey(newIdempotencyKey());
      setDuplicate(null);
    },
    onError: (error) => toast({ title: COPY.compose.generationError(error.message), variant: 'destructive' }),
  });

  const withAttachment = <T extends object>(request: T) =>
    attachResume ? { ...request, attachResume: true } : request;
  const send = useMutation({
    mutationFn: (confirmDuplicate: boolean) =>
      api.sendEmail(withAttachment(sendRequestFor({ ...draft, idempotencyKey }, subject, body, confirmDuplicate))),
    onSuccess: (response) => handleOutcome(sendOutcomeFromResponse(response)),
    onError: (error) => handleOutcome(sendOutcomeFromError(error)),
  });

  const scheduleLater = useMutation({
    mutationFn: (sendAt: string) =>
      api.scheduleEmail({
        ...withAttachment(sendRequestFor({ ...draft, idempotencyKey }, subject, body)),
        sendAt: (fromZonedLocal(sendAt, userZone) ?? new Date(sendAt)).toISOString(),
        ...(draft.job.location ? { jobLocation: draft.job.location } : {}),
      }),
    onSuccess: (planned) => {
      toast({
        title: 'Scheduled',
        description: `Your email to ${draft.to} goes ${scheduledTimeLabel(planned.sendAt, planned, { userZone })} from your mailbox (see Applications → Scheduled).${planned.recipientHoursOnly ? ` ${recipientHoursOnlyNote(planned.recipientPlace)}` : ''}`,
        duration: SEND_SUCCESS_TOAST_MS,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
      void queryClient.invalidateQueries(allSearchJobPages);
      onClose();
    },
    onError: (error) => handleOutcome(sendOutcomeFromError(error)),
  });

  const generating = regenerate.isPending;
  const sending = send.isPending;
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function handleOutcome(outcome: SendOutcome) {
    switch (outcome.kind) {
      case 'sent': {
        const { sentVia, application } = outcome.response;
        const provider = sentVia ?? application?.provider ?? (channel.kind === 'smtp' ? 'smtp' : 'gmail');
        const from = application?.fromAddress ?? (channel.kind === 'smtp' ? channel.address : null);
        const via = provider === 'gmail' ? 'via Gmail' : from ? `from ${from}` : 'from your mailbox';
        toast({
          title: COPY.compose.sentTitle,
          description: `Your application to ${draft.job.companyName} went to ${draft.to} ${via}.`,
          duration: SEND_SUCCESS_TOAST_MS,
        });
        for (const queryKey of [queryKeys.emailApplications, queryKeys.analyticsStats, queryKeys.dashboardStats]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        void queryClient.invalidateQueries(allSearchJobPages);
        onClose();
        return;
      }
      case 'needs-auth':
        void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus });
        void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts });
        setSetup({ links: outcome.links });
        return;
      case 'duplicate':
        setDuplicate(outcome.details);
        return;
      case 'daily-limit':
        // Refused, never dropped: say why and open Send later at the time the limit counts afresh.
        setLimited(outcome.message);
        setLaterAt(
          toZonedLocal(outcome.resetsAt ? new Date(outcome.resetsAt) : new Date(Date.now() + 86_400_000), userZone),
        );
        return;
      case 'error':
        toast({ title: outcome.title, description: outcome.description, variant: 'destructive' });
    }
  }

  const sendEnabled = canSend({ subject, body, generating, sending });
  const onSendClick = () => {
    if (label.action === 'setup') setSetup({ links: null });
    else void unlessUnbacked(() => send.mutate(false));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clipboardText(subject, body));
      setCopied(true);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };

  const useEmailApp = () => {
    const target = emailAppTarget(setup?.links ?? null, { to: draft.to, subject, body });
    if (target.kind === 'tab') window.open(target.url, '_blank', 'noopener,noreferrer');
    else window.location.href = target.url;
    toast({ title: COPY.compose.draftCreated, description: 'Review it in your email app and send it from there.' });
    setSetup(null);
  };

  const authorize = async () => {
    setAuthorizing(true);
    try {
      const availability = gmailAvailabilityOf(await queryClient.fetchQuery(mailStatusQuery(api)));
      if (!availability.available) {
        setUnavailable(availability.message || COPY.compose.gmailUnavailable);
        return;
      }
      onAuthorizeGmail(draft, { subject, body, grounding: grounding.report, generator, idempotencyKey });
    } catch {
      toast({ title: COPY.compose.authorizeFailed, variant: 'destructive' });
    } finally {
      setAuthorizing(false);
    }
  };

  return (
    <DialogContent
      ref={contentRef}
      className="max-w-2xl outline-none"
      data-testid="compose-dialog"
      // Focus the dialog itself, not the read-only To field (and no keyboard popping up on phones).
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        contentRef.current?.focus();
      }}
    >
      <DialogHeader className="pr-6">
        <DialogTitle>Application to {draft.job.companyName}</DialogTitle>
        <DialogDescription>{draft.job.title}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-to`}>To</Label>
          <Input
            id={`${ids}-to`}
            value={draft.to}
            readOnly
            aria-readonly
            className="bg-muted/50"
            data-testid="compose-to"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-subject`}>Subject</Label>
          <Input
            id={`${ids}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            disabled={generating}
            data-testid="compose-subject"
          />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${ids}-body`}>Message</Label>
            {generator === 'template' && (
              <span
                className="inline-flex items-center gap-1 text-xs text-muted-foreground"
                data-testid="template-note"
              >
                <FileText className="h-3.5 w-3.5" aria-hidden />
                {COPY.compose.templateGenerator}
              </span>
            )}
          </div>
          <HighlightTextarea
            ref={bodyRef}
            id={`${ids}-body`}
            value={body}
            highlights={bodyHighlights(body, subject, unbacked)}
            onChange={(event) => setBody(event.target.value)}
            disabled={generating}
            rows={10}
            className="min-h-48 leading-relaxed"
            data-testid="compose-body"
          />
        </div>
      </div>

      <GroundingWarnings unbacked={unbacked} subject={subject} />
      <GroundingEvidence evidence={standingEvidence(grounding.report, subject, body)} />
      {confirming && (
        <UnbackedQuestion
          question={COPY.compose.unbackedQuestion(confirming.count)}
          editLabel={COPY.compose.editEmail}
          goLabel={COPY.compose.sendAnyway}
          asked={confirming}
          dismiss={dismiss}
          focusText={() => bodyRef.current?.focus()}
          disabled={!sendEnabled}
        />
      )}

      {duplicate && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="duplicate-send"
        >
          <p className="font-semibold">{duplicateTitle(duplicate)}</p>
          <p>{describeDuplicate(duplicate, (iso) => formatSearchDate(iso, userZone))}</p>
          <p className="text-muted-foreground">Subject: {duplicate.subject}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setDuplicate(null)}>
              Don&apos;t send
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => send.mutate(true)}
              disabled={!sendEnabled}
              data-testid="send-anyway"
            >
              {sending && <Spinner size="small" className="text-current" />}
              {COPY.compose.sendAnyway}
            </Button>
          </div>
        </div>
      )}

      {limited && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          data-testid="daily-limit-note"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" />
          <p>{limited}</p>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox
            checked={attachResume}
            onCheckedChange={(checked) => setAttachResume(checked === true)}
            data-testid="compose-attach-resume"
          />
          Attach my resume
        </label>
        {laterAt !== null && (
          <label className="flex flex-wrap items-center gap-2">
            Send at
            <Input
              aria-label={`Send at, ${timeZoneLabel(userZone)}`}
              type="datetime-local"
              value={laterAt}
              onChange={(event) => setLaterAt(event.target.value)}
              className="h-8 w-auto"
              data-testid="compose-send-at"
            />
            {zoneSuffix(userZone) && (
              <span className="text-muted-foreground" data-testid="compose-send-at-zone">
                {timeZoneLabel(userZone)}
              </span>
            )}
            <Button
              size="sm"
              onClick={() => void unlessUnbacked(() => scheduleLater.mutate(laterAt))}
              disabled={!sendEnabled || !laterAt || scheduleLater.isPending}
              data-testid="compose-schedule"
            >
              {scheduleLater.isPending && <Spinner size="small" className="text-current" />}
              Schedule
            </Button>
          </label>
        )}
      </div>

      {status.data && channel.kind === 'none' && !unavailable && channel.reason === 'not-connected' && (
        <p className="text-sm text-muted-foreground" data-testid="no-mailbox-note">
          No mailbox is connected yet. Copy this email, or press {COPY.compose.setupGmail} to send it from Gmail or your
          email app.
        </p>
      )}

      {channel.kind === 'none' && unavailable && (
        <p className="text-sm text-muted-foreground" data-testid="no-mailbox-note">
          {asSentence(unavailable)} You can still copy the email or open it in your email app, or add a mailbox in{' '}
          <a
            href={mailSettingsHref}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Settings
          </a>
          .
        </p>
      )}

      {/* Kept in view on a laptop's screen while the draft scrolls (on a phone the four buttons would hide it). */}
      <DialogFooter className="sm:sticky sm:bottom-0 sm:-mx-6 sm:-mb-6 sm:items-center sm:border-t sm:bg-background sm:px-6 sm:py-4">
        <Button variant="outline" onClick={() => void copy()} data-testid="compose-copy">
          {copied ? <Check /> : <Copy />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button
          variant="outline"
          onClick={() => regenerate.mutate()}
          disabled={!canRegenerate({ generating, sending })}
          data-testid="compose-regenerate"
        >
          <RefreshCw className={generating ? 'animate-spin' : undefined} />
          {generating ? 'Regenerating…' : 'Regenerate'}
        </Button>
        {channel.kind !== 'none' && laterAt === null && (
          <Button
            variant="outline"
            onClick={() => setLaterAt(inAnHour(userZone))}
            disabled={!sendEnabled}
            data-testid="compose-send-later"
          >
            <CalendarClock />
            Send later
          </Button>
        )}
        <Button
          onClick={onSendClick}
          disabled={!sendEnabled || duplicate !== null || confirming !== null}
          data-testid="compose-send"
          data-action={label.action}
          className="min-w-0 max-w-full"
        >
          {sending ? <Spinner size="small" className="text-current" /> : <Send />}
          {label.text}
          {label.detail && (
            <span className="min-w-0 max-w-56 truncate font-normal opacity-90">from {label.detail}</span>
          )}
        </Button>
      </DialogFooter>

      <GmailSetupDialog
        // A mailbox connected while the prompt was open (the extension authorises in another tab): its work is done.
        open={setup !== null && channel.kind === 'none'}
        onOpenChange={(open) => !open && setSetup(null)}
        onUseEmailApp={useEmailApp}
        onAuthorize={() => void authorize()}
        onCopy={() => void copy()}
        copied={copied}
        authorizing={authorizing}
        unavailableMessage={unavailable}
        mailSettingsHref={mailSettingsHref}
      />
    </DialogContent>
  );
}
