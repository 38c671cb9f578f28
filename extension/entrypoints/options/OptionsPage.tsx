import { Button, Input, Label } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { apiUrlItem, authTokenItem, DEFAULT_API_URL } from '../../utils/storage';
import { appOriginOf } from '../../utils/token-handoff';

/** The app's address. Changing it signs the extension out (a token belongs to one app). */
export function OptionsPage() {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void apiUrlItem.getValue().then(setValue);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = appOriginOf(value.trim());
    if (!origin) {
      setMessage('Enter the app’s address, starting with https:// (or http:// for a local app).');
      return;
    }
    if (origin !== appOriginOf(await apiUrlItem.getValue())) await authTokenItem.setValue(null);
    await apiUrlItem.setValue(origin);
    setValue(origin);
    setMessage(`Saved. The panel now works with ${origin}.`);
  };

  return (
    <main className="mx-auto grid max-w-md gap-4 p-6 text-foreground">
      <h1 className="text-lg font-semibold">JobReach extension</h1>
      <form className="grid gap-2" onSubmit={(e) => void save(e)}>
        <Label htmlFor="api-url">App address</Label>
        <Input id="api-url" value={value} onChange={(e) => setValue(e.target.value)} placeholder={DEFAULT_API_URL} />
        <p className="text-xs text-muted-foreground">
          Where your JobReach app runs (default {DEFAULT_API_URL}). Signing in from the panel uses this address.
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
