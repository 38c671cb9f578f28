import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@app/types';
import { cn } from '../lib/cn.js';
import { dismissToast, useToasts } from './toast-store.js';

/** Mount once near the root; `toast()` from anywhere shows here. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-testid="toast"
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? 'destructive border-destructive bg-destructive text-destructive-foreground'
              : 'border bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
