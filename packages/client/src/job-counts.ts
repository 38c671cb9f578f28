/** A finished search's jobs, each counted once. */
export interface JobSplit {
  /** With a contact this viewer can write to: the spec's unlocked count (`freeJobs`). */
  open: number;
  /** With a contact the viewer's plan hides (Free, a discovered contact). */
  locked: number;
  /** No contact to write to. */
  withoutContact: number;
}

/**
 * Splits a search's jobs into open, locked and without a contact. The server's `canApplyCount` counts every job
 * with a deliverable contact, locked ones included, so open is `canApplyCount − lockedJobs` (the spec's
 * `freeJobs`): showing `canApplyCount` beside `lockedJobs` would count the locked jobs twice.
 */
export function splitJobs(counts: { total: number; canApplyCount: number; lockedJobs: number }): JobSplit {
  const locked = Math.max(0, Math.min(counts.lockedJobs, counts.canApplyCount));
  const open = counts.canApplyCount - locked;
  return { open, locked, withoutContact: Math.max(0, counts.total - open - locked) };
}
