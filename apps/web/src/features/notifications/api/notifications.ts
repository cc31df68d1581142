import { ApiPath } from '@kasa/contract/api';
import { NOTIFICATION_PAGE } from '@kasa/contract/constants';
import type { Notification } from '@kasa/contract/notification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

/**
 * Until the live hub lands (issue 3 §8, a later change) the list is pulled every 30 s; the hub will push
 * `Notification` commands into the same query data and this interval can go.
 */
export const NOTIFICATION_POLL_MS = 30_000;

export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api
    .post<Notification[]>(ApiPath.notifications, { ...NOTIFICATION_PAGE }, signal)
    .then((envelope) => envelope.data ?? []);
}

export function notificationsQuery(username: string | null) {
  return queryOptions({
    queryKey: ['customer', 'notifications', username],
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: username !== null,
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 10_000,
  });
}

export function useNotifications() {
  const { username } = useAuth();
  return useQuery(notificationsQuery(username));
}

export function readNotification(id: number): Promise<void> {
  return api.post<null>(ApiPath.readNotification, { id: [id] }).then(() => undefined);
}

/** Spec §4: the dot disappears and the list updates only when the server reports success. */
export function useReadNotification() {
  const { username } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_data, id) => {
      queryClient.setQueryData(notificationsQuery(username).queryKey, (list) =>
        list?.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      );
    },
  });
}
