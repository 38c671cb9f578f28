import { Button } from '@app/ui';
import { browser } from 'wxt/browser';
import { EXTENSION_CONNECT_PATH } from '@app/types';

/** Not connected: one button opens the app's connect page; the panel notices the token when it arrives. */
export function SignedOutView({ appUrl, expired }: { appUrl: string; expired: boolean }) {
  return (
    <section className="grid gap-3 rounded-lg border p-4" data-testid="panel-signed-out">
      <h2 className="text-base font-semibold">Sign in to JobReach</h2>
      <p className="text-sm text-muted-foreground">
        {expired
          ? 'This browser was disconnected from your account (revoked in Settings, or the account is gone). Sign in again to go on.'
          : 'Connect the extension to your JobReach account to see contacts, write emails and run searches here.'}
      </p>
      <Button
        onClick={() => void browser.tabs.create({ url: `${appUrl}${EXTENSION_CONNECT_PATH}` })}
        data-testid="panel-sign-in"
      >
        Sign in
      </Button>
      <p className="text-xs text-muted-foreground">
        Opens {appUrl} in a tab. Sign in there if asked, then press “Connect the extension”.
      </p>
    </section>
  );
}
