import { cn } from '@app/ui';
import { useState } from 'react';
import { companyInitials } from './job-helpers';

/** A company's logo, or its initials when there is none or it fails to load. */
export function CompanyLogo({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('h-12 w-12 shrink-0 rounded-lg border bg-background', className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={`${name} logo`}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={cn(box, 'object-contain p-1')}
      />
    );
  }
  return (
    <span
      className={cn(box, 'grid place-items-center bg-primary/10 text-sm font-semibold text-primary')}
      role="img"
      aria-label={`${name} logo`}
    >
      {companyInitials(name)}
    </span>
  );
}
