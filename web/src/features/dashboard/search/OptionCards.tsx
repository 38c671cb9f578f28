import { cn } from '@app/ui';
import type { LucideIcon } from 'lucide-react';
import { FieldError } from '../../../lib/FieldError';

export interface CardOption<T extends number> {
  value: T;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A required choice shown as cards: native radio buttons underneath, so keyboard and screen readers just work. */
export function OptionCards<T extends number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  testIdPrefix,
  columns,
}: {
  name: string;
  legend: string;
  options: readonly CardOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  testIdPrefix: string;
  columns: 2 | 3;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => {
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              data-testid={`${testIdPrefix}-${option.value}`}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-center transition-colors hover:border-primary/50',
                'has-checked:border-primary has-checked:bg-primary/5 has-checked:ring-1 has-checked:ring-primary',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring',
                error && 'border-destructive',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <Icon className="h-5 w-5 text-primary" aria-hidden />
              <span className="text-sm font-medium">{option.title}</span>
              <span className="text-xs text-muted-foreground">{option.description}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
