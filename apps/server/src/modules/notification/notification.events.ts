import { EventEmitter } from 'node:events';
import type { Notification } from '@kasa/contract/notification';

export interface NotificationCreated {
  playerId: string;
  notification: Notification;
}

/**
 * The port a real-time hub subscribes to: "a notification was created for this player". Published only after the
 * transaction that wrote the notification has committed. Today it is in-process; with several nodes the hub's
 * Redis adapter (REDIS_URL, @socket.io/redis-adapter) fans the hub's own emits out, so a node only has to forward the
 * events raised on it — a Redis pub/sub implementation of this interface plugs in here if that ever changes.
 */
export interface NotificationEvents {
  publish(event: NotificationCreated): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: NotificationCreated) => void): () => void;
}

export function createInProcessNotificationEvents(): NotificationEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      emitter.emit('created', event);
    },
    subscribe(listener) {
      // A failing subscriber must not fail the request that raised the event.
      const safe = (event: NotificationCreated) => {
        try {
          listener(event);
        } catch {
          /* the hub logs its own failures */
        }
      };
      emitter.on('created', safe);
      return () => emitter.off('created', safe);
    },
  };
}
