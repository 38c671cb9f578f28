import { Loader2 } from 'lucide-react';
import { COPY } from '@app/types';
import { cn } from '../lib/cn.js';

const SIZES = { small: 'h-4 w-4', default: 'h-6 w-6', large: 'h-10 w-10' } as const;

export function Spinner({ size = 'default', className }: { size?: keyof typeof SIZES; className?: string }) {
  return <Loader2 aria-hidden className={cn('animate-spin text-primary', SIZES[size], className)} />;
}

/** Full-screen overlay while something the whole page needs is loading (spec §2). */
export function LoadingOverlay({ text = COPY.loading }: { text?: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/80">
      <Spinner size="large" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
