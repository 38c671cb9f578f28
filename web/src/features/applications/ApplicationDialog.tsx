import {
  APPLICATION_OUTCOMES,
  COPY,
  formatSearchDate,
  type ApplicationOutcome,
  type EmailApplication,
} from '@app/types';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@app/ui';
import { ExternalLink, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OUTCOME_LABELS, PROVIDER_LABELS } from './applications-query';
import { OutcomeBadge } from './OutcomeBadge';
import { UnconfirmedSend } from './UnconfirmedSend';
import { FollowUpAction } from './FollowUpAction';

/** The email exactly as it was sent, and what came of it; for an unconfirmed one, whether it was sent at all. */
export function ApplicationDialog({
  application,
  timeZone,
  onClose,
  onMark,
  marking,
  onConfirmDelivery,
  confirming,
}: {
  application: EmailApplication | null;
  timeZone: string | undefined;
  onClose: () => void;
  onMark: (outcome: ApplicationOutcome | null) => void;
  marking: boolean;
  onConfirmDelivery: (sent: boolean) => void;
  confirming: boolean;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="application-dialog">
        {application && (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle>{application.emailSubject}</DialogTitle>
              <DialogDescription>
                {application.jobTitle} at {application.companyName}
              </DialogDescription>
            </DialogHeader>

            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <Fact
                label={application.status === 'sent' || application.status === 'bounced' ? 'Sent' : 'Sending began'}
              >
                {formatSearchDate(application.sentAt, timeZone)}
              </Fact>
              <Fact label="From">{application.fromAddress}</Fact>
              <Fact label="To">{application.companyEmail}</Fact>
              <Fact label="Sent with">{PROVIDER_LABELS[application.provider] ?? application.provider}</Fact>
              {application.providerMessageId && (
                <Fact label="Message id">
                  <span className="break-all font-mono text-xs">{application.providerMessageId}</span>
                </Fact>
              )}
              {(application.jobUrl || application.companyWebsite) && (
                <Fact label="Links">
                  <span className="flex flex-wrap gap-3">
                    {application.jobUrl && <OutLink href={application.jobUrl}>Job posting</OutLink>}
                    {application.companyWebsite && <OutLink href={application.companyWebsite}>Company website</OutLink>}
                  </span>
                </Fact>
              )}
            </dl>

            {application.emailBody !== null ? (
              <div
                className="max-h-80 overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/30 p-4 text-sm leading-relaxed"
                data-testid="application-body"
              >
                {application.emailBody}
              </div>
            ) : (
              <p
                className="flex items-start gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground"
                data-testid="application-body-not-stored"
              >
                <ShieldOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>
                  The text of this email was not kept, because your privacy setting was off when it was sent. You can
                  change it in{' '}
                  <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
                    Settings
                  </Link>
                  .
                </span>
              </p>
            )}

            {application.status === 'unknown' ? (
              <UnconfirmedSend application={application} onConfirm={onConfirmDelivery} confirming={confirming} />
            ) : application.status === 'sending' ? (
              <p className="border-t pt-4 text-sm text-muted-foreground" data-testid="sending-note">
                {COPY.sendingNow.outcomeLater}
              </p>
            ) : application.status === 'bounced' ? (
              // It reached no one: nothing to mark, no follow-up to send.
              <p className="border-t pt-4 text-sm text-destructive dark:text-red-400" data-testid="bounced-note">
                Bounced ({application.bounce}): the address does not exist. It was marked invalid for every user.
              </p>
            ) : (
              <div className="grid gap-2 border-t pt-4">
                <div className="flex items-center gap-2 text-sm">
                  <span className="font-medium">Outcome</span>
                  <OutcomeBadge outcome={application.outcome} />
                </div>
                <div className="flex flex-wrap gap-2" role="group" aria-label="Mark the outcome">
                  {APPLICATION_OUTCOMES.map((outcome) => (
                    <Button
                      key={outcome}
                      size="sm"
                      variant={application.outcome === outcome ? 'default' : 'outline'}
                      aria-pressed={application.outcome === outcome}
                      disabled={marking}
                      onClick={() => onMark(application.outcome === outcome ? null : outcome)}
                      data-testid={`mark-${outcome}`}
                    >
                      {OUTCOME_LABELS[outcome]}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={marking || application.outcome === null}
                    onClick={() => onMark(null)}
                    data-testid="mark-clear"
                  >
                    Clear
                  </Button>
                </div>
                <FollowUpAction application={application} timeZone={timeZone} />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink className="h-3.5 w-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
