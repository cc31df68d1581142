import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { useSyncExternalStore } from 'react';

// Refine's notifications as our own toasts (components/toasts.tsx): success and error messages of every call,
// the server's own message text. Errors stay until closed; the rest go after five seconds.

export type Toast = {
  key: string;
  type: OpenNotificationParams['type'];
  message: string;
  description?: string;
};

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
let counter = 0;

export const notificationProvider: NotificationProvider = {
  open(params) {
    const key = params.key ?? `t${++counter}`;
    toasts = [...toasts.filter((toast) => toast.key !== key), { key, ...params }];
    emit();
    if (params.type !== 'error') setTimeout(() => notificationProvider.close(key), 5000);
  },
  close(key) {
    toasts = toasts.filter((toast) => toast.key !== key);
    emit();
  },
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
