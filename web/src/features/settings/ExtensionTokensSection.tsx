import { extensionTokensQuery, queryKeys, settingsQuery } from '@app/client';
import { formatSearchDate, type ExtensionToken } from '@app/types';
import { Button, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Puzzle } from 'lucide-react';
import { api } from '../../app/api';
import { SettingsSection } from '../../lib/SettingsSection';

/** Settings → Browser extension: the browsers connected to this account, each revocable. */
export function ExtensionTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useQuery(extensionTokensQuery(api));
  // On the user's clock, like every time the app shows.
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;
  const when = (iso: string) => formatSearchDate(iso, timeZone);
  const revoke = useMutation({
    mutationFn: (token: ExtensionToken) => api.revokeExtensionToken(token.id),
    onSuccess: (_answer, token) => toast({ title: 'Disconnected', description: `${token.label} is signed out.` }),
    onError: (error) => toast({ title: 'Could not disconnect', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.extensionTokens }),
  });

  return (
    <SettingsSection
      icon={Puzzle}
      title="Browser extension"
      description="Browsers where the JobReach extension is connected to your account. Revoke one to sign it out."
      testId="extension-tokens"
    >
      {tokens.isError ? (
        <p className="text-sm text-destructive">Could not load the connected browsers: {tokens.error.message}</p>
      ) : !tokens.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No browser is connected.</p>
      ) : (
        <ul className="divide-y">
          {tokens.data.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{token.label}</p>
                <p className="text-xs text-muted-foreground">
                  Connected {when(token.createdAt)} ·{' '}
                  {token.lastUsedAt ? `last used ${when(token.lastUsedAt)}` : 'not used yet'}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending && revoke.variables?.id === token.id}
                onClick={() => revoke.mutate(token)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
