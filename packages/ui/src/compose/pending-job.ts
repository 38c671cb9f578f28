import type { Job } from '@app/types';
import type { SavedDraft } from './draft.js';

/**
 * The job an Apply was about to write for when the browser left to authorise Gmail (spec §4). It is kept in
 * sessionStorage (this tab only) and taken back exactly once on return.
 */
export const PENDING_APPLY_KEY = 'jobreach.pendingApply';
/** Older than this, a pending job is stale (the user wandered off) and is dropped. */
export const PENDING_APPLY_MAX_AGE_MS = 30 * 60_000;

export interface PendingApply {
  siteJobId: string;
  companyName: string;
  title: string;
  savedAt: number;
  /** The draft when the redirect started from the compose dialog, so the user's edits survive it. */
  draft?: SavedDraft;
}

/** The part of Storage used here (sessionStorage fits; tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingApply(storage: KeyValueStorage, job: Job, draft?: SavedDraft, now = Date.now()): void {
  const pending: PendingApply = {
    siteJobId: job.siteJobId,
    companyName: job.companyName,
    title: job.title,
    savedAt: now,
    ...(draft ? { draft } : {}),
  };
  try {
    storage.setItem(PENDING_APPLY_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the user simply applies again after connecting.
  }
}

function isPendingApply(value: unknown): value is PendingApply {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.siteJobId === 'string' &&
    typeof v.companyName === 'string' &&
    typeof v.title === 'string' &&
    typeof v.savedAt === 'number'
  );
}

/** The pending job, removed from storage so it resumes once; null when none, unreadable or stale. */
export function takePendingApply(storage: KeyValueStorage, now = Date.now()): PendingApply | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_APPLY_KEY);
    storage.removeItem(PENDING_APPLY_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isPendingApply(parsed)) return null;
    if (now - parsed.savedAt > PENDING_APPLY_MAX_AGE_MS || parsed.savedAt > now + 60_000) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** What the address says after the Gmail authorisation redirect, and the parameters to remove. */
export interface GmailReturn {
  connected: boolean;
  /** The person pressed Deny on Google's consent screen (`gmail=declined`): not a failure. */
  declined: boolean;
  failed: boolean;
  /** The redirect was started by an Apply (`auto_apply=true`). */
  autoApply: boolean;
  /** The parameters without the redirect's own; equal to the input's when nothing matched. */
  remaining: URLSearchParams;
}

/**
 * Reads `gmail_auth=success` / `error=gmail_auth_failed` (spec §2), the Apply return's `gmail=success|…` with
 * `auto_apply=true` (spec §4), and `gmail=declined` (Deny on Google's screen).
 */
export function readGmailReturn(params: URLSearchParams): GmailReturn {
  const gmail = params.get('gmail');
  const connected = params.get('gmail_auth') === 'success' || gmail === 'success';
  const declined = !connected && gmail === 'declined';
  const failed =
    !connected && !declined && (params.get('error') === 'gmail_auth_failed' || (gmail !== null && gmail !== ''));
  const autoApply = params.get('auto_apply') === 'true';
  const remaining = new URLSearchParams(params);
  if (connected || declined || failed) {
    remaining.delete('gmail_auth');
    remaining.delete('gmail');
    remaining.delete('auto_apply');
    if (remaining.get('error') === 'gmail_auth_failed') remaining.delete('error');
  }
  return { connected, declined, failed, autoApply, remaining };
}

/** The return from Gmail that should resume the pending job: `auto_apply=true&gmail=success`. */
export function isAutoApplyReturn(params: URLSearchParams): boolean {
  return params.get('auto_apply') === 'true' && params.get('gmail') === 'success';
}

/** The job the pending one was: by site job id, else by company name and title. */
export function findPendingJob(jobs: readonly Job[], pending: PendingApply): Job | undefined {
  return (
    jobs.find((job) => job.siteJobId === pending.siteJobId) ??
    jobs.find((job) => job.companyName === pending.companyName && job.title === pending.title)
  );
}
