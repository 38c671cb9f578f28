import { currentUserQuery, queryKeys } from '@app/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api';

export function useCurrentUser() {
  const query = useQuery(currentUserQuery(api));
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/** POST /api/auth/logout, then home; a failed logout is ignored (spec §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.logout(),
    onSettled: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      void navigate('/');
    },
  });
}

/** Records terms acceptance, then starts sign-in with a full-page navigation. */
export async function acceptTermsAndSignIn(): Promise<void> {
  await api.acceptTerms();
  window.location.assign(api.signInUrl);
}
