import { queryKeys } from '@app/client';
import { EXTENSION_TOKEN_MESSAGE, type ExtensionTokenMessage } from '@app/types';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, PlugZap } from 'lucide-react';
import { api } from '../../app/api';

/** What this browser is called in Settings → Browser extension. */
function browserLabel(): string {
  const ua = navigator.userAgent;
  const name = /Firefox\//.test(ua) ? 'Firefox' : /Edg\//.test(ua) ? 'Edge' : /Chrom/.test(ua) ? 'Chrome' : 'Browser';
  return `${name} extension`;
}

/**
 * `/extension/connect`: the extension opens this page to sign in. Connecting issues a device token and posts it
 * to this page's own window (same origin only), where the extension's content script for this page picks it up.
 */
export function ExtensionConnectPage() {
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: () => api.createExtensionToken({ label: browserLabel() }),
    onSuccess: ({ token }) => {
      const message: ExtensionTokenMessage = { type: EXTENSION_TOKEN_MESSAGE, token };
      window.postMessage(message, window.location.origin);
      void queryClient.invalidateQueries({ queryKey: queryKeys.extensionTokens });
    },
  });

  return (
    <div className="mx-auto grid max-w-lg gap-6 py-8">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <PlugZap className="h-5 w-5 text-primary" aria-hidden />
            Connect the JobReach extension
          </CardTitle>
          <CardDescription>
            The extension&apos;s side panel will use your account to look up contacts, write and send emails, and run
            searches. You can disconnect it any time in Settings → Browser extension.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {connect.isSuccess ? (
            <p
              className="flex items-center gap-2 font-medium text-success"
              role="status"
              data-testid="extension-connected"
            >
              <CheckCircle2 className="h-5 w-5" aria-hidden />
              Connected — you can close this tab.
            </p>
          ) : (
            <Button
              size="lg"
              onClick={() => connect.mutate()}
              disabled={connect.isPending}
              data-testid="extension-connect"
            >
              {connect.isPending ? 'Connecting…' : 'Connect the extension'}
            </Button>
          )}
          {connect.isError && (
            <p className="text-sm text-destructive" role="alert">
              Could not connect: {connect.error.message}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
