import { defineBackground } from 'wxt/utils/define-background';
import { browser } from 'wxt/browser';
import { onExtensionMessage } from '../utils/messaging';
import { forgetTab, relayMessage } from '../utils/relay';

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
});
