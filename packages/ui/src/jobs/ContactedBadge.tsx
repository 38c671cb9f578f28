import { formatDayMonth, type JobContacted } from '@app/types';
import { MailCheck } from 'lucide-react';
import { Badge } from '../components/Badge.js';

/** What the user already did about a job, in a word or two: "Emailed 12 Nov", "Bounced 12 Nov", "Queued", "Replied". */
export function contactedText(contacted: JobContacted, timeZone?: string): string {
  if (contacted.kind === 'emailed') return `Emailed ${formatDayMonth(contacted.at, timeZone)}`;
  if (contacted.kind === 'bounced') return `Bounced ${formatDayMonth(contacted.at, timeZone)}`;
  return contacted.kind === 'queued' ? 'Queued' : 'Replied';
}

/** What each state means, said in full (the badge's tooltip; a bounce's also shows on the card, for a phone). */
export const CONTACTED_EXPLAINED: Record<JobContacted['kind'], string> = {
  emailed: 'You already emailed this contact or about this job; it is in Applications.',
  bounced: "Your email came back: the company's mail server refused the address, so it is no longer offered.",
  queued: 'An email to this contact or about this job waits in your outbox.',
  replied: 'You got an answer about this job; it is in Applications.',
};

/** A results card's note that the user already reached this job, so nobody writes twice by mistake. */
export function ContactedBadge({ contacted, timeZone }: { contacted: JobContacted; timeZone?: string }) {
  return (
    <Badge
      variant={contacted.kind === 'replied' ? 'default' : contacted.kind === 'bounced' ? 'destructive' : 'secondary'}
      className="w-fit gap-1"
      title={CONTACTED_EXPLAINED[contacted.kind]}
      data-testid="job-contacted"
    >
      <MailCheck className="h-3.5 w-3.5" aria-hidden />
      {contactedText(contacted, timeZone)}
    </Badge>
  );
}
