import { savedSearchesQuery } from '@app/client';
import type { SearchParams } from '@app/types';
import { Button, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { BellPlus, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { useSavedSearchActions } from './useSavedSearches';

/**
 * 'Save search' on a search's results: the same keyword, location and work type run every morning from now on.
 * Once saved (the same search page), it links to Saved searches instead. The server says when the plan lacks it.
 */
export function SaveSearchButton({ params, linkedinUrl }: { params: SearchParams; linkedinUrl: string }) {
  const saved = useQuery(savedSearchesQuery(api)).data;
  const { create } = useSavedSearchActions();
  const already = saved?.some((s) => s.linkedinUrl === linkedinUrl);
  if (already) {
    return (
      <Button asChild variant="outline" data-testid="saved-search-link">
        <Link to="/saved-searches">
          <BellRing />
          Saved
        </Link>
      </Button>
    );
  }
  const { workType } = params;
  return (
    <Button
      variant="outline"
      disabled={!workType || create.isPending}
      onClick={() => workType && create.mutate({ keyword: params.keyword, location: params.location, workType })}
      data-testid="save-search"
    >
      {create.isPending ? <Spinner size="small" className="text-current" /> : <BellPlus />}
      Save search
    </Button>
  );
}
