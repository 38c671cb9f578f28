import { storage } from 'wxt/utils/storage';
import type { PageReport } from './job-page';

/** The app's address when the options page has not changed it (build-time WXT_API_URL). */
export const DEFAULT_API_URL: string = (import.meta.env.WXT_API_URL as string | undefined) || 'http://localhost:3000';

/** The app (and API) this extension works with; the options page changes it. */
export const apiUrlItem = storage.defineItem<string>('sync:apiUrl', { fallback: DEFAULT_API_URL });

/** The device token the connect page handed over; null when signed out. Never leaves the extension's pages. */
export const authTokenItem = storage.defineItem<string | null>('local:authToken', { fallback: null });

/** A content script's report as the background keeps it: with when it arrived. */
export type StoredPageReport = PageReport & { at: number };

/** What each tab's content script last reported, by tab id (this browser session only). */
export const pageReportsItem = storage.defineItem<Record<string, StoredPageReport>>('session:pageReports', {
  fallback: {},
});
