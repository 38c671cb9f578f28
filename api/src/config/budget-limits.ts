// The per-user budgets' names and limits (settings RATE_LIMIT_*): config reads them and rate-limits spends them, so
// their shape lives here, below both (config imports no room).

/** The costly calls that have a per-user budget (settings RATE_LIMIT_*). */
export type BudgetName =
  | 'generateEmail'
  | 'checkEmail'
  | 'contactLookup'
  | 'scrapeCompany'
  | 'smtpCheck'
  | 'resumeUpload'
  | 'bulkDraft'
  | 'search';

/** How many calls a window allows on Free, and on Pro and the trial. */
export interface BudgetLimits {
  free: number;
  pro: number;
  windowMs: number;
}
