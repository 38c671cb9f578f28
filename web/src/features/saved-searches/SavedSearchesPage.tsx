import { savedSearchesQuery, settingsQuery, subscriptionStatusQuery } from '@app/client';
import { planHas, SAVED_SEARCHES_MAX, timeZoneLabel } from '@app/types';
import { Button, EmptyState, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { SavedSearchCard } from './SavedSearchCard';
import { SavedSearchForm } from './SavedSearchForm';
import { MORNING_RUN_TIME } from '../../lib/saved-searches/saved-search-text';

/**
 * Saved searches: each runs every morning at 07:00 in the user's timezone and shows the jobs no earlier run found; the
 * daily email (Settings → Notification preferences) lists those with a contact. Saving and running are Pro.
 */
export function SavedSearchesPage() {
  const list = useQuery(savedSearchesQuery(api));
  const status = useQuery(subscriptionStatusQuery(api)).data;
  const settings = useQuery(settingsQuery(api)).data;
  const canUse = status ? planHas(status.plan, 'savedSearches') : false;
  const searches = list.data ?? [];
  const full = searches.length >= SAVED_SEARCHES_MAX;

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        A saved search runs by itself every morning at {MORNING_RUN_TIME}
        {settings ? ` ${timeZoneLabel(settings.timezone)}` : ''} and marks the jobs no earlier run found as new.
        {settings?.notifications.jobAlerts
          ? ' You get one email a day with the new jobs that have a contact.'
          : ' Turn on “Job alerts by email” in Settings to get them in one email a day.'}
      </p>

      {status && !canUse && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4"
          data-testid="saved-searches-pro"
        >
          <Crown className="h-5 w-5 text-amber-600 dark:text-amber-400" aria-hidden />
          <p className="flex-1 text-sm">Saved searches with daily new-job alerts are part of Pro.</p>
          <Button asChild size="sm">
            <Link to="/pricing">See Pro</Link>
          </Button>
        </div>
      )}
      {canUse && !full && <SavedSearchForm />}
      {canUse && full && (
        <p className="text-sm text-muted-foreground">
          You keep {SAVED_SEARCHES_MAX} saved searches, the most there can be. Delete one to save another.
        </p>
      )}

      {list.isPending ? (
        <div className="grid min-h-[20vh] place-items-center" role="status">
          <Spinner size="large" />
          <span className="sr-only">Loading your saved searches…</span>
        </div>
      ) : list.isError && !list.data ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm"
          role="alert"
        >
          <span className="text-destructive">Could not load your saved searches: {list.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : searches.length === 0 ? (
        <EmptyState icon={BellRing} title="No saved searches yet">
          Save a search here or from its results page, and each morning it will look for jobs posted since.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Saved searches">
          {searches.map((s) => (
            <li key={s.id}>
              <SavedSearchCard savedSearch={s} canRun={canUse} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
