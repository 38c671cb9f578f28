import { COPY } from '@app/types';
import { Badge } from '@app/ui';
import { CircleHelp } from 'lucide-react';

/** An application whose sending the app could not see through (status `unknown`). */
export function UnconfirmedBadge() {
  return (
    <Badge
      variant="outline"
      className="border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-300"
      data-testid="unconfirmed-badge"
    >
      <CircleHelp className="mr-1 h-3 w-3" aria-hidden />
      {COPY.unconfirmedSend.badge}
    </Badge>
  );
}
