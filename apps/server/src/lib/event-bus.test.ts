import { describe, expect, it } from 'vitest';
import { createEventBus, type EventMeta, type EventRelay } from './event-bus.ts';

interface TestEvents {
  'thing.done': { id: number };
  'thing.gone': { id: number };
}

function recordingLog() {
  const errors: Array<{ details: object; message: string }> = [];
  return { errors, log: { error: (details: object, message: string) => errors.push({ details, message }) } };
}

describe('event bus', () => {
  it('delivers a topic only to its subscribers, at once, and no longer after they unsubscribe', () => {
    const { log } = recordingLog();
    const bus = createEventBus<TestEvents>({ log });
    const done: Array<[{ id: number }, EventMeta]> = [];
    const gone: number[] = [];
    const stop = bus.subscribe('thing.done', (payload, meta) => {
      done.push([payload, meta]);
    });
    bus.subscribe('thing.gone', ({ id }) => {
      gone.push(id);
    });

    bus.publish('thing.done', { id: 1 });
    expect(done).toEqual([[{ id: 1 }, { local: true }]]);
    expect(gone).toEqual([]);

    stop();
    bus.publish('thing.done', { id: 2 });
    expect(done).toHaveLength(1);
  });

  it('a throwing or rejecting subscriber is logged and neither fails the publisher nor stops the others', async () => {
    const { log, errors } = recordingLog();
    const bus = createEventBus<TestEvents>({ log });
    const heard: number[] = [];
    bus.subscribe('thing.done', () => {
      throw new Error('sync failure');
    });
    bus.subscribe('thing.done', async () => {
      throw new Error('async failure');
    });
    bus.subscribe('thing.done', ({ id }) => {
      heard.push(id);
    });

    expect(() => bus.publish('thing.done', { id: 7 })).not.toThrow();
    expect(heard).toEqual([7]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((e) => (e.details as { err: Error }).err.message).sort()).toEqual([
      'async failure',
      'sync failure',
    ]);
    expect(errors.every((e) => (e.details as { topic: string }).topic === 'thing.done')).toBe(true);
  });

  it('hands only relayed topics to the relay, and delivers what the relay brings from other nodes as not local', () => {
    const { log } = recordingLog();
    const sent: Array<[string, unknown]> = [];
    let receive: ((topic: keyof TestEvents, payload: { id: number }) => void) | undefined;
    const relay: EventRelay<TestEvents> = {
      topics: ['thing.gone'],
      send: (topic, payload) => {
        sent.push([topic, payload]);
      },
      attach: (fromOtherNodes) => {
        receive = fromOtherNodes;
      },
    };
    const bus = createEventBus<TestEvents>({ log, relay });
    const heard: Array<[number, boolean]> = [];
    bus.subscribe('thing.gone', ({ id }, { local }) => {
      heard.push([id, local]);
    });

    bus.publish('thing.done', { id: 1 });
    bus.publish('thing.gone', { id: 2 });
    receive?.('thing.gone', { id: 3 });

    expect(sent).toEqual([['thing.gone', { id: 2 }]]);
    expect(heard).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('a failing relay is logged and local subscribers still hear the event', () => {
    const { log, errors } = recordingLog();
    const bus = createEventBus<TestEvents>({
      log,
      relay: {
        topics: ['thing.done'],
        send: () => {
          throw new Error('redis down');
        },
        attach: () => {},
      },
    });
    const heard: number[] = [];
    bus.subscribe('thing.done', ({ id }) => {
      heard.push(id);
    });
    expect(() => bus.publish('thing.done', { id: 4 })).not.toThrow();
    expect(heard).toEqual([4]);
    expect(errors).toHaveLength(1);
  });
});
