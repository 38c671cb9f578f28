import { statusTone } from '@app/client';
import type { SearchStatus } from '@app/types';
import { Badge, Spinner, cn } from '@app/ui';

const TONE_CLASSES = {
  success: 'border-transparent bg-success/15 text-success',
  failed: 'border-transparent bg-destructive/15 text-destructive dark:text-red-400',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
  running: 'border-primary/30 bg-primary/10 text-primary',
} as const;

const label = (status: SearchStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** A search's status: completed green, failed red, cancelled grey, anything running blue with a spinner. */
export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  const tone = statusTone(status);
  return (
    <Badge variant="outline" className={cn('gap-1', TONE_CLASSES[tone])} data-testid="search-status">
      {tone === 'running' && <Spinner size="small" className="h-3 w-3 text-current" />}
      {label(status)}
    </Badge>
  );
}
