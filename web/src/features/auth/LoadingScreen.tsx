import { COPY } from '@app/types';
import { Spinner } from '@app/ui';

/** Shown while the current-user call is in flight (spec §2). */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner size="large" />
      <p className="text-sm text-muted-foreground">{COPY.loading}</p>
    </div>
  );
}
