import { TOAST } from '@kasa/contract/constants';
import { createStore } from './create-store';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';
export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number };

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

/**
 * Clears the toasts on screen (toasts raised afterwards show as usual). Opening the notification panel does this:
 * the stack sits top-centre, over the panel's header, and the panel lists the same news anyway.
 */
export function dismissAllToasts(): void {
  for (const { id } of toastStore.get()) dismissToast(id);
}

/** Spec §9: top-centre, at most 5 visible (the oldest gives way), 4000 ms, loading 30000 ms. */
export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  const durationMs = kind === 'loading' ? TOAST.loadingDurationMs : TOAST.durationMs;
  const next = [...toastStore.get(), { id, kind, message, durationMs }];
  const overflow = next.slice(0, Math.max(0, next.length - TOAST.maxVisible));
  overflow.forEach((t) => {
    const timer = timers.get(t.id);
    if (timer) clearTimeout(timer);
    timers.delete(t.id);
  });
  toastStore.set(next.slice(-TOAST.maxVisible));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  info: (message: string) => showToast('info', message),
  loading: (message: string) => showToast('loading', message),
};
