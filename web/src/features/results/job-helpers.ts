import { DESCRIPTION_PREVIEW_CHARS, type Job, type SearchParams } from '@app/types';

/** A job whose contact the server withholds from this viewer's plan. */
export function isLockedJob(job: Job): boolean {
  return job.locked;
}

/** A description preview: cut at 300 characters (spec §9) with an ellipsis; whole when it is short enough. */
export function previewText(text: string, limit: number = DESCRIPTION_PREVIEW_CHARS): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, cut: true };
}

/** Up to two initials for a logo that is missing or fails to load, e.g. 'Acme Corp' → 'AC'. */
export function companyInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return initials ? initials.toUpperCase() : '?';
}

/**
 * A search's heading from what was searched ('Frontend developer · Bengaluru'), which says more than its id; the id
 * (`fallback`) only when the search has neither keyword nor location.
 */
export function searchHeading(params: Pick<SearchParams, 'keyword' | 'location'>, fallback: string): string {
  const keyword = params.keyword?.trim();
  const parts = [keyword ? keyword[0]!.toUpperCase() + keyword.slice(1) : null, params.location?.trim() || null];
  const heading = parts.filter(Boolean).join(' · ');
  return heading || fallback;
}
