/**
 * A company's website as its page on the networking site gives it. Enrichment is handed this (COMPANY_WEBSITES,
 * provided by the composition root from the companies room) so that it needs neither companies nor the site.
 */
export interface CompanyWebsites {
  /**
   * The website of the company with this slug (null: it has none, there is no such company, or its page could not be
   * read, which costs that company's contacts and nothing more); `fetched`: its page was read from the site just now.
   */
  websiteOf(slug: string, signal: AbortSignal): Promise<{ website: string | null; fetched: boolean }>;
}

export const COMPANY_WEBSITES = Symbol('COMPANY_WEBSITES');
