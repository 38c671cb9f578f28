import type { Job } from '@app/types';
import { ExternalLink } from 'lucide-react';

/** Links out: the job on the networking site, its off-site apply page, the company's website. */
export function JobLinks({ job }: { job: Job }) {
  const links: { href: string; text: string }[] = [{ href: job.link, text: 'View job posting' }];
  if (job.jobUrl && job.jobUrl !== job.link && job.jobUrl !== job.applyUrl) {
    links.push({ href: job.jobUrl, text: 'Job page' });
  }
  if (job.applyUrl) links.push({ href: job.applyUrl, text: 'Apply on company site' });
  if (job.companyWebsite) links.push({ href: job.companyWebsite, text: 'Company website' });
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.text}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {link.text}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
