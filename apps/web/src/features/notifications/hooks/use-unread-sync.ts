import { useEffect } from 'react';
import { unreadCountStore } from '../../../lib/notifications';
import { useNotifications } from '../api/notifications';

/** Spec §4: the unread count follows the stored list; the header bell reads it from `unreadCountStore`. */
export function useUnreadSync(): void {
  const { data } = useNotifications();
  const count = data ? data.filter((item) => !item.isRead).length : 0;
  useEffect(() => {
    unreadCountStore.set(count);
  }, [count]);
}
