import { COPY, type EmailApplication } from '@app/types';
import { Button } from '@app/ui';
import { CircleHelp, ExternalLink } from 'lucide-react';

/**
 * An email the app could not confirm was sent (it stopped mid-send): what happened, where to look, and the two
 * answers. Nothing is resent unless the user sends it again.
 */
export function UnconfirmedSend({
  application,
  onConfirm,
  confirming,
}: {
  application: EmailApplication;
  onConfirm: (sent: boolean) => void;
  confirming: boolean;
}) {
  const { unconfirmedSend: copy } = COPY;
  return (
    <section
      className="grid gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
      aria-label={copy.title}
      data-testid="unconfirmed-send"
    >
      <p className="flex items-start gap-2">
        <CircleHelp className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <span>
          <span className="font-medium">{copy.title}.</span> {copy.explanation}
        </span>
      </p>
      {application.sentFolderUrl ? (
        <a
          href={application.sentFolderUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          data-testid="sent-folder-link"
        >
          {copy.checkGmail}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-muted-foreground">{copy.checkMailbox(application.fromAddress, application.companyEmail)}</p>
      )}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Was it sent?">
        <Button size="sm" disabled={confirming} onClick={() => onConfirm(true)} data-testid="mark-sent">
          {copy.markSent}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={confirming}
          onClick={() => onConfirm(false)}
          data-testid="mark-not-sent"
        >
          {copy.markNotSent}
        </Button>
      </div>
    </section>
  );
}
