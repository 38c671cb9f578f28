import { mailAccountsQuery, mailStatusQuery } from '@app/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../components/toast-store.js';
import { useApiClient } from './api-context.js';
import { gmailReturnNotice } from './gmail-return-notice.js';

/**
 * 'Authorize Gmail' for a face that cannot leave its page for Google's (the extension's panel): the same mail
 * authorisation the web starts (GET /api/auth/gmail/authorize with `returnUrl` and `autoApply=true`, spec §4), in a
 * new tab, while the compose dialog and its draft stay open here, which is this face's auto-apply return. The panel
 * cannot read the tab's address, so when the person comes back (focus, or the panel shown again) the mail status
 * says how it went: connected, or not (Deny, or the tab left unfinished), told as the web tells it.
 *
 * Every return also refreshes the mail status and accounts, so a mailbox added in the app's Settings shows here.
 *
 * @param openTab opens a URL in a new tab (the extension: `browser.tabs.create`)
 * @param returnUrl the app page the tab lands on afterwards (it shows the same notice)
 * @returns the compose dialog's `onAuthorizeGmail`
 */
export function useGmailAuthorizeInTab(openTab: (url: string) => void, returnUrl = '/settings'): () => void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // A tab went to Google and the person has not come back yet.
  const waiting = useRef(false);

  useEffect(() => {
    const check = async () => {
      void queryClient.invalidateQueries({ queryKey: mailAccountsQuery(api).queryKey });
      const ask = waiting.current;
      try {
        const status = await queryClient.fetchQuery({ ...mailStatusQuery(api), staleTime: 0 });
        // Focus and visibility often come together: the first answer tells, once.
        if (!ask || !waiting.current) return;
        waiting.current = false;
        const connected = status.isConnected && status.authorized && !status.needsRefresh;
        const notice = gmailReturnNotice({ connected, declined: !connected, failed: false });
        if (notice) toast(notice);
      } catch {
        // The status could not be read: the next return asks again.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, queryClient]);

  return useCallback(() => {
    waiting.current = true;
    openTab(api.gmailAuthorizeUrl({ returnUrl, autoApply: true }));
    toast({ title: 'Connect Gmail in the new tab', description: 'Then come back here: this draft stays open.' });
  }, [api, openTab, returnUrl]);
}
