import { defineBackground } from 'wxt/utils/define-background';
import { browser } from 'wxt/browser';
import { syncConnectRegistration } from '../utils/connect-registration';
import { onExtensionMessage } from '../utils/messaging';
import { forgetTab, relayMessage } from '../utils/relay';
import { apiUrlItem, DEFAULT_API_URL } from '../utils/storage';

interface SidePanelApi {
  setPanelBehavior(options: { openPanelOnActionClick: boolean }): Promise<void>;
}

interface FirefoxSidebar {
  sidebarAction?: { toggle(): Promise<void> };
  browserAction?: { onClicked: { addListener(cb: () => void): void } };
}

export default defineBackground(() => {
  // Chromium: the toolbar button opens the side panel. Firefox shows the same page as its sidebar (sidebar_action).
  const sidePanel = (globalThis as { chrome?: { sidePanel?: SidePanelApi } }).chrome?.sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
  const firefox = browser as unknown as FirefoxSidebar;
  if (firefox.sidebarAction) {
    const sidebar = firefox.sidebarAction;
    firefox.browserAction?.onClicked.addListener(() => void sidebar.toggle());
  }

  onExtensionMessage((message, sender) => relayMessage(message, sender, browser.runtime.id));
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));

  // The connect content script registered for a saved address other than the build-time one (options page) must
  // match that address: it may have changed elsewhere (storage.sync) or lost its permission. Checked on each start.
  void apiUrlItem
    .getValue()
    .then((url) => syncConnectRegistration(url, DEFAULT_API_URL, browser))
    .catch((error: unknown) => console.warn('Could not check the connect content script registration', error));
});
