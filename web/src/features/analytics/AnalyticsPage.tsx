import { EmptyState } from '@app/ui';
import { BarChart3 } from 'lucide-react';

export function AnalyticsPage() {
  return (
    <EmptyState icon={BarChart3} title="No data yet">
      Once you send applications, your weekly activity and response rates appear here. Aim for 5-10 applications per
      week.
    </EmptyState>
  );
}
