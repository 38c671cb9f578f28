import { postedAgo } from '@app/client';
import { applicantCountText, salaryText, VISA_SPONSORSHIP_TEXT, type Job } from '@app/types';
import {
  Banknote,
  BriefcaseBusiness,
  Building2,
  Clock,
  GraduationCap,
  MapPin,
  Plane,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Where, when and what kind of job: only the facts the posting has. */
export function JobMeta({ job }: { job: Job }) {
  const items: { icon: LucideIcon; label: string; text: string; testId?: string }[] = [];
  if (job.location) items.push({ icon: MapPin, label: 'Location', text: job.location });
  if (job.postedDate) items.push({ icon: Clock, label: 'Posted', text: postedAgo(job.postedDate) });
  if (job.workType) items.push({ icon: Building2, label: 'Work type', text: job.workType });
  if (job.experienceLevel) items.push({ icon: GraduationCap, label: 'Experience', text: job.experienceLevel });
  if (job.employmentType) items.push({ icon: BriefcaseBusiness, label: 'Employment', text: job.employmentType });
  if (job.salary) items.push({ icon: Banknote, label: 'Salary', text: salaryText(job.salary) });
  if (job.applicants) {
    items.push({
      icon: Users,
      label: 'Applicants',
      text: applicantCountText(job.applicants),
      testId: 'job-applicants',
    });
  }
  if (job.visaSponsorship) {
    items.push({
      icon: Plane,
      label: 'Visa sponsorship',
      text: VISA_SPONSORSHIP_TEXT[job.visaSponsorship],
      testId: 'job-sponsorship',
    });
  }
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {items.map(({ icon: Icon, label, text, testId }) => (
        <li key={label} className="inline-flex items-center gap-1" data-testid={testId}>
          <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only">{label}: </span>
          {label === 'Posted' ? <time dateTime={job.postedDate ?? undefined}>{text}</time> : text}
        </li>
      ))}
    </ul>
  );
}
