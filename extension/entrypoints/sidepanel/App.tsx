import { ApiError, currentUserQuery, queryKeys } from '@app/client';
import { ApiClientProvider, Button, Spinner, Toaster, cn, toast, useApiClient } from '@app/ui';
import { QueryCache, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authTokenItem } from '../../utils/storage';
import { JobView } from './JobView';
import { usePanelStore, type PanelView } from './panel-store';
import { SearchesView } from './SearchesView';
import { SignedOutView } from './SignedOutView';
import { usePanelApi } from './usePanelApi';

/**
 * The same defaults as the web (spec §9): no retries, never stale, no refetch on focus. Any 401 means the token
 * was revoked (Settings) or the account is gone: the current user is asked again, which shows Sign in.
 */
function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== queryKeys.currentUser[0]) {
          void client.invalidateQueries({ queryKey: queryKeys.currentUser });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { api, appUrl, token, loaded } = usePanelApi();
  // Another account or app address: nothing cached for the previous one may show.
  useEffect(() => queryClient.clear(), [queryClient, token, appUrl]);

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <main className="grid gap-4 p-3 text-foreground">
          <header className="flex items-center justify-between gap-2">
            <h1 className="text-sm font-semibold">JobReach</h1>
          </header>
          {!loaded ? (
            <Spinner />
          ) : token ? (
            <SignedIn appUrl={appUrl} />
          ) : (
            <SignedOutView appUrl={appUrl} expired={false} />
          )}
        </main>
      </ApiClientProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

const TABS: readonly { view: PanelView; label: string }[] = [
  { view: 'job', label: 'This job' },
  { view: 'searches', label: 'Searches' },
];

function SignedIn({ appUrl }: { appUrl: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQuery(api));
  const view = usePanelStore((s) => s.view);
  const show = usePanelStore((s) => s.show);

  if (user.isPending) return <Spinner />;
  if (user.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        Could not reach {appUrl}: {user.error.message}
      </p>
    );
  }
  // The token was revoked (Settings) or the account deleted: the API answers 401 and the token is useless.
  if (!user.data) return <SignedOutView appUrl={appUrl} expired />;

  const signOut = async () => {
    try {
      await api.revokeOwnExtensionToken();
    } catch (error) {
      toast({ title: 'Signed out here', description: `The connection could not be revoked: ${String(error)}` });
    }
    await authTokenItem.setValue(null);
    queryClient.clear();
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span data-testid="panel-user">{user.data.email}</span>
        <Button size="sm" variant="ghost" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      <nav className="flex gap-1 rounded-md bg-muted p-1" role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.view}
            type="button"
            role="tab"
            aria-selected={view === tab.view}
            onClick={() => show(tab.view)}
            className={cn(
              'flex-1 rounded px-2 py-1 text-sm',
              view === tab.view ? 'bg-background font-medium shadow-sm' : 'text-muted-foreground',
            )}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      {view === 'job' ? <JobView appUrl={appUrl} /> : <SearchesView appUrl={appUrl} />}
    </div>
  );
}
