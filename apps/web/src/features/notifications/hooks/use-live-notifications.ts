import { Notification } from '@kasa/contract/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onHubMessage } from '../../../lib/hub-state';
import { useAuth } from '../../../lib/session';
import { addNotification, notificationsQuery } from '../api/notifications';

/**
 * Spec §4/§7 live commands: `Notification` puts the message on top of the list (so the badge moves at once);
 * `reconnected` means events may have been missed while the socket was down, so the list is fetched again.
 */
export function useLiveNotifications(): void {
  const { username } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (username === null) return;
    const { queryKey } = notificationsQuery(username);
    return onHubMessage((message) => {
      if (message.command === 'Notification') {
        const parsed = Notification.safeParse(message.message);
        if (parsed.success) {
          // Nothing listed yet (the first fetch is still out): that fetch brings it anyway.
          queryClient.setQueryData(queryKey, (list) => addNotification(list, parsed.data));
        } else {
          void queryClient.invalidateQueries({ queryKey });
        }
      } else if (message.command === 'reconnected') {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
  }, [username, queryClient]);
}
