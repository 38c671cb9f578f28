import { Dialog, DialogContent } from '@app/ui';
import { useNavigate } from 'react-router';
import { SearchForm } from './SearchForm';
import { SearchProgressView } from './SearchProgressView';
import { useSearchRun } from './useSearchRun';

/**
 * The 'New Job Search' window: the form, then the live progress of the search it started. Closing it while
 * the search runs leaves the search running (reopening shows its progress); as soon as its first jobs are ready
 * (or it completes) with the window open, the window closes and the results page opens, where the rest arrive.
 */
export function SearchModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const openResults = (requestId: string) => {
    if (!open) return false;
    onOpenChange(false);
    void navigate(`/results/${requestId}`);
    return true;
  };
  const { run, search, updatedAt, loadError, retry, start, cancel, dismiss } = useSearchRun({
    onComplete: openResults,
    onFirstJobs: openResults,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl outline-none" data-testid="search-modal">
        {run ? (
          <SearchProgressView
            run={run}
            search={search}
            updatedAt={updatedAt}
            loadError={loadError}
            onRetry={retry}
            onCancel={() => void cancel()}
            onDismiss={dismiss}
          />
        ) : (
          <SearchForm
            onSubmit={(values) => start.mutate(values)}
            submitting={start.isPending}
            // The window stays mounted while it closes after a search completes: no announcement then.
            announceSavedResume={open}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
