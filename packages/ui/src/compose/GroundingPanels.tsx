import type { UnbackedClaim } from '@app/types';
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../components/Button.js';
import { checkedText, type standingEvidence } from './grounding.js';
import type { useGroundingCheck } from './useGroundingCheck.js';

/**
 * The grounding report as the compose dialog and Apply to All's review page show it (one look, one wording):
 * the claims the resume does not back, the backed ones with the resume line behind them, and the question asked
 * once before an email with unbacked claims goes.
 */

/** The claims the check could not back (they are highlighted in the message). */
export function GroundingWarnings({ unbacked, subject }: { unbacked: readonly UnbackedClaim[]; subject: string }) {
  if (unbacked.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="compose-warnings"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-4 w-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        Check before sending: {unbacked.length === 1 ? 'this claim is' : 'these claims are'} not in your resume
      </p>
      <ul className="grid list-disc gap-1 pl-9">
        {unbacked.map((claim) => (
          <li key={`${claim.at}:${claim.text}`} data-testid="compose-warning">
            {claim.warning}
            {claim.at < subject.length && <span className="text-muted-foreground"> (in the subject)</span>}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        They are highlighted in the message. Edit or remove them so the email only says what is true.
      </p>
    </div>
  );
}

/** The backed claims, grouped by the resume line behind them. */
export function GroundingEvidence({ evidence }: { evidence: ReturnType<typeof standingEvidence> }) {
  if (evidence.length === 0) return null;
  const count = evidence.reduce((n, group) => n + group.claims.length, 0);
  return (
    <details open className="rounded-md border p-3 text-sm" data-testid="compose-evidence">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold">
        <BadgeCheck className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
        In your resume: {count} {count === 1 ? 'claim' : 'claims'} of this email
      </summary>
      <ul className="mt-2 grid gap-2">
        {evidence.map(({ evidence: line, claims }) => (
          <li key={line} className="grid gap-0.5" data-testid="evidence-item">
            <span className="font-medium">{claims.map((c) => `“${c.text}”`).join(', ')}</span>
            <span
              className="border-l-2 border-emerald-500/60 pl-2 break-words text-muted-foreground"
              data-testid="evidence-line"
            >
              {line}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Asking once before an email with unbacked claims goes: `unlessUnbacked(go)` goes at once when the text as it is
 * now has none (checked first if an edit still waits for its check), asks otherwise. The question is about the
 * text it was asked for: an edit since then withdraws it (asked again at the next attempt).
 */
export function useUnbackedQuestion(grounding: ReturnType<typeof useGroundingCheck>, subject: string, body: string) {
  const [asked, setAsked] = useState<{ count: number; go: () => void; text: string } | null>(null);
  return {
    confirming: asked?.text === checkedText(subject, body) ? asked : null,
    unlessUnbacked: async (go: () => void) => {
      const count = (await grounding.current())?.unbacked.length ?? 0;
      if (count > 0) setAsked({ count, go, text: checkedText(subject, body) });
      else go();
    },
    dismiss: () => setAsked(null),
  };
}

/**
 * The question itself: edit the email (the question closes, `focusText` returns the user to it), or go anyway (the
 * asked action runs, then the question closes).
 */
export function UnbackedQuestion({
  question,
  editLabel,
  goLabel,
  asked,
  dismiss,
  focusText,
  disabled,
}: {
  question: ReactNode;
  editLabel: string;
  goLabel: string;
  asked: { go: () => void };
  dismiss: () => void;
  focusText: () => void;
  disabled?: boolean;
}) {
  const onEdit = () => {
    dismiss();
    focusText();
  };
  const onGo = () => {
    asked.go();
    dismiss();
  };
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm"
      data-testid="unbacked-confirm"
    >
      <p className="font-semibold">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} data-testid="unbacked-edit">
          {editLabel}
        </Button>
        <Button size="sm" onClick={onGo} disabled={disabled} data-testid="unbacked-send-anyway">
          {goLabel}
        </Button>
      </div>
    </div>
  );
}
