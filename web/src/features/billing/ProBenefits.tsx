import { Check } from 'lucide-react';

/** What Pro gives, as the pricing page lists it (spec §2), plus what the server actually unlocks. */
export const PRO_BENEFITS = [
  'Unlimited job searches',
  'Jobs with hidden contacts unlocked',
  'Contact discovery and email verification',
  'AI-powered personalised emails',
  'Bulk applications (up to 50 at a time)',
  'Advanced analytics',
  'Priority email support',
] as const;

export function ProBenefits({ columns = 1 }: { columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-2 text-sm ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {PRO_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
