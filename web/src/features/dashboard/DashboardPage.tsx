import { EmptyState } from '@app/ui';
import { Search } from 'lucide-react';
import { useSignedInUser } from '../auth/SignedInPage';

/** Job Search home. Searches arrive with the search pipeline; until then the honest empty state. */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <p className="text-lg" data-testid="welcome">
        Welcome back{user.firstName ? `, ${user.firstName}` : ''}!
      </p>
      <EmptyState icon={Search} title="No searches yet">
        Job search is being connected. Your searches will be listed here.
      </EmptyState>
    </div>
  );
}
