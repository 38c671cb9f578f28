import { CANCELLED_SEARCH_REDIRECT_MS, COPY, type SearchRequest } from '@app/types';
import { Button, EmptyState } from '@app/ui';
import { Ban, CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

/** 'Search Failed': the server's reason (or the spec's fallback) and the way back. */
export function SearchFailedPanel({ search }: { search: SearchRequest }) {
  return (
    <EmptyState
      icon={CircleAlert}
      title={COPY.search.failedTitle}
      className="border-destructive/40"
      action={
        <Button asChild>
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      <p role="alert" data-testid="search-error">
        {search.errorMessage || COPY.search.failedFallback}
      </p>
    </EmptyState>
  );
}

/** A cancelled search has nothing to show: say so, then return to the dashboard after 1.5 s. */
export function SearchCancelledPanel() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), CANCELLED_SEARCH_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <EmptyState icon={Ban} title="Search cancelled">
      Returning to the dashboard…
    </EmptyState>
  );
}
