import type { Browser } from 'wxt/browser';
import type { ExtensionMessage } from './messaging';
import { apiUrlItem, authTokenItem, pageReportsItem } from './storage';
import { appOriginOf, isConnectPage } from './token-handoff';

/**
 * What the background does with a message: a page report is kept for its tab; a token is stored only when it
 * comes from this extension's content script on the app's connect page, at the configured address.
 */
export async function relayMessage(
  message: ExtensionMessage,
  sender: Browser.runtime.MessageSender,
  extensionId: string,
  now = Date.now(),
): Promise<void> {
  if (sender.id !== extensionId) return;
  if (message.type === 'page-report') {
    const tabId = sender.tab?.id;
    if (tabId === undefined) return;
    const reports = await pageReportsItem.getValue();
    await pageReportsItem.setValue({ ...reports, [tabId]: { ...message.report, at: now } });
    return;
  }
  const appOrigin = appOriginOf(await apiUrlItem.getValue());
  if (appOrigin && isConnectPage(sender.url, appOrigin)) await authTokenItem.setValue(message.token);
}

/** Forgets a closed tab's report. */
export async function forgetTab(tabId: number): Promise<void> {
  const reports = await pageReportsItem.getValue();
  if (!(tabId in reports)) return;
  const { [tabId]: _closed, ...rest } = reports;
  await pageReportsItem.setValue(rest);
}
