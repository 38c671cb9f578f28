import type { ApplicationOutcome, EmailApplication, EmailApplicationsQuery, MailProvider } from '@app/types';

/** The outcome filter's choices: everything, the unmarked ones, or one outcome. */
export type OutcomeFilter = 'all' | 'none' | ApplicationOutcome;

export const OUTCOME_FILTERS: readonly { value: OutcomeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'none', label: 'Not marked' },
  { value: 'replied', label: 'Replied' },
  { value: 'interview', label: 'Interview' },
  { value: 'rejected', label: 'Rejected' },
];

export const OUTCOME_LABELS: Record<ApplicationOutcome, string> = {
  replied: 'Replied',
  interview: 'Interview',
  rejected: 'Rejected',
};

export const PROVIDER_LABELS: Record<MailProvider, string> = { gmail: 'Gmail', smtp: 'SMTP' };

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list call's query for the search box and the filter; empty parts are left out (one cache entry each). */
export function applicationsQueryFor(search: string, filter: OutcomeFilter): EmailApplicationsQuery {
  const query: EmailApplicationsQuery = {};
  const q = search.trim();
  if (q) query.q = q;
  if (filter !== 'all') query.outcome = filter;
  return query;
}

/** The list with one application's outcome changed (the optimistic update before the server answers). */
export function withOutcome(
  list: readonly EmailApplication[],
  id: string,
  outcome: ApplicationOutcome | null,
  now: string,
): EmailApplication[] {
  return list.map((app) => (app.id === id ? { ...app, outcome, outcomeAt: outcome ? now : null } : app));
}
