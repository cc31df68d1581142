import type { MarketKey } from '@kasa/contract/sports';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  BetSettlement,
  EventMessage,
  FeedMarket,
  FeedMessage,
  Producer,
  SettledMarket,
} from './feed/feed.port.ts';
import { settleSelection } from './settlement/rules.ts';
import {
  fixturesBetween,
  fixturesOfDay,
  type SimulatedFixture,
  simulateFixture,
  turkeyDay,
} from './simulator/fixtures.ts';
import { feedMarkets, incidentsBetween, indexAt, isFinished, liveView } from './simulator/live-view.ts';
import type { Timeline } from './simulator/timeline.ts';
import type { ApplyResult, FeedConsumer } from './sports.consumer.ts';

/** What applied messages leave for after the commit: hub messages, and markets whose bets must be (re)settled. */
export type FeedEffects = Pick<ApplyResult, 'hub' | 'closed'>;
import * as repo from './sports.repository.ts';
import type { SportsEventRow, SportsSimProgressRow } from './sports.table.ts';

/**
 * The built-in feed (docs/decisions/0201): plays the simulator's rolling calendar as UOF-shaped messages and hands
 * them to the consumer. One node at a time runs it, under a lease in the database (as the crash driver); everything
 * it needs to continue — the last sequence per producer, each match's place in its timeline, when it last priced —
 * is in the database, and the matches themselves are a pure function of the event id, so another node takes over
 * mid-match where this one stopped. Messages of one event are applied in one transaction with its progress.
 */

export interface RunnerTimings {
  /** How often the runner steps (production). */
  tickMs: number;
  /** The lease lasts this long without renewal. */
  leaseMs: number;
  /** How often the calendar is re-read for new fixtures. */
  calendarMs: number;
  /** In-play prices are recomputed this often. */
  repriceMs: number;
  /** Markets stay suspended this long after a bet stop (a goal) before new prices. */
  betStopMs: number;
  /** Pre-match events are created this far ahead. */
  horizonMs: number;
}

export const RUNNER_TIMINGS: RunnerTimings = {
  tickMs: 1_000,
  leaseMs: 15_000,
  calendarMs: 60_000,
  repriceMs: 10_000,
  betStopMs: 8_000,
  horizonMs: 7 * 86_400_000,
};

/** Matches started longer ago than this are all over (the longest, a five-set match, is under six hours). */
const LOOKBACK_MS = 8 * 3_600_000;
/** Events of one calendar transaction. */
const BATCH = 10;

type AnyTimeline = Timeline<string, unknown>;

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  consumer: FeedConsumer;
  nodeId: string;
  /** After each commit: what the hub should hear. */
  publish: (effects: FeedEffects) => void;
  /** Problems the runner meets (refused transitions) go to the log. */
  log: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
  timings?: Partial<RunnerTimings>;
}

/** A market of a finished match and its winning outcomes (`dev/sports/finish`). */
export interface FinishedMarket {
  market: string;
  won: string[];
}

export interface TickReport {
  leader: boolean;
  created: number;
  live: number;
  settled: number;
}

