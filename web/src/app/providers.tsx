import { ApiClientProvider, Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from './api';

/**
 * Client fetch defaults from spec §9: no retries, never stale, no refetch on focus. Queries that need other
 * timings (current user, stats) say so in their queryOptions in packages/client.
 */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Shared components (the compose dialog) take the web's API client from here. */}
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
