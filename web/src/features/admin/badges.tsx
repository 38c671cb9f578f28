import type { AdminMailAccount, SearchStatus } from '@app/types';
import { Badge } from '@app/ui';

/** Search status: 'completed' in the default style, every other status secondary (spec §4, admin badges). */
export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  return <Badge variant={status === 'completed' ? 'default' : 'secondary'}>{status}</Badge>;
}

export function MailStatusBadge({ account }: { account: Pick<AdminMailAccount, 'isActive'> }) {
  return account.isActive ? (
    <Badge>Connected</Badge>
  ) : (
    <Badge variant="destructive" title="The provider refused the stored grant; the user must reconnect">
      Needs reconnect
    </Badge>
  );
}
