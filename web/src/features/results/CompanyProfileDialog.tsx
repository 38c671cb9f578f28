import { companyQuery } from '@app/client';
import { COPY, type CompanyProfile, type Job } from '@app/types';
import { Badge, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, ExternalLink } from 'lucide-react';
import { api } from '../../app/api';
import { CompanyLogo } from './CompanyLogo';

/**
 * A company's profile. Jobs usually carry it already; when only the company's page address is known it is
 * fetched (once, then cached) while the dialog is open.
 */
export function CompanyProfileDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const url = job && !job.company ? job.companyLinkedinUrl : null;
  const fetched = useQuery({ ...companyQuery(api, url ?? ''), enabled: Boolean(url) });
  const company = job?.company ?? (fetched.data?.success ? fetched.data.company : undefined) ?? null;
  const failed = Boolean(url) && (fetched.isError || (fetched.isSuccess && !company));

  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" data-testid="company-dialog">
        {company ? (
          <CompanyDetails company={company} />
        ) : (
          <DialogHeader>
            <DialogTitle>{job?.companyName ?? 'Company'}</DialogTitle>
            {failed ? (
              <DialogDescription className="flex items-center gap-2 text-destructive" role="alert">
                <CircleAlert className="h-4 w-4" aria-hidden />
                {COPY.search.companyProfileFailed}
              </DialogDescription>
            ) : (
              <DialogDescription className="flex items-center gap-2">
                <Spinner size="small" />
                Loading the company profile…
              </DialogDescription>
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompanyDetails({ company }: { company: CompanyProfile }) {
  const facts = [
    ['Industry', company.industry],
    ['Company size', company.size],
    ['Headquarters', company.headquarters],
    ['Founded', company.founded],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const links = [
    ['Website', company.website],
    ['Company page', company.linkedinUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]));

  return (
    <div className="grid gap-5">
      <DialogHeader className="flex-row items-center gap-3 space-y-0 pr-6">
        <CompanyLogo name={company.name} src={company.logo} className="h-14 w-14" />
        <div className="grid gap-1">
          <DialogTitle>{company.name}</DialogTitle>
          <DialogDescription>{company.tagline || 'Company profile'}</DialogDescription>
        </div>
      </DialogHeader>

      {company.description && (
        <p className="whitespace-pre-line text-sm text-muted-foreground">{company.description}</p>
      )}

      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      {company.specialties.length > 0 && (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">Specialties</p>
          <ul className="flex flex-wrap gap-1.5">
            {company.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge variant="secondary">{specialty}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}

      {links.length > 0 && (
        <ul className="flex flex-wrap gap-4 text-sm">
          {links.map(([label, href]) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {label}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
