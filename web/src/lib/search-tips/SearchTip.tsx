import { cn } from '@app/ui';
import { Lightbulb } from 'lucide-react';
import { SEARCH_TIPS } from './tips';
import { useRotatingIndex } from '../useRotatingIndex';

/** One of the search tips, rotating every `intervalMs` (25 s in the modal, 5 s on the results view: spec §4). */
export function SearchTip({ intervalMs, className }: { intervalMs: number; className?: string }) {
  const tipIndex = useRotatingIndex(SEARCH_TIPS.length, intervalMs);
  return (
    <div className={cn('flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm', className)} aria-live="polite">
      <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
      <p>
        <span className="font-medium">Tip: </span>
        {SEARCH_TIPS[tipIndex]}
      </p>
    </div>
  );
}
