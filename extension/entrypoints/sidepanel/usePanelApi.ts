import { createApiClient, type ApiClient } from '@app/client';
import { useEffect, useMemo, useState } from 'react';
import { apiUrlItem, authTokenItem, DEFAULT_API_URL } from '../../utils/storage';

/** A stored value that follows its changes (from the background, the options page, other panels). */
function useStoredValue<T>(item: { getValue(): Promise<T>; watch(cb: (value: T) => void): () => void }): {
  value: T | undefined;
  loaded: boolean;
} {
  const [state, setState] = useState<{ value: T | undefined; loaded: boolean }>({ value: undefined, loaded: false });
  useEffect(() => {
    let live = true;
    void item.getValue().then((value) => live && setState({ value, loaded: true }));
    const unwatch = item.watch((value) => setState({ value, loaded: true }));
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return state;
}

export interface PanelApi {
  api: ApiClient;
  /** The app's address, e.g. http://localhost:3000 (no trailing slash). */
  appUrl: string;
  token: string | null;
  loaded: boolean;
}

/** The panel's API client: the configured app address, the device token as a bearer (no cookies). */
export function usePanelApi(): PanelApi {
  const url = useStoredValue(apiUrlItem);
  const token = useStoredValue(authTokenItem);
  const appUrl = (url.value ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const api = useMemo(() => createApiClient({ baseUrl: appUrl, getToken: () => authTokenItem.getValue() }), [appUrl]);
  return { api, appUrl, token: token.value ?? null, loaded: url.loaded && token.loaded };
}
