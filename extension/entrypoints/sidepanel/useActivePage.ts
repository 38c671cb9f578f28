import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { pageReportsItem, type StoredPageReport } from '../../utils/storage';

export type ActivePage =
  | { kind: 'loading' }
  /** No content script answered for this tab: another site, or a page the extension cannot read. */
  | { kind: 'unreadable'; tabId: number | null }
  | { kind: 'report'; tabId: number; report: StoredPageReport };

/** The tab this panel runs in when it was opened as a page (undefined in the side panel itself). */
const ownTabId = async (): Promise<number | undefined> => (await browser.tabs.getCurrent())?.id;

/**
 * The page the panel is about: the active tab's report. When the panel is itself the active tab (opened as a page),
 * the job page reported most recently.
 */
export function pickPage(
  reports: Record<string, StoredPageReport>,
  active: { id?: number } | undefined,
  ownTab: number | undefined,
): ActivePage {
  if (active?.id !== undefined && active.id !== ownTab) {
    const report = reports[active.id];
    return report ? { kind: 'report', tabId: active.id, report } : { kind: 'unreadable', tabId: active.id };
  }
  const newest = Object.entries(reports).sort(([, a], [, b]) => b.at - a.at)[0];
  return newest ? { kind: 'report', tabId: Number(newest[0]), report: newest[1] } : { kind: 'unreadable', tabId: null };
}

/** Follows the active tab and what its content script reports (URL changes included). */
export function useActivePage(): ActivePage {
  const [page, setPage] = useState<ActivePage>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
      const reports = await pageReportsItem.getValue();
      if (live) setPage(pickPage(reports, active, await ownTabId()));
    };
    void refresh();
    const unwatch = pageReportsItem.watch(() => void refresh());
    const onActivated = () => void refresh();
    const onUpdated = (_id: number, change: { status?: string }) => {
      if (change.status === 'complete') void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.windows?.onFocusChanged.addListener(onActivated);
    return () => {
      live = false;
      unwatch();
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.windows?.onFocusChanged.removeListener(onActivated);
    };
  }, []);
  return page;
}

/** Opens a job of the site in the tab the panel follows (a new tab when there is none); the panel follows it. */
export async function openInCurrentTab(url: string, tabId: number | null): Promise<void> {
  const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  const own = await ownTabId();
  const target = active?.id !== undefined && active.id !== own ? active.id : tabId;
  if (target !== null && target !== undefined) await browser.tabs.update(target, { url, active: true });
  else await browser.tabs.create({ url });
}
