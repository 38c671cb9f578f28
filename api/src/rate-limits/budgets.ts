import type { BudgetLimits, BudgetName } from '../config/budget-limits.js';

/** What a person did, counted: "You have written 20 emails". */
const DONE: Record<BudgetName, (n: number) => string> = {
  generateEmail: (n) => `written ${n} ${n === 1 ? 'email' : 'emails'}`,
  checkEmail: (n) => `checked ${n} ${n === 1 ? 'draft' : 'drafts'} against your resume`,
  contactLookup: (n) => `looked up ${n} job ${n === 1 ? 'contact' : 'contacts'}`,
  scrapeCompany: (n) => `looked up ${n} company ${n === 1 ? 'page' : 'pages'}`,
  smtpCheck: (n) => `tried ${n} mail server ${n === 1 ? 'login' : 'logins'}`,
  resumeUpload: (n) => `uploaded ${n} ${n === 1 ? 'resume' : 'resumes'}`,
  bulkDraft: (n) => `started ${n} Apply to All ${n === 1 ? 'list' : 'lists'}`,
  search: (n) => `started ${n} ${n === 1 ? 'search' : 'searches'}`,
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "10 minutes", "hour", "2 hours", "30 seconds": the window, as in "in the last …". */
export function windowWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

/** "4 minutes", "45 seconds", "2 hours": how long until the budget refills, rounded up. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/**
 * The sentence a person reads when a budget is spent, e.g. "You have written 20 emails in the last 10 minutes. Try
 * again in 4 minutes." On Free, what Pro allows is added when it is more.
 */
export function overBudgetMessage(
  budget: BudgetName,
  limits: BudgetLimits,
  onFree: boolean,
  retryAfterMs: number,
): string {
  const used = onFree ? limits.free : limits.pro;
  const window = windowWords(limits.windowMs);
  const pro = onFree && limits.pro > limits.free ? ` Pro allows ${limits.pro} in the same time.` : '';
  return `You have ${DONE[budget](used)} in the last ${window}. Try again in ${waitWords(retryAfterMs)}.${pro}`;
}
