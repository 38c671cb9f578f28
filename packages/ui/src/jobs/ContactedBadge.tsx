import { formatDayMonth, type JobContacted } from '@app/types';
import { MailCheck } from 'lucide-react';
import { Badge } from '../components/Badge.js';

/** What the user already did about a job, in a word or two: "Emailed 12 Nov", "Queued", "Replied". */
export function contactedText(contacted: JobContacted, timeZone?: string): string {
  if (contacted.kind === 'emailed') return `Emailed ${formatDayMonth(contacted.at, timeZone)}`;
  return contacted.kind === 'queued' ? 'Queued' : 'Replied';
}

const TITLES: Record<JobContacted['kind'], string> = {
  emailed: 'You already emailed this contact or about this job; it is in Applications.',
  queued: 'An email to this contact or about this job waits in your outbox.',
  replied: 'You got an answer about this job; it is in Applications.',
};

/** A results card's note that the user already reached this job, so nobody writes twice by mistake. */
export function ContactedBadge({ contacted, timeZone }: { contacted: JobContacted; timeZone?: string }) {
  return (
    <Badge
      variant={contacted.kind === 'replied' ? 'default' : 'secondary'}
      className="w-fit gap-1"
      title={TITLES[contacted.kind]}
      data-testid="job-contacted"
    >
      <MailCheck className="h-3.5 w-3.5" aria-hidden />
      {contactedText(contacted, timeZone)}
    </Badge>
  );
}
