import type { Notification } from '@kasa/contract/notification';
import type { EventBus } from './event-bus.ts';

// Every event of the application in one place: topic → payload. Each is published only after the transaction that
// made it has committed, so no subscriber hears of a change that was rolled back.

/**
 * Sessions that have just ended: one (`sessionId`, a logout) or every session of the player except `keepSessionId`
 * (a password change keeps the session that made it; a reset by code keeps none).
 */
export interface SessionsRevoked {
  playerId: string;
  /** The one session that ended, or null: all of the player's sessions except `keepSessionId`. */
  sessionId: string | null;
  keepSessionId: string | null;
  reason: string;
}

/** A notification was written for a player. */
export interface NotificationCreated {
  playerId: string;
  notification: Notification;
}

export interface AppEvents {
  /** Published by auth; the hub closes the sockets of those sessions. */
  'sessions.revoked': SessionsRevoked;
  /** Published by notification; the hub sends it to the player's sockets. */
  'notification.created': NotificationCreated;
}

export type AppEventBus = EventBus<AppEvents>;
