import { EmptyState } from '@app/ui';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { SEARCH_ID_PREVIEW_CHARS } from '@app/types';

export function ResultsPage() {
  const { requestId = '' } = useParams();
  return (
    <EmptyState icon={SearchX} title={`Search ${requestId.slice(0, SEARCH_ID_PREVIEW_CHARS).toUpperCase()} not found`}>
      There are no results for this search.
    </EmptyState>
  );
}
