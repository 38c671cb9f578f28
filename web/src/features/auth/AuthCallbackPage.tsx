import { queryKeys } from '@app/client';
import { browserTimeZone, COPY } from '@app/types';
import { Spinner } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { takePageAfterSignIn } from './after-sign-in';

/**
 * Where sign-in lands: 'Completing sign in...', then straight to / with the user refreshed (spec §2), or back to the
 * protected page that sent the visitor to sign in.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    // A new user starts on the browser's clock, not New York's; the API keeps a zone already saved. The page waits
    // for it (one quick request), so the next screen shows times in that zone; a failure keeps the default.
    void api
      .adoptBrowserTimeZone(browserTimeZone())
      .then((settings) => queryClient.setQueryData(queryKeys.settings, settings))
      .catch(() => undefined)
      .finally(() => void navigate(takePageAfterSignIn(), { replace: true }));
  }, [navigate, queryClient]);
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner size="large" />
      <p className="text-muted-foreground">{COPY.authCallback.completing}</p>
    </div>
  );
}
