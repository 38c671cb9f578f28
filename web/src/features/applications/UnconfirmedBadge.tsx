import { COPY } from '@app/types';
import { Badge } from '@app/ui';
import { CircleHelp, Loader2 } from 'lucide-react';

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

/** An application handed to the mail provider that has not answered yet (status `sending`). */
export function SendingBadge() {
  return (
    <Badge variant="outline" className="font-normal" data-testid="sending-badge">
      <Loader2 className="mr-1 h-3 w-3 animate-spin motion-reduce:animate-none" aria-hidden />
      {COPY.sendingNow.badge}
    </Badge>
  );
}
