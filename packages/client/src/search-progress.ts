import { COPY, type SearchStatus } from '@app/types';

/** Phase label by percent band (spec §4). */
export function phaseLabel(percent: number): string {
  if (percent >= 100) return COPY.phases.complete;
  if (percent < 20) return COPY.phases.connecting;
  if (percent < 40) return COPY.phases.scraping;
  if (percent < 60) return COPY.phases.analyzing;
  if (percent < 80) return COPY.phases.findingContacts;
  return COPY.phases.preparing;
}

/**
 * Time left from the real rate so far (percent per second since the search started), in the spec's wording.
 * Before there is a rate to go on, it says nothing rather than guess.
 */
export function timeLeftText(percent: number, elapsedMs: number): string | null {
  if (percent >= 100) return null;
  if (percent <= 0 || elapsedMs < 3000) return null;
  const remainingMs = (elapsedMs / percent) * (100 - percent);
  const minutes = Math.ceil(remainingMs / 60_000);
  if (remainingMs < 30_000) return 'Almost done...';
  if (minutes <= 1) return '~1 minute left';
  return `~${minutes} minutes left`;
}

/** Status colours and spinners on the dashboard (spec §4). */
export function statusTone(status: SearchStatus): 'success' | 'failed' | 'cancelled' | 'running' {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'failed';
  if (status === 'cancelled') return 'cancelled';
  return 'running';
}

/** Posted-date wording (spec §5): 'Just now', minutes, hours, days (<7), weeks (<4), months (<12), then a date. */
export function postedAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'week');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(Math.max(1, months), 'month');
  return then.toLocaleDateString();
}
