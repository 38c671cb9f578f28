import { dashboardStatsQuery } from '@app/client';
import { Button } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Activity, Search } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSignedInUser } from '../../lib/signed-in-user';
import { PlanSummary } from '../../lib/billing/PlanSummary';
import { SavedSearchesSummary } from '../../lib/saved-searches/SavedSearchesSummary';
import { SearchModal } from './search/SearchModal';
import { useSearchRunStore } from './search/search-run-store';
import { RecentSearches } from './RecentSearches';
import { StatCards } from './StatCards';
import { useGmailQueryToasts } from '../../lib/useGmailQueryToasts';
import { ResumeHint, Welcome } from './Welcome';

/** Job Search home: greeting (and the resume to add first), 'New Job Search', the two stat cards and Recent Searches. */
export function DashboardPage() {
  const user = useSignedInUser();
  const [searchOpen, setSearchOpen] = useState(false);
  const stats = useQuery(dashboardStatsQuery(api));
  const running = useSearchRunStore((s) => s.run !== null);
  useGmailQueryToasts();

  const openSearch = () => setSearchOpen(true);

  return (
    <div className="grid gap-8">
      <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Welcome firstName={user.firstName} stats={stats.data} />
        <div className="flex flex-wrap gap-2">
          {running && !searchOpen && (
            <Button variant="outline" size="lg" onClick={openSearch} data-testid="view-running-search">
              <Activity />
              Search in progress
            </Button>
          )}
          <Button size="lg" onClick={openSearch} data-testid="new-search">
            <Search />
            New Job Search
          </Button>
        </div>
      </section>

      <ResumeHint />

      <PlanSummary />

      <SavedSearchesSummary />

      <StatCards stats={stats.data} />

      <RecentSearches
        searches={stats.data?.recentSearches}
        isLoading={stats.isPending}
        error={stats.data ? null : (stats.error?.message ?? null)}
        onRetry={() => void stats.refetch()}
        onStartSearch={openSearch}
      />

      <SearchModal open={searchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}
