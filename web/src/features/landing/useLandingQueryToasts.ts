import { queryKeys } from '@app/client';
import { COPY } from '@app/types';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

function without(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  return next;
}

/**
 * Reacts to the query parameters the sign-in and mail-connection redirects leave on the landing page (spec §2):
 * `error` shows an 'Authentication Error' toast with the fixed sentence of its code (a `description` is dropped
 * unread: anyone can write one into a link), `gmail_auth=success` a 'Gmail Connected' toast,
 * and `auth=success` refreshes the signed-in user and reloads. Handled parameters are then removed from the URL.
 */
export function useLandingQueryToasts(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // The query string last handled, so a re-run of the effect (Strict Mode, re-render) never toasts twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const error = searchParams.get('error');
    const authSuccess = searchParams.get('auth') === 'success';
    const gmailSuccess = searchParams.get('gmail_auth') === 'success';
    if (!error && !authSuccess && !gmailSuccess) return;

    const signature = searchParams.toString();
    if (handled.current === signature) return;
    handled.current = signature;

    const handledKeys: string[] = [];
    if (error) {
      toast({
        title: COPY.authCallback.errorTitle,
        description: COPY.signInError(error),
        variant: 'destructive',
      });
      handledKeys.push('error', 'description');
    }
    if (gmailSuccess) {
      toast({ title: COPY.gmail.connectedTitle, description: COPY.gmail.connected });
      handledKeys.push('gmail_auth');
    }
    if (authSuccess) handledKeys.push('auth');

    const remaining = without(searchParams, handledKeys);
    setSearchParams(remaining, { replace: true });

    if (authSuccess) {
      // Reload at the cleaned address: a plain reload could still carry auth=success and loop.
      const query = remaining.toString();
      const cleanUrl = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      void queryClient
        .invalidateQueries({ queryKey: queryKeys.currentUser })
        .finally(() => window.location.replace(cleanUrl));
    }
  }, [searchParams, setSearchParams, queryClient]);
}
