import { proOnlyLines } from '@app/types';
import { Check } from 'lucide-react';

/** What Pro adds over Free, from the plan table the server's gates read (PLAN_LINES): nothing the server does not do. */
export function ProBenefits({ columns = 1 }: { columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-2 text-sm ${columns === 2 ? 'sm:grid-cols-2' : ''}`} data-testid="pro-benefits">
      {proOnlyLines().map((line) => (
        <li key={line.feature} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
          {line.text}
        </li>
      ))}
    </ul>
  );
}
