import { COPY } from '@app/types';
import { toast } from '@app/ui';
import { useCallback, useState } from 'react';
import { acceptTermsAndSignIn } from '../../app/auth';

/**
 * Records terms acceptance and starts sign-in (a full-page navigation). `pending` stays true while the browser
 * leaves; on failure it resets and a destructive toast says so (spec §8).
 */
export function useTermsSignIn(): { signIn: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const signIn = useCallback(() => {
    setPending(true);
    acceptTermsAndSignIn().catch(() => {
      setPending(false);
      toast({ title: 'Sign-in failed', description: COPY.signInFailed, variant: 'destructive' });
    });
  }, []);
  return { signIn, pending };
}
