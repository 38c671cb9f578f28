import { EmptyState } from '@app/ui';
import { CreditCard } from 'lucide-react';

export function SubscribePage() {
  return (
    <EmptyState icon={CreditCard} title="Payments are not open yet">
      Pro subscriptions can't be bought yet. Everything you can do today stays available.
    </EmptyState>
  );
}
