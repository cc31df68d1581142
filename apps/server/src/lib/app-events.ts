import type { Notification } from '@kasa/contract/notification';
import type { EventBus } from './event-bus.ts';

// Every event of the application in one place: topic → payload. Each is published only after the transaction that
// made it has committed, so no subscriber hears of a change that was rolled back — except 'wallet.moved', which only
// ever makes a subscriber forget.

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

/** Content an operator saved: every node drops its cached bootstrap, promotions and pages. */
export interface ContentChanged {
  /** What kind of content (for the log; every cached part is dropped whatever it says). */
  what: string;
}

/**
 * A ledger movement of the player's money was written — unlike the other events, possibly before its transaction
 * commits: subscribers may only forget what they hold (the balance poll's cache, docs/decisions/0151).
 */
export interface WalletMoved {
  playerId: string;
}

/** An operator switched a casino game off/on or changed its featuring: every node re-reads its catalog. */
export interface CasinoChanged {
  code: string;
}

export interface AppEvents {
  /**
   * Published by auth; the hub closes the sockets of those sessions, and every node's session cache forgets them
   * (relayed: docs/decisions/0150).
   */
  'sessions.revoked': SessionsRevoked;
  /** Published by notification; the hub sends it to the player's sockets (the hub's own adapter reaches other nodes). */
  'notification.created': NotificationCreated;
  /** Published by content after an operator's save; every node drops its content caches (relayed). */
  'content.changed': ContentChanged;
  /** Published by the wallet for every movement (when its balance cache is on); every node forgets that player's. */
  'wallet.moved': WalletMoved;
  /** Published by casino after an operator's change; every node re-reads its in-memory catalog (relayed). */
  'casino.changed': CasinoChanged;
}

/**
 * Topics the event bus carries to the other nodes when REDIS_URL is set (lib/redis-event-relay.ts): the ones whose
 * subscribers keep per-node state. Subscribers that act on the world (the hub's emits) look at `meta.local` and act
 * only on the node that published.
 */
export const RELAYED_TOPICS = [
  'sessions.revoked',
  'content.changed',
  'wallet.moved',
  'casino.changed',
] as const satisfies ReadonlyArray<keyof AppEvents>;

export type AppEventBus = EventBus<AppEvents>;
