import { queryKeys } from '@app/client';
import { gmailReturnNotice, readGmailReturn, toast, type GmailReturn } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * After the mail-connection redirect the address carries `gmail_auth=success` or `error=gmail_auth_failed`
 * (spec §2), `gmail=declined` (Deny: an information toast), or, when an Apply started it,
 * `auto_apply=true&gmail=success|declined` (spec §4): show the matching toast
 * once, refresh the mail status, tell `onReturn` (the results page resumes the pending job), then remove those
 * parameters. Used by every page Gmail can return to (dashboard, results, settings).
 */
export function useGmailQueryToasts({ onReturn }: { onReturn?: (result: GmailReturn) => void } = {}): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // The query string last handled, so a re-run of the effect (Strict Mode, re-render) never toasts twice.
  const handled = useRef<string | null>(null);
  const onReturnRef = useRef(onReturn);
  useEffect(() => {
    onReturnRef.current = onReturn;
  });

  useEffect(() => {
    const result = readGmailReturn(searchParams);
    if (!result.connected && !result.declined && !result.failed) return;

    const signature = searchParams.toString();
    if (handled.current === signature) return;
    handled.current = signature;

    if (result.connected) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts });
    }
    // Deny on Google's screen is the person's choice: said plainly, not as an error (the extension says the same).
    const notice = gmailReturnNotice(result);
    if (notice) toast(notice);
    onReturnRef.current?.(result);

    setSearchParams(result.remaining, { replace: true });
  }, [searchParams, setSearchParams, queryClient]);
}
