import { queryKeys } from '@app/client';
import { COPY, type User } from '@app/types';
import { Dialog, DialogContent, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useLogout } from '../../app/auth';
import { TermsAgreement } from '../../lib/terms/TermsModal';

/**
 * Asks once for the terms when the signed-in account has none recorded: sign-in from the public pages' buttons
 * (`/api/login`) skips the landing page's checkbox. Accepting records it (`POST /api/auth/accept-terms`); the app
 * stays behind the dialog until then, and the other way out is signing out.
 */
export function TermsAcceptanceDialog({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const accept = useMutation({
    mutationFn: () => api.acceptTerms(),
    onSuccess: ({ termsAcceptedAt }) => {
      queryClient.setQueryData<User | null>(queryKeys.currentUser, (current) =>
        current ? { ...current, termsAcceptedAt } : current,
      );
    },
    onError: (error) =>
      toast({ title: 'Could not record your acceptance', description: error.message, variant: 'destructive' }),
  });
  if (user.termsAcceptedAt) return null;
  return (
    <Dialog open>
      <DialogContent
        className="sm:max-w-md"
        data-testid="terms-acceptance-dialog"
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <TermsAgreement
          description={`Before you use ${COPY.productName}, please accept our Terms of Service and Privacy Policy.`}
          onAccept={() => accept.mutate()}
          cancel={{ label: 'Sign out', onClick: () => logout.mutate(), disabled: logout.isPending }}
          pending={accept.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
