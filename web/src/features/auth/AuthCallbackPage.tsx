import { queryKeys } from '@app/client';
import { COPY } from '@app/types';
import { Spinner } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
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
    void navigate(takePageAfterSignIn(), { replace: true });
  }, [navigate, queryClient]);
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner size="large" />
      <p className="text-muted-foreground">{COPY.authCallback.completing}</p>
    </div>
  );
}
