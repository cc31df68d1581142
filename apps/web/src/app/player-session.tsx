import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications';
import { useUnreadSync } from '../features/notifications/hooks/use-unread-sync';
import { useBalancePolling } from '../features/wallet/hooks/use-balance-polling';
import { useHubConnection } from '../lib/hub';

/**
 * What runs only while a player is signed in (spec §4): the balance poll, the notification list, and the live hub
 * whose pushes feed both. Loaded on demand with the session, so a visitor's first page carries neither Socket.IO nor
 * the message schemas (docs/decisions/0130). Unmounting it (logout, a lost session) stops all of them.
 */
export function PlayerSession() {
  useBalancePolling();
  useUnreadSync();
  useHubConnection();
  useLiveNotifications();
  return null;
}
