import { cn } from '@app/ui';

/** Quick picks under a text field; the one matching the field's value is shown pressed. */
export function SuggestionChips({
  label,
  options,
  value,
  onPick,
}: {
  label: string;
  options: readonly string[];
  value: string;
  onPick: (option: string) => void;
}) {
  const current = value.trim().toLowerCase();
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.toLowerCase() === current;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(option)}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-muted-foreground hover:border-primary/50 hover:text-foreground',
            )}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
