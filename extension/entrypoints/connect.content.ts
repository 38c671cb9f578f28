import { defineContentScript } from 'wxt/utils/define-content-script';
import { apiUrlItem, DEFAULT_API_URL } from '../utils/storage';
import { connectPageMatch } from '../utils/match-patterns';
import { sendToBackground } from '../utils/messaging';
import { appOriginOf, tokenFromHandoff } from '../utils/token-handoff';

/**
 * Runs on the app's /extension/connect page only: takes the token the page posts and hands it to the background.
 * Declared for the build-time address; an address set in the options page registers this same file at run time
 * (utils/connect-registration.ts).
 */
export default defineContentScript({
  matches: [connectPageMatch(DEFAULT_API_URL)],
  runAt: 'document_start',
  async main(ctx) {
    const appOrigin = appOriginOf(await apiUrlItem.getValue());
    if (!appOrigin || location.origin !== appOrigin) return;
    ctx.addEventListener(window, 'message', (event: MessageEvent) => {
      const token = tokenFromHandoff(event, window, appOrigin);
      if (token) void sendToBackground({ type: 'extension-token', token });
    });
  },
});
