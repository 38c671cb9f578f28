import { COPY } from '@app/types';
import { toast } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * After the mail-connection redirect the dashboard's address carries `gmail_auth=success` or
 * `error=gmail_auth_failed` (spec §2): show the matching toast once, then remove those parameters.
 */
export function useGmailQueryToasts(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  // The query string last handled, so a re-run of the effect (Strict Mode, re-render) never toasts twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const connected = searchParams.get('gmail_auth') === 'success';
    const failed = searchParams.get('error') === 'gmail_auth_failed';
    if (!connected && !failed) return;

    const signature = searchParams.toString();
    if (handled.current === signature) return;
    handled.current = signature;

    if (connected) toast({ title: COPY.gmail.connectedTitle, description: COPY.gmail.connected });
    if (failed) toast({ title: COPY.gmail.failed, variant: 'destructive' });

    const remaining = new URLSearchParams(searchParams);
    if (connected) remaining.delete('gmail_auth');
    if (failed) remaining.delete('error');
    setSearchParams(remaining, { replace: true });
  }, [searchParams, setSearchParams]);
}
