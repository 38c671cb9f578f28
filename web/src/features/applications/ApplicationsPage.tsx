import { EmptyState } from '@app/ui';
import { Mail } from 'lucide-react';

export function ApplicationsPage() {
  return (
    <EmptyState icon={Mail} title="No applications sent yet">
      Emails you send to recruiters and hiring managers will be tracked here.
    </EmptyState>
  );
}
