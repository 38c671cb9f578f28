import { formatSearchDate, zoneSuffix } from '@app/types';
import { settingsQuery } from '@app/client';
import type { SavedSearch } from '@app/types';
import { Badge, Button, Card, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { NewJobsList } from './NewJobsList';
import { describeSavedSearch, isRunning, lastRunText, nextRunText } from '../../lib/saved-searches/saved-search-text';
import { useSavedSearchActions } from '../../lib/saved-searches/useSavedSearches';

/** One saved search: what it searches, its latest run, its new jobs (opened on demand), Run now and Delete. */
export function SavedSearchCard({ savedSearch, canRun }: { savedSearch: SavedSearch; canRun: boolean }) {
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;
  const format = (iso: string) => formatSearchDate(iso, timeZone);
  const { run, remove } = useSavedSearchActions();
  const [open, setOpen] = useState(false);
  const running = isRunning(savedSearch);
  const hasNews = savedSearch.newJobs > 0 || savedSearch.unseenNewJobs > 0;

  return (
    <Card className="grid gap-0 overflow-hidden" data-testid="saved-search">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span data-testid="saved-search-name">{describeSavedSearch(savedSearch)}</span>
            {savedSearch.unseenNewJobs > 0 && (
              <Badge data-testid="saved-search-unseen">{savedSearch.unseenNewJobs} new</Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="saved-search-last-run">
            {running && <Spinner size="small" className="mr-1 inline" />}
            {lastRunText(savedSearch, format)}
            {savedSearch.lastRun && !running && (
              <>
                {' · '}
                <Link to={`/results/${savedSearch.lastRun.searchId}`} className="text-primary hover:underline">
                  all results
                </Link>
              </>
            )}
          </p>
          <p className="text-xs text-muted-foreground" data-testid="saved-search-next-run">
            {nextRunText(savedSearch, format, zoneSuffix(timeZone))}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {hasNews && (
            <Button
              size="sm"
              variant={savedSearch.unseenNewJobs > 0 ? 'default' : 'outline'}
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              data-testid="show-new-jobs"
            >
              {open ? <ChevronUp /> : <ChevronDown />}
              New jobs
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => run.mutate(savedSearch.id)}
            disabled={!canRun || running || run.isPending}
            title={canRun ? undefined : 'Running saved searches is part of Pro'}
            data-testid="run-saved-search"
          >
            <Play />
            Run now
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate(savedSearch.id)}
            disabled={remove.isPending}
            aria-label={`Delete the saved search ${describeSavedSearch(savedSearch)}`}
            data-testid="delete-saved-search"
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      {open && (
        <div className="border-t bg-muted/30">
          <NewJobsList savedSearchId={savedSearch.id} unseen={savedSearch.unseenNewJobs} />
        </div>
      )}
    </Card>
  );
}
