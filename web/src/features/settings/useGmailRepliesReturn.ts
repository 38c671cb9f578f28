import { queryKeys } from '@app/client';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * After Google's consent for reading headers the address carries `gmail_replies=on` or
 * `error=gmail_replies_failed`: toast once, refresh the mail accounts, and remove the parameter.
 */
export function useGmailRepliesReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const on = searchParams.get('gmail_replies') === 'on';
    const failed = searchParams.get('error') === 'gmail_replies_failed';
    if (!on && !failed) return;
    const signature = searchParams.toString();
    if (handled.current === signature) return;
    handled.current = signature;
    if (on) {
      toast({
        title: 'Replies will be seen for you',
        description: 'Gmail allowed reading headers: a reply now marks its application and stops its follow-ups.',
      });
    } else {
      toast({
        title: 'Reply detection was not turned on',
        description: 'Google did not give the permission to read headers. Nothing changed; sending works as before.',
        variant: 'destructive',
      });
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts });
    const remaining = new URLSearchParams(searchParams);
    remaining.delete('gmail_replies');
    if (failed) remaining.delete('error');
    setSearchParams(remaining, { replace: true });
  }, [searchParams, setSearchParams, queryClient]);
}
