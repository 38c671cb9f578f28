import { savedSearchesQuery } from '@app/client';
import { Button, Card } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { BellRing, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { unseenTotal } from './saved-search-text';

/** The dashboard's line about saved searches: how many new jobs wait, when the user keeps any. */
export function SavedSearchesSummary() {
  const searches = useQuery(savedSearchesQuery(api)).data;
  if (!searches?.length) return null;
  const unseen = unseenTotal(searches);
  return (
    <Card className="flex items-center gap-3 p-4" data-testid="saved-searches-summary">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <BellRing className="h-5 w-5" aria-hidden />
      </span>
      <p className="flex-1 text-sm">
        {unseen > 0 ? (
          <>
            <span className="font-semibold">{unseen.toLocaleString()}</span> new {unseen === 1 ? 'job' : 'jobs'} from
            your saved searches
          </>
        ) : (
          <span className="text-muted-foreground">
            {searches.length === 1 ? 'Your saved search runs' : `Your ${searches.length} saved searches run`} every
            morning. Nothing new since you last looked.
          </span>
        )}
      </p>
      <Button asChild size="sm" variant={unseen > 0 ? 'default' : 'outline'}>
        <Link to="/saved-searches">
          {unseen > 0 ? 'See them' : 'Saved searches'}
          <ChevronRight />
        </Link>
      </Button>
    </Card>
  );
}
