import browser from 'webextension-polyfill';

export default defineBackground(() => {
  // Chromium: clicking the toolbar icon opens the side panel.
  const sidePanel = (
    globalThis as {
      chrome?: { sidePanel?: { setPanelBehavior(o: { openPanelOnActionClick: boolean }): Promise<void> } };
    }
  ).chrome?.sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: true });
  browser.runtime.onInstalled.addListener(() => undefined);
});
