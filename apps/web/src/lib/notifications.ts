import { createStore, useStore } from './create-store';

/** Unread notification count for the header bell. The notification feature (a later issue) feeds this store. */
export const unreadCountStore = createStore(0);

export function useUnreadCount(): number {
  return useStore(unreadCountStore);
}
