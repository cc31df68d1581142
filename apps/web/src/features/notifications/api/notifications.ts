import { ApiPath } from '@kasa/contract/api';
import { NOTIFICATION_PAGE } from '@kasa/contract/constants';
import type { Notification } from '@kasa/contract/notification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useHubState } from '../../../lib/hub-state';
import { useAuth } from '../../../lib/session';

/**
 * Without the live hub the list is pulled every 30 s. While the hub is connected it pushes `Notification` commands
 * into the same query data, so the pull slows to a safety net for anything a reconnect could miss.
 */
export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_POLL_LIVE_MS = 120_000;

export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  // A background call: the list's poll does not keep an idle session open (docs/decisions/0420).
  return api.background
    .post<Notification[]>(ApiPath.notifications, { ...NOTIFICATION_PAGE }, signal)
    .then((envelope) => envelope.data ?? []);
}

export function notificationsQuery(username: string | null, isLive = false) {
  return queryOptions({
    queryKey: ['customer', 'notifications', username],
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: username !== null,
    refetchInterval: isLive ? NOTIFICATION_POLL_LIVE_MS : NOTIFICATION_POLL_MS,
    staleTime: 10_000,
  });
}

export function useNotifications() {
  const { username } = useAuth();
  const isLive = useHubState() === 'connected';
  return useQuery(notificationsQuery(username, isLive));
}

/** A pushed notification goes on top at once (the bell's count follows); one already listed is replaced. */
export function addNotification(
  list: Notification[] | undefined,
  item: Notification,
): Notification[] | undefined {
  if (!list) return list;
  return [item, ...list.filter((existing) => existing.id !== item.id)];
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