export function createSimulatorRunner(deps: RunnerDeps) {
  const { db, clock, consumer } = deps;
  const timings: RunnerTimings = { ...RUNNER_TIMINGS, ...deps.timings };
  const fixturesByDay = new Map<number, Map<string, SimulatedFixture>>();
  const timelines = new Map<string, AnyTimeline>();
  /** Fixtures found over before they were created (left out of the calendar). */
  const over = new Set<string>();
  let lastCalendar = 0;
  const sequence: Record<Producer, number> = { prematch: 0, live: 0 };

  function fixtureOf(event: SportsEventRow): SimulatedFixture | undefined {
    const day = turkeyDay(event.start_time.getTime());
    let fixtures = fixturesByDay.get(day);
    if (!fixtures) {
      fixtures = new Map(fixturesOfDay(day).map((f) => [f.eventId, f]));
      fixturesByDay.set(day, fixtures);
      // Keep a fortnight of days.
      for (const d of fixturesByDay.keys()) if (d < day - 14) fixturesByDay.delete(d);
    }
    return fixtures.get(event.id);
  }

  function timelineOf(fixture: SimulatedFixture): AnyTimeline {
    let timeline = timelines.get(fixture.eventId);
    if (!timeline) {
      timeline = simulateFixture(fixture);
      timelines.set(fixture.eventId, timeline);
    }
    return timeline;
  }

  const base = (producer: Producer, eventId: string) => ({
    eventId,
    producer,
    timestamp: clock.now().getTime(),
    sequence: ++sequence[producer],
  });

  async function applyAll(tx: Db, messages: FeedMessage[], effects: FeedEffects): Promise<void> {
    for (const message of messages) {
      const result = await consumer.apply(tx, message);
      if (result.refused.length > 0)
        deps.log.warn({ refused: result.refused }, 'sports: transitions refused');
      effects.hub.push(...result.hub);
      effects.closed.push(...result.closed);
    }
  }

  /** Runs `work` in one transaction and publishes what it did (hub messages, closed markets) after the commit. */
  async function commit(work: (tx: Db, effects: FeedEffects) => Promise<void>): Promise<void> {
    try {
      const effects: FeedEffects = { hub: [], closed: [] };
      await db.transaction().execute((tx) => work(tx, effects));
      deps.publish(effects);
    } catch (error) {
      // The sequences handed out in the failed transaction were not recorded: start again from the database.
      consumer.forget();
      await loadSequences();
      throw error;
    }
  }

  async function loadSequences() {
    for (const row of await repo.feedStates(db)) sequence[row.producer] = Number(row.last_sequence);
  }

  async function renew(now: Date): Promise<boolean> {
    return repo.acquireLease(db, deps.nodeId, now, new Date(now.getTime() + timings.leaseMs));
  }

  // ---- the calendar: new fixtures with pre-match prices ----

  function prematchMessages(fixture: SimulatedFixture): EventMessage[] {
    return [
      { ...base('prematch', fixture.eventId), type: 'fixture_change', change: 'new', fixture },
      {
        ...base('prematch', fixture.eventId),
        type: 'odds_change',
        markets: feedMarkets(fixture.sport, fixture.model),
      },
    ];
  }

  async function syncCalendar(now: Date): Promise<number> {
    const from = new Date(now.getTime() - LOOKBACK_MS);
    const known = await repo.eventIdsFrom(db, from);
    const missing = fixturesBetween(from.getTime(), now.getTime() + timings.horizonMs).filter((f) => {
      if (known.has(f.eventId) || over.has(f.eventId)) return false;
      if (f.startTime > now.getTime()) return true;
      // A match that is already over by now (a node starting late) is left out rather than played back at once.
      if (f.startTime + simulateFixture(f).duration * 1000 > now.getTime()) return true;
      over.add(f.eventId);
      return false;
    });
    if (over.size > 1_000) over.clear();
    for (let i = 0; i < missing.length; i += BATCH) {
      if (i > 0 && !(await renew(clock.now()))) return i;
      const batch = missing.slice(i, i + BATCH);
      await commit((tx, effects) => applyAll(tx, batch.flatMap(prematchMessages), effects));
    }
    lastCalendar = now.getTime();
    return missing.length;
  }

  // ---- live play ----

  /** Every market the event ever quoted, settled from the match result. */
  async function settlement(
    tx: Db,
    fixture: SimulatedFixture,
    timeline: AnyTimeline,
  ): Promise<BetSettlement> {
    const markets = await repo.marketsOfEvent(tx, fixture.eventId);
    const outcomes = await repo.outcomesOfMarkets(
      tx,
      markets.map((m) => m.id),
    );
    const settled: SettledMarket[] = markets
      .filter((m) => m.status === 'active' || m.status === 'suspended')
      .map((m) => ({
        key: m.key as MarketKey,
        ...(m.param === null ? {} : { param: m.param }),
        outcomes: outcomes
          .filter((o) => o.market_id === m.id)
          .map((o) => {
            const leg = settleSelection(
              fixture.sport,
              m.key as MarketKey,
              m.param ?? undefined,
              o.outcome,
              timeline.result,
            );
            return {
              id: o.outcome,
              result: leg.result,
              ...(leg.deadHeatFactor !== undefined ? { deadHeatFactor: leg.deadHeatFactor } : {}),
            };
          }),
      }));
    return { ...base('live', fixture.eventId), type: 'bet_settlement', certainty: 1, markets: settled };
  }

  /**
   * The markets priced now, plus every market quoted before and gone from the model's list (a moved Asian or
   * basketball line, the next goal after a goal): those are sent suspended with their outcomes not offered.
   */
  async function livePrices(tx: Db, fixture: SimulatedFixture, priced: FeedMarket[]): Promise<FeedMarket[]> {
    const current = new Set(priced.map((m) => (m.param === undefined ? m.key : `${m.key}:${m.param}`)));
    const stale = (await repo.marketsOfEvent(tx, fixture.eventId)).filter(
      (m) => m.status === 'active' && !current.has(m.market),
    );
    const outcomes = await repo.outcomesOfMarkets(
      tx,
      stale.map((m) => m.id),
    );
    return [
      ...priced,
      ...stale.map((m): FeedMarket => ({
        key: m.key as MarketKey,
        ...(m.param === null ? {} : { param: m.param }),
        status: 'suspended',
        outcomes: outcomes.filter((o) => o.market_id === m.id).map((o) => ({ id: o.outcome, active: false })),
      })),
    ];
  }

  /** The end of a match: the final scoreboard, a bet stop, every market settled from the result, the close. */
  async function closeMatch(
    tx: Db,
    effects: FeedEffects,
    fixture: SimulatedFixture,
    timeline: AnyTimeline,
    view: ReturnType<typeof liveView>,
    incidents: ReturnType<typeof incidentsBetween>['incidents'],
  ): Promise<void> {
    const id = fixture.eventId;
    await applyAll(
      tx,
      [
        { ...base('live', id), type: 'odds_change', scoreboard: view.scoreboard, incidents, markets: [] },
        { ...base('live', id), type: 'bet_stop', groups: 'all', reason: 'other' },
      ],
      effects,
    );
    await applyAll(tx, [await settlement(tx, fixture, timeline)], effects);
    const closed = { ...view.scoreboard, status: 'closed' as const };
    await applyAll(
      tx,
      [{ ...base('live', id), type: 'odds_change', scoreboard: closed, markets: [] }],
      effects,
    );
  }

  async function playEvent(event: SportsEventRow, progress: SportsSimProgressRow | undefined, now: Date) {
    const fixture = fixtureOf(event);
    if (!fixture) return 'skipped' as const;
    const timeline = timelineOf(fixture);
    const at = (now.getTime() - fixture.startTime) / 1000;
    const from = progress?.cursor ?? -1;
    const index = Math.max(from, indexAt(timeline, at));
    const started = progress !== undefined;
    const view = liveView(fixture, timeline, index, at);
    const { incidents, stop } = incidentsBetween(fixture, timeline, from, index);
    const next: SportsSimProgressRow = {
      event_id: event.id,
      cursor: index,
      priced_at: progress?.priced_at ?? null,
      suspended_until: progress?.suspended_until ?? null,
    };
    const done = { settled: false };
    await commit(async (tx, effects) => {
      const messages: EventMessage[] = [];
      const scoreboard = { scoreboard: view.scoreboard, incidents };
      if (isFinished(timeline, index)) {
        await closeMatch(tx, effects, fixture, timeline, view, incidents);
        await repo.saveProgress(tx, next);
        done.settled = true;
        return;
      }
      const changed = !started || index !== from;
      const suspendedUntil = next.suspended_until?.getTime() ?? 0;
      const due =
        next.priced_at === null ||
        now.getTime() - next.priced_at.getTime() >= timings.repriceMs ||
        (suspendedUntil > 0 && next.priced_at.getTime() < suspendedUntil);
      if (stop) {
        messages.push({ ...base('live', event.id), type: 'bet_stop', groups: 'all', reason: stop });
        messages.push({ ...base('live', event.id), type: 'odds_change', ...scoreboard, markets: [] });
        next.suspended_until = new Date(now.getTime() + timings.betStopMs);
      } else if (now.getTime() >= suspendedUntil && due) {
        const markets = await livePrices(tx, fixture, feedMarkets(fixture.sport, view.priced));
        messages.push({ ...base('live', event.id), type: 'odds_change', ...scoreboard, markets });
        next.priced_at = now;
        next.suspended_until = null;
      } else if (changed) {
        messages.push({ ...base('live', event.id), type: 'odds_change', ...scoreboard, markets: [] });
      }
      await applyAll(tx, messages, effects);
      await repo.saveProgress(tx, next);
    });
    if (!done.settled) return 'live' as const;
    timelines.delete(event.id);
    return 'settled' as const;
  }

  /**
   * One step: renew the lease (or stop: another node runs the feed), send the producers' heartbeats, create new
   * fixtures when the calendar is due, and move every started match on to the clock.
   */
  async function tick(): Promise<TickReport> {
    const now = clock.now();
    const report: TickReport = { leader: false, created: 0, live: 0, settled: 0 };
    if (!(await renew(now))) return report;
    report.leader = true;
    await loadSequences();
    await commit(async (tx) => {
      for (const producer of ['prematch', 'live'] as const)
        await consumer.apply(tx, { type: 'alive', producer, timestamp: now.getTime(), subscribed: true });
    });
    if (now.getTime() - lastCalendar >= timings.calendarMs || now.getTime() < lastCalendar)
      report.created = await syncCalendar(now);
    const started = await repo.startedOpenEvents(db, now);
    const progress = new Map(
      (
        await repo.progressOf(
          db,
          started.map((e) => e.id),
        )
      ).map((p) => [p.event_id, p]),
    );
    for (const event of started) {
      try {
        const result = await playEvent(event, progress.get(event.id), now);
        if (result === 'live') report.live++;
        if (result === 'settled') report.settled++;
      } catch (error) {
        // One match that fails (its transaction rolled back) must not stop the others; it is retried next step.
        deps.log.error({ err: error, eventId: event.id }, 'sports: match step failed');
      }
    }
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let stepping = false;

  /**
   * Development and journeys only (`dev/sports/finish`, absent in production): plays these simulated matches to
   * their end at once — started or not — exactly as a step does when a match's clock runs out: the final scoreboard,
   * the settlement of every market from the match's result, the close. It runs between two steps (the step's guard),
   * so the producers' sequences stay in order. Returns how many matches it ended.
   */
  async function finish(
    eventIds: readonly string[],
    options: { dryRun?: boolean } = {},
  ): Promise<{ ended: number; results: { eventId: string; markets: FinishedMarket[] }[] }> {
    while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
    stepping = true;
    try {
      await loadSequences();
      let ended = 0;
      const results: { eventId: string; markets: FinishedMarket[] }[] = [];
      for (const id of eventIds) {
        const event = await repo.findEvent(db, id);
        if (!event || !['not_started', 'live', 'suspended'].includes(event.status)) continue;
        const fixture = fixtureOf(event);
        if (!fixture) continue;
        const timeline = timelineOf(fixture);
        // The result is a pure function of the event: a dry run tells what each open market will pay, ending nothing.
        const settled = await settlement(db, fixture, timeline);
        results.push({
          eventId: id,
          markets: settled.markets.map((m) => ({
            market: m.param === undefined ? m.key : `${m.key}:${m.param}`,
            won: m.outcomes.filter((o) => o.result === 'won').map((o) => o.id),
          })),
        });
        if (options.dryRun) continue;
        const last = timeline.events.length - 1;
        const [progress] = await repo.progressOf(db, [id]);
        const view = liveView(fixture, timeline, last, timeline.duration);
        const { incidents } = incidentsBetween(fixture, timeline, progress?.cursor ?? -1, last);
        await commit(async (tx, effects) => {
          await closeMatch(tx, effects, fixture, timeline, view, incidents);
          await repo.saveProgress(tx, { event_id: id, cursor: last, priced_at: null, suspended_until: null });
        });
        timelines.delete(id);
        ended++;
      }
      return { ended, results };
    } finally {
      stepping = false;
    }
  }

  /**
   * Development and journeys only (`dev/sports/reprice`, absent in production): a price move now on a match in
   * play — in every market its first outcome becomes less likely than quoted now (its price goes up), the rest share
   * the difference — and the runner's own next price is held off for its cadence, so a live bet placed just before meets a changed
   * price at the end of its delay. False when the match is not in play (or has not been stepped yet).
   */
  async function movePrices(eventId: string): Promise<boolean> {
    while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
    stepping = true;
    try {
      await loadSequences();
      const event = await repo.findEvent(db, eventId);
      if (!event || event.status !== 'live') return false;
      const fixture = fixtureOf(event);
      const [progress] = await repo.progressOf(db, [eventId]);
      if (!fixture || !progress) return false;
      const timeline = timelineOf(fixture);
      const now = clock.now();
      const view = liveView(fixture, timeline, progress.cursor, (now.getTime() - fixture.startTime) / 1000);
      // Each move starts from the probabilities quoted now (the last move's, when there was one), so two moves in a
      // row move the price twice — never back to where the model alone would put it.
      const stored = await repo.marketsOfEvent(db, eventId);
      const storedOutcomes = await repo.outcomesOfMarkets(
        db,
        stored.map((m) => m.id),
      );
      const quotedNow = (market: string, outcome: string): number | null => {
        const row = stored.find((m) => m.market === market);
        const hit = row && storedOutcomes.find((o) => o.market_id === row.id && o.outcome === outcome);
        return hit?.probability ?? null;
      };
      const markets = feedMarkets(fixture.sport, view.priced).map((model) => {
        const name = model.param === undefined ? model.key : `${model.key}:${model.param}`;
        const m = {
          ...model,
          outcomes: model.outcomes.map((o) => ({
            ...o,
            probability: quotedNow(name, o.id) ?? o.probability,
          })),
        };
        const [first, ...rest] = m.outcomes;
        const p = first?.probability ?? 0;
        const others = rest.reduce((sum, o) => sum + (o.probability ?? 0), 0);
        if (!first || p <= 0 || others <= 0) return m;
        const moved = p * 0.15;
        return {
          ...m,
          outcomes: [
            { ...first, probability: p - moved },
            ...rest.map((o) => ({ ...o, probability: (o.probability ?? 0) * (1 + moved / others) })),
          ],
        };
      });
      await commit(async (tx, effects) => {
        await applyAll(tx, [{ ...base('live', eventId), type: 'odds_change', markets }], effects);
        await repo.saveProgress(tx, { ...progress, priced_at: now });
      });
      return true;
    } finally {
      stepping = false;
    }
  }

  return {
    timings,
    tick,
    finish,
    movePrices,
    /** Steps every tickMs (production); the lease makes every node but one a bystander. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (stepping) return;
        stepping = true;
        tick()
          .catch((error: unknown) => deps.log.error({ err: error }, 'sports: feed step failed'))
          .finally(() => {
            stepping = false;
          });
      }, timings.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (stepping) await new Promise((resolve) => setTimeout(resolve, 10));
      await repo.releaseLease(db, deps.nodeId);
    },
  };
}

export type SimulatorRunner = ReturnType<typeof createSimulatorRunner>;
