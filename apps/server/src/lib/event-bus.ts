// A typed in-process event bus: modules announce what happened (after the transaction that made it committed) and
// other parts of the application react, without the publisher knowing who listens. docs/decisions/0110.

/** How an event reached this node. */
export interface EventMeta {
  /** true: published on this node; false: published on another node and carried here by the relay. */
  local: boolean;
}

export type EventListener<P> = (payload: P, meta: EventMeta) => void | Promise<void>;

/** Topics are the keys of the event map `M`; each topic carries the payload type it maps to. */
export interface EventBus<M> {
  /** Delivers to this node's subscribers at once, and hands a relayed topic to the relay. Never throws. */
  publish<K extends keyof M & string>(topic: K, payload: M[K]): void;
  /** Returns the function that unsubscribes. */
  subscribe<K extends keyof M & string>(topic: K, listener: EventListener<M[K]>): () => void;
}

/**
 * Carries chosen topics to the other nodes (for example Redis pub/sub). Publishers do not change when one is added:
 * the bus sends each local event of a relayed topic to it, and the relay hands events from other nodes to the
 * `receive` function it is given, which delivers them here with `local: false`. Relayed payloads must survive JSON.
 */
export interface EventRelay<M> {
  topics: ReadonlyArray<keyof M & string>;
  send<K extends keyof M & string>(topic: K, payload: M[K]): void | Promise<void>;
  attach(receive: <K extends keyof M & string>(topic: K, payload: M[K]) => void): void;
}

export interface EventBusOptions<M> {
  /** Where a failing subscriber or relay is reported; it never fails the publisher. */
  log: { error(details: object, message: string): void };
  relay?: EventRelay<M>;
}

export function createEventBus<M>({ log, relay }: EventBusOptions<M>): EventBus<M> {
  const listeners = new Map<keyof M, Set<EventListener<never>>>();
  const relayed = new Set<keyof M>(relay?.topics ?? []);

  function failed(topic: keyof M, error: unknown, what: string): void {
    log.error({ err: error, topic }, what);
  }

  function deliver<K extends keyof M & string>(topic: K, payload: M[K], meta: EventMeta): void {
    const subscribers = listeners.get(topic) as Set<EventListener<M[K]>> | undefined;
    if (!subscribers) return;
    // A copy: a listener may unsubscribe (or subscribe another) while the event is being delivered.
    for (const listener of [...subscribers]) {
      try {
        const result = listener(payload, meta);
        if (result instanceof Promise)
          result.catch((error: unknown) => failed(topic, error, 'event listener failed'));
      } catch (error) {
        failed(topic, error, 'event listener failed');
      }
    }
  }

  relay?.attach((topic, payload) => deliver(topic, payload, { local: false }));

  return {
    publish(topic, payload) {
      deliver(topic, payload, { local: true });
      if (relay && relayed.has(topic)) {
        try {
          const sent = relay.send(topic, payload);
          if (sent instanceof Promise)
            sent.catch((error: unknown) => failed(topic, error, 'event relay failed'));
        } catch (error) {
          failed(topic, error, 'event relay failed');
        }
      }
    },

    subscribe(topic, listener) {
      let subscribers = listeners.get(topic);
      if (!subscribers) {
        subscribers = new Set();
        listeners.set(topic, subscribers);
      }
      const entry = listener as EventListener<never>;
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
  };
}
