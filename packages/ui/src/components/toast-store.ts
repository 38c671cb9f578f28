import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '@app/types';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; 5000 unless said (spec §9). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; the newest replaces older ones, since at most one is visible (spec §4). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
