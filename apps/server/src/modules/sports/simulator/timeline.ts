import type { EventResult } from '../settlement/results.ts';

/**
 * A simulated match: every event in order with the model state right after it. `at` is wall-clock seconds from the
 * start (breaks and stoppages included) so the runner can play it in real time or faster; `clock` is the match clock
 * shown on the scoreboard (seconds; for football the 2nd half starts at 45:00). `state` is the pricing model's state
 * after the event, so the runner re-prices on exactly what the model used to draw the match.
 */
export interface TimelineEvent<Kind extends string, State> {
  at: number;
  clock?: number;
  kind: Kind;
  team?: '1' | '2';
  /** Points of a basket (1, 2, 3), the penalty minutes… */
  value?: number;
  state: State;
}

export interface Timeline<Kind extends string, State> {
  events: TimelineEvent<Kind, State>[];
  result: EventResult;
  /** Wall-clock seconds from start to the final whistle. */
  duration: number;
}

/** The last event at or before `at` (the state the scoreboard shows then), by binary search. */
export function eventAt<K extends string, S>(
  timeline: Timeline<K, S>,
  at: number,
): TimelineEvent<K, S> | undefined {
  const events = timeline.events;
  let lo = 0;
  let hi = events.length - 1;
  if (hi < 0 || events[0]!.at > at) return undefined;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (events[mid]!.at <= at) lo = mid;
    else hi = mid - 1;
  }
  return events[lo];
}
