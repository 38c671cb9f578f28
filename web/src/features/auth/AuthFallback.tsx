import { AUTH_FALLBACK_REDIRECT_MS, COPY } from '@app/types';
import { toast } from '@app/ui';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberPageForAfterSignIn } from './after-sign-in';

/**
 * A signed-out visitor on a protected route: say so, toast, and go home after 1500 ms (spec §2). The page is
 * remembered so that signing in comes back to it.
 */
export function AuthFallback() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    rememberPageForAfterSignIn(location.pathname + location.search);
    toast({ title: COPY.authRequired.title, description: COPY.authRequired.description, variant: 'destructive' });
    const timer = setTimeout(() => void navigate('/', { replace: true }), AUTH_FALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, location.pathname, location.search]);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <Lock className="h-10 w-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold">{COPY.authRequired.title}</h1>
      <p className="text-muted-foreground">{COPY.authRequired.redirecting}</p>
    </div>
  );
}
