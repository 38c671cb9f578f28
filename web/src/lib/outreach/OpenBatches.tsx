import { openDraftBatchesQuery } from '@app/client';
import { Button } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';

/** Applications' open Apply to All batches: drafts still to review, each one click from where the user left it. */
export function OpenBatches() {
  const open = useQuery(openDraftBatchesQuery(api));
  const batches = open.data ?? [];
  if (batches.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label="Open Apply to All batches" data-testid="open-batches">
      {batches.map((batch) => (
        <div
          key={batch.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/30 p-3 text-sm"
          data-testid="open-batch"
        >
          <History className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          <p className="min-w-0 flex-1 break-words">
            Open batch: {batch.drafts} {batch.drafts === 1 ? 'draft' : 'drafts'}
            {batch.searchLabel ? ` from '${batch.searchLabel}'` : ''}
            {batch.toReview < batch.drafts && (
              <span className="text-muted-foreground"> ({batch.toReview} still to review)</span>
            )}
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to={`/apply-all/${batch.id}`} data-testid="continue-batch">
              Continue
              <ArrowRight />
            </Link>
          </Button>
        </div>
      ))}
    </section>
  );
}
