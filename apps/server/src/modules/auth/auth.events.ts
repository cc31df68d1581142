import { EventEmitter } from 'node:events';

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

/**
 * The port the real-time hub subscribes to so it can close the sockets of ended sessions (decision 0060). Published
 * only after the transaction that revoked the sessions has committed. In-process: the hub turns it into emits that
 * its Redis adapter carries to every node.
 */
export interface SessionEvents {
  publish(event: SessionsRevoked): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: SessionsRevoked) => void): () => void;
}

export function createInProcessSessionEvents(): SessionEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      emitter.emit('revoked', event);
    },
    subscribe(listener) {
      // A failing subscriber must not fail the request that ended the session.
      const safe = (event: SessionsRevoked) => {
        try {
          listener(event);
        } catch {
          /* the hub logs its own failures */
        }
      };
      emitter.on('revoked', safe);
      return () => emitter.off('revoked', safe);
    },
  };
}
