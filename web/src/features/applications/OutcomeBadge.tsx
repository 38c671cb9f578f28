import type { ApplicationOutcome } from '@app/types';
import { Badge, cn } from '@app/ui';
import { OUTCOME_LABELS } from './applications-query';

const TONES: Record<ApplicationOutcome, string> = {
  replied: 'border-transparent bg-primary/10 text-primary',
  interview: 'border-transparent bg-success/15 text-success',
  rejected: 'border-transparent bg-destructive/10 text-destructive dark:text-red-400',
};

/** What came of an application, or 'Not marked'. */
export function OutcomeBadge({ outcome }: { outcome: ApplicationOutcome | null }) {
  if (!outcome) {
    return (
      <Badge variant="outline" className="font-normal text-muted-foreground" data-testid="outcome">
        Not marked
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={cn(TONES[outcome])} data-testid="outcome">
      {OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
