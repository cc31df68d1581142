import { useInvalidate } from '@refinedev/core';
import { notificationProvider } from '../providers/notification-provider';
import { post } from './api';

/**
 * An operator action (approve, reject, lock…): POSTs to the contract path, shows the server's message, and refreshes
 * the lists it changes. Every query of each named resource is refreshed ('resourceAll'): Refine's 'detail' needs the
 * record's id and would leave an open record (the player page) showing the old balance. Throws the server's error
 * so the dialog that asked for it can show it and stay open.
 */
export function useAction(): (path: string, body: unknown, refresh: string[]) => Promise<void> {
  const invalidate = useInvalidate();
  return async (path, body, refresh) => {
    const { message } = await post(path, body);
    notificationProvider.open({ type: 'success', message });
    await Promise.all(refresh.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
  };
}
