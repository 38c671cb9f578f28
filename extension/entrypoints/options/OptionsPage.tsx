import { Button, Input, Label } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { connectRegistrationFor, syncConnectRegistration } from '../../utils/connect-registration';
import { apiUrlItem, authTokenItem, DEFAULT_API_URL } from '../../utils/storage';
import { appOriginOf } from '../../utils/token-handoff';

/** Why an address other than the build-time one asks for a permission, in the page's words. */
function accessNeeded(origin: string): string {
  return (
    `Signing in at ${origin} needs access to that site: the extension reads the sign-in token ` +
    'the app’s “Connect the extension” page hands over there, and nothing else.'
  );
}

/**
 * The app's address. Changing it signs the extension out (a token belongs to one app). An address the manifest's
 * connect content script does not cover needs a host permission (asked on Save) and a run-time registration.
 */
export function OptionsPage() {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void apiUrlItem.getValue().then(async (url) => {
      setValue(url);
      const needed = connectRegistrationFor(url, DEFAULT_API_URL);
      // E.g. an address synced from another browser, or the permission removed in the browser's settings.
      if (needed && !(await browser.permissions.contains({ origins: [needed.hostPermission] }))) {
        setMessage(`${accessNeeded(appOriginOf(url) ?? url)} Press Save to allow it.`);
      }
    });
  }, []);

  const apply = async (origin: string) => {
    if (origin !== appOriginOf(await apiUrlItem.getValue())) await authTokenItem.setValue(null);
    await apiUrlItem.setValue(origin);
    setValue(origin);
    try {
      const outcome = await syncConnectRegistration(origin, DEFAULT_API_URL, browser);
      setMessage(
        outcome === 'permission-missing'
          ? `Saved, but ${accessNeeded(origin)} Press Save again to allow it.`
          : `Saved. The panel now works with ${origin}.`,
      );
    } catch (error) {
      setMessage(`Saved, but signing in at ${origin} could not be set up: ${String(error)}`);
    }
  };

  // Not async before the permission request: the browser asks only within the click's user gesture.
  const save = (event: FormEvent) => {
    event.preventDefault();
    const origin = appOriginOf(value.trim());
    if (!origin) {
      setMessage('Enter the app’s address, starting with https:// (or http:// for a local app).');
      return;
    }
    const needed = connectRegistrationFor(origin, DEFAULT_API_URL);
    const granted = needed
      ? browser.permissions.request({ origins: [needed.hostPermission] }).catch(() => false)
      : Promise.resolve(true);
    void granted.then(async (ok) => {
      if (ok) return apply(origin);
      setMessage(`Not saved: ${accessNeeded(origin)} The address stays ${await apiUrlItem.getValue()}.`);
    });
  };

  return (
    <main className="mx-auto grid max-w-md gap-4 p-6 text-foreground">
      <h1 className="text-lg font-semibold">JobReach extension</h1>
      <form className="grid gap-2" onSubmit={save}>
        <Label htmlFor="api-url">App address</Label>
        <Input id="api-url" value={value} onChange={(e) => setValue(e.target.value)} placeholder={DEFAULT_API_URL} />
        <p className="text-xs text-muted-foreground">
          Where your JobReach app runs (default {DEFAULT_API_URL}). Signing in from the panel uses this address; another
          address asks once for access to that site.
        </p>
        <div className="flex gap-2">
          <Button type="submit">Save</Button>
          <Button type="button" variant="outline" onClick={() => setValue(DEFAULT_API_URL)}>
            Use the default
          </Button>
        </div>
        {message && (
          <p className="text-sm" role="status">
            {message}
          </p>
        )}
      </form>
    </main>
  );
}
