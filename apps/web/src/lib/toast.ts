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

/** Which toast stays when only one may show. */
const RANK: Record<ToastKind, number> = { loading: 0, info: 1, warning: 2, success: 3, error: 4 };

/**
 * A dialog that fills a phone's screen (below the 900 px layout break): toasts over it would cover its heading, so at
 * most one shows (issue 11 §6: four stacked over "Tebrikler").
 */
function isFullScreenDialogOpen(): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 899.98px)').matches;
  return phone && document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Spec §9: top-centre, at most 5 visible (the oldest gives way), 4000 ms, loading 30000 ms. Only one over a phone's
 * full-screen dialog; a success clears the error toasts still on screen (the step they complained about succeeded).
 */
export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  const durationMs = kind === 'loading' ? TOAST.loadingDurationMs : TOAST.durationMs;
  if (kind === 'success') for (const t of toastStore.get()) if (t.kind === 'error') dismissToast(t.id);
  const maxVisible = isFullScreenDialogOpen() ? 1 : TOAST.maxVisible;
  let next = [...toastStore.get(), { id, kind, message, durationMs }];
  // Over a phone's dialog the one toast shown is the one that matters most (an error, then the step's success),
  // the newest of those: a passing notice does not push away "Your bet is placed".
  if (maxVisible === 1) {
    const best = next.reduce((a, b) => (RANK[b.kind] >= RANK[a.kind] ? b : a));
    next = [...next.filter((t) => t !== best), best];
  }
  const overflow = next.slice(0, Math.max(0, next.length - maxVisible));
  overflow.forEach((t) => {
    const timer = timers.get(t.id);
    if (timer) clearTimeout(timer);
    timers.delete(t.id);
  });
  toastStore.set(next.slice(-maxVisible));
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
