import { COPY } from '@app/types';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
} from '@app/ui';
import { Lock, UserRound } from 'lucide-react';
import { useState } from 'react';
import { TermsConsent } from './TermsConsent';

interface TermsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Records acceptance and starts sign-in. */
  onAccept: () => void;
  pending: boolean;
}

/**
 * Every sign-in entry except the hero's own checkbox goes through here: the visitor accepts the terms first, then
 * 'Accept & Continue' records acceptance and starts sign-in (spec §2).
 */
export function TermsModal({ open, onOpenChange, onAccept, pending }: TermsModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="terms-modal">
        {/* Mounted only while open, so the checkbox starts unticked every time. */}
        <TermsAgreement
          description={`Please accept our Terms of Service and Privacy Policy to sign in to ${COPY.productName}.`}
          onAccept={onAccept}
          cancel={{ label: 'Cancel', onClick: () => onOpenChange(false) }}
          pending={pending}
        />
      </DialogContent>
    </Dialog>
  );
}

const POINTS = [
  { icon: UserRound, text: 'You are at least 18 years old, and this is your only account.' },
  { icon: Lock, text: 'Sending mail is a separate, optional permission. It is send-only: we never read your inbox.' },
] as const;

/**
 * The terms as a dialog's body: what accepting means, the consent checkbox and 'Accept & Continue' (disabled until
 * ticked). The landing page's sign-in and the signed-in check (TermsAcceptanceDialog) both show it.
 */
export function TermsAgreement({
  description,
  onAccept,
  cancel,
  pending,
}: {
  description: string;
  onAccept: () => void;
  cancel: { label: string; onClick: () => void; disabled?: boolean };
  pending: boolean;
}) {
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Before you continue</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <ul className="space-y-2.5 text-sm">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-2.5">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span className="text-muted-foreground">{text}</span>
          </li>
        ))}
      </ul>
      <TermsConsent
        id="terms-modal-checkbox"
        testId="terms-modal-checkbox"
        checked={agreed}
        onCheckedChange={setAgreed}
        disabled={pending}
        className="rounded-lg border bg-muted/40 p-3"
      />
      <DialogFooter>
        <Button variant="outline" onClick={cancel.onClick} disabled={cancel.disabled}>
          {cancel.label}
        </Button>
        <Button data-testid="terms-modal-accept" disabled={!agreed || pending} onClick={onAccept}>
          {pending && <Spinner size="small" className="text-current" />}
          Accept &amp; Continue
        </Button>
      </DialogFooter>
    </>
  );
}
