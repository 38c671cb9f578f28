import { COPY } from '@app/types';
import { Check, CircleAlert, Copy, ExternalLink, Mail, ShieldCheck } from 'lucide-react';
import { Button } from '../components/Button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog.js';
import { Spinner } from '../components/Spinner.js';

/**
 * 'Enable Gmail Sending': authorise Gmail (send-only), hand the email to the mail app (spec §4), or copy it: a user
 * without a mailbox can always take the email with them.
 */
export function GmailSetupDialog({
  open,
  onOpenChange,
  onUseEmailApp,
  onAuthorize,
  onCopy,
  copied,
  authorizing,
  unavailableMessage,
  mailSettingsHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUseEmailApp: () => void;
  onAuthorize: () => void;
  onCopy: () => void;
  /** The copy just happened (its feedback lasts COPY_FEEDBACK_MS). */
  copied: boolean;
  authorizing: boolean;
  /** Set when this server cannot connect Gmail: its sentence replaces the authorise button. */
  unavailableMessage: string | null;
  mailSettingsHref: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="gmail-setup-dialog">
        <DialogHeader>
          <span className="mb-2 grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
            <Mail className="h-6 w-6" aria-hidden />
          </span>
          <DialogTitle>{COPY.compose.enableGmailTitle}</DialogTitle>
          <DialogDescription>
            {unavailableMessage
              ? 'Open this email in your email app and send it from there.'
              : `${COPY.compose.gmailSignInPrompt} Or open this email in your email app and send it from there.`}
          </DialogDescription>
        </DialogHeader>
        {!unavailableMessage && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            We ask Google only for permission to send email. Your inbox is never read.
          </p>
        )}
        {unavailableMessage && (
          <div
            role="alert"
            className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
            data-testid="gmail-unavailable"
          >
            <p className="flex items-center gap-2 font-medium">
              <CircleAlert className="h-4 w-4 text-amber-600 dark:text-amber-400" aria-hidden />
              {unavailableMessage}
            </p>
            <p className="text-muted-foreground">
              You can send from any mailbox (Outlook, Zoho, your own domain) by adding it as an SMTP account in{' '}
              <a
                href={mailSettingsHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-0.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                Settings
                <ExternalLink className="h-3 w-3" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              .
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCopy} data-testid="gmail-setup-copy">
            {copied ? <Check /> : <Copy />}
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Button variant="outline" onClick={onUseEmailApp} data-testid="use-email-app">
            {COPY.compose.useEmailApp}
          </Button>
          {!unavailableMessage && (
            <Button onClick={onAuthorize} disabled={authorizing} data-testid="authorize-gmail">
              {authorizing && <Spinner size="small" className="text-current" />}
              {COPY.compose.authorizeGmail}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
