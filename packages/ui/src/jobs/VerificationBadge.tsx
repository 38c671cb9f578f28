import type { VerificationStatus } from '@app/types';
import { cn } from '../lib/cn.js';
import { Loader2, MailCheck, MailQuestion, MailX, type LucideIcon } from 'lucide-react';

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  valid: 'Verified',
  'catch-all': 'Catch-all',
  invalid: 'Invalid',
  unknown: 'Unverified',
  error: 'Check failed',
  verifying: 'Verifying',
};

const STYLES: Record<VerificationStatus, { className: string; icon: LucideIcon }> = {
  valid: { className: 'bg-success/15 text-success', icon: MailCheck },
  'catch-all': { className: 'bg-amber-500/15 text-amber-700 dark:text-amber-400', icon: MailQuestion },
  invalid: { className: 'bg-destructive/15 text-destructive', icon: MailX },
  unknown: { className: 'bg-muted text-muted-foreground', icon: MailQuestion },
  error: { className: 'bg-muted text-muted-foreground', icon: MailQuestion },
  verifying: { className: 'bg-sky-500/15 text-sky-700 dark:text-sky-400', icon: Loader2 },
};

/** Whether the contact address was found deliverable; `verifying` while a slow mail server is still asked. */
export function VerificationBadge({ status }: { status: VerificationStatus | null }) {
  const style = STYLES[status ?? 'unknown'];
  const Icon = style.icon;
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', style.className)}
      data-testid="email-status"
    >
      <Icon
        className={cn('h-3 w-3', status === 'verifying' && 'animate-spin motion-reduce:animate-none')}
        aria-hidden
      />
      {VERIFICATION_LABELS[status ?? 'unknown']}
    </span>
  );
}
