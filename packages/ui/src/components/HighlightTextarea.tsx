import { useRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

export interface TextHighlight {
  start: number;
  end: number;
  /** Said to screen readers and on hover. */
  label: string;
}

/**
 * A textarea whose given ranges are highlighted in place: a copy of the text with the ranges marked sits behind a
 * transparent textarea, with the same box, font and wrapping, and scrolls with it. The user edits the real
 * textarea as ever; the marks follow the ranges given (non-overlapping, sorted).
 */
export function HighlightTextarea({
  value,
  highlights,
  className,
  onScroll,
  ...props
}: Omit<ComponentProps<'textarea'>, 'value'> & { value: string; highlights: readonly TextHighlight[] }) {
  const backdrop = useRef<HTMLDivElement>(null);
  const box =
    'w-full rounded-md border px-3 py-2 text-sm whitespace-pre-wrap break-words [overflow-wrap:anywhere] [scrollbar-gutter:stable]';
  const runs: React.ReactNode[] = [];
  let from = 0;
  for (const h of highlights) {
    if (h.start < from || h.end > value.length) continue;
    runs.push(value.slice(from, h.start));
    runs.push(
      <mark
        key={h.start}
        title={h.label}
        data-testid="unbacked-highlight"
        className="rounded-sm bg-amber-300/70 text-transparent shadow-[inset_0_-2px_0_0] shadow-amber-600 dark:bg-amber-500/40"
      >
        {value.slice(h.start, h.end)}
      </mark>,
    );
    from = h.end;
  }
  // A trailing newline needs a character after it to take its line, as in the textarea.
  runs.push(`${value.slice(from)}\u200b`);
  return (
    <div className="relative rounded-md bg-background">
      <div
        ref={backdrop}
        aria-hidden
        data-testid="highlight-backdrop"
        className={cn(
          box,
          'pointer-events-none absolute inset-0 overflow-hidden border-transparent text-transparent',
          className,
        )}
      >
        {runs}
      </div>
      <textarea
        value={value}
        onScroll={(event) => {
          if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
          onScroll?.(event);
        }}
        className={cn(
          box,
          'relative flex min-h-24 overflow-y-auto border-input bg-transparent ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
    </div>
  );
}
