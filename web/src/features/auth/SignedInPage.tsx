import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/auth';
import { AppLayout } from '../../app/layout/AppLayout';
import { SignedInUserContext } from '../../lib/signed-in-user';
import { AuthFallback } from './AuthFallback';
import { LoadingScreen } from './LoadingScreen';
import { TermsAcceptanceDialog } from './TermsAcceptanceDialog';

/**
 * A protected screen in the signed-in layout: the loading screen while the user resolves, the
 * 'Authentication Required' fallback when signed out (spec §2), else the layout with its title (and the terms,
 * asked once, when the account has none recorded).
 */
export function SignedInPage({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AuthFallback />;
  return (
    <SignedInUserContext.Provider value={user}>
      <AppLayout user={user} title={title}>
        {children}
      </AppLayout>
      <TermsAcceptanceDialog user={user} />
    </SignedInUserContext.Provider>
  );
}
