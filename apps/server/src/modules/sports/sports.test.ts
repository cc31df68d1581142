import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@kasa/contract/api';
import { MARKET_TYPES, type MarketKey, marketId } from '@kasa/contract/sports';
import {
  SPORTS_EVENT,
  SPORTS_NAMESPACE,
  SPORTS_SUBSCRIBE,
  SportsEvent,
  SportsEventsData,
  type SportsHubMessage,
  SportsLiveState,
  SportsPath,
  SportsTreeSport,
  sportsRoom,
} from '@kasa/contract/sports-api';
import { z } from 'zod';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../realtime/realtime.test-support.ts';
import { expectAppError } from '../wallet/wallet.test-support.ts';
import type { FeedMessage, Producer } from './feed/feed.port.ts';
import { BOOKS, offerEvent } from './pricing/book.ts';
import { priceEvent } from './pricing/price-event.ts';
import { fixturesOfDay, simulateFixture, turkeyDay, type SimulatedFixture } from './simulator/fixtures.ts';
import type { FootballResult } from './settlement/results.ts';
import { type ClosedMarket, createFeedConsumer } from './sports.consumer.ts';
import * as repo from './sports.repository.ts';
import type { SelectionQuote } from './sports.service.ts';
import { createSimulatorRunner } from './sports.runner.ts';

// Saturday 28 November 2026, 17:30 in Türkiye: the Süper Lig's 17:00 match is half an hour in.
const T0 = new Date('2026-11-28T14:30:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
let client: ReturnType<typeof api>;

function fixtureById(id: string): SimulatedFixture {
  const day = Number(/-(\d+)-\d+$/.exec(id)![1]);
  return fixturesOfDay(day).find((f) => f.eventId === id)!;
}

async function nextSequence(producer: Producer): Promise<number> {
  const state = (await repo.feedStates(t.db)).find((s) => s.producer === producer)!;
  return Number(state.last_sequence) + 1;
}

async function tickTo(date: Date) {
  t.clock.set(date);
  return t.app.sports.runner.tick();
}

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  t.clock.set(T0);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('sportsbook tables and the simulator feed', () => {
  it('migration 0020 creates the tables with the five sports of the catalogue', async () => {
    expect(MIGRATION_NAMES).toContain('0020-sports');
    const sports = await repo.sportsList(t.db);
    expect(sports.map((s) => [s.id, s.key])).toEqual([
      [1, 'football'],
      [2, 'basketball'],
      [5, 'tennis'],
      [23, 'volleyball'],
      [4, 'ice_hockey'],
    ]);
  });

  it('the first step fills the calendar: pre-match events on each of the next 7 days and matches in play', async () => {
    const report = await t.app.sports.runner.tick();
    expect(report.leader).toBe(true);
    expect(report.created).toBeGreaterThan(300);
    for (let d = 0; d < 7; d++) {
      const rows = await t.db
        .selectFrom('sports_events')
        .select(['sport_id'])
        .where('status', '=', 'not_started')
        .where('start_time', '>=', new Date(T0.getTime() + d * DAY))
        .where('start_time', '<', new Date(T0.getTime() + (d + 1) * DAY))
        .execute();
      expect(rows.length, `day ${d}`).toBeGreaterThan(20);
    }
    const sportsAhead = await t.db
      .selectFrom('sports_events')
      .select('sport_id')
      .distinct()
      .where('status', '=', 'not_started')
      .execute();
    expect(sportsAhead.map((s) => s.sport_id).sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 23]);
    const live = await t.db.selectFrom('sports_events').selectAll().where('status', '=', 'live').execute();
    expect(live.map((e) => e.sport_id)).toContain(1); // the Süper Lig match
    expect(live.map((e) => e.sport_id)).toContain(5); // the hourly Challenger
    // A match already over when the node started is not played back.
    expect(await repo.findEvent(t.db, fixturesOfDay(turkeyDay(T0.getTime()))[0]!.eventId)).toBeUndefined();
    // A week of fixtures is a few thousand statements: slow on a loaded machine, hence the long timeout.
  }, 240_000);

  it('a second node is a bystander while the lease is held, and takes over once it is released', async () => {
    const other = createSimulatorRunner({
      db: t.db,
      clock: t.clock,
      consumer: createFeedConsumer({ clock: t.clock }),
      nodeId: 'other-node',
      publish: () => {},
      log: { warn: () => {}, error: () => {} },
    });
    const tickWith = async (runner: typeof other, date: Date) => {
      t.clock.set(date);
      expect((await runner.tick()).leader).toBe(true);
    };
    expect((await other.tick()).leader).toBe(false);
    const live = await t.db.selectFrom('sports_events').select('id').where('status', '=', 'live').execute();
    const cursors = new Map(
      (
        await repo.progressOf(
          t.db,
          live.map((e) => e.id),
        )
      ).map((p) => [p.event_id, p.cursor]),
    );
    await t.app.sports.runner.stop(); // releases the lease (no timer runs under test)
    // The other node carries every match on from where the first left it, with the incidents numbered on.
    await tickWith(other, new Date(T0.getTime() + 10_000));
    const progress = await repo.progressOf(
      t.db,
      live.map((e) => e.id),
    );
    expect(progress.every((p) => p.cursor >= cursors.get(p.event_id)!)).toBe(true);
    await other.stop();
    expect((await tickTo(new Date(T0.getTime() + 10_000))).leader).toBe(true);
  });

  it('the feed is up while the runner sends heartbeats and down when they stop', async () => {
    expect(await t.app.sports.isFeedUp('live')).toBe(true);
    expect(await t.app.sports.isFeedUp('prematch')).toBe(true);
    const last = t.clock.now();
    t.clock.set(new Date(last.getTime() + 25_000));
    expect(await t.app.sports.isFeedUp('live')).toBe(false);
    t.clock.set(last);
  });

  it('a live match moves with the clock: score, clock and incidents are stored and the timeline grows', async () => {
    const [event] = await t.db
      .selectFrom('sports_events')
      .selectAll()
      .where('tournament_id', '=', 'tr-super-lig')
      .where('status', '=', 'live')
      .execute();
    expect(event).toBeDefined();
    const before = await t.app.sports.liveState(event!.id);
    expect(before.period).toBe('1st_half');
    expect(before.clock!.seconds).toBeGreaterThanOrEqual(29 * 60);
    const timeline = simulateFixture(fixtureById(event!.id));
    for (let m = 2; m <= 30; m += 2) await tickTo(new Date(T0.getTime() + m * MINUTE));
    const after = await t.app.sports.liveState(event!.id);
    // 60 minutes of wall time into a match that kicked off at 17:00 (with the half-time break in it).
    expect(after.status).toBe('live');
    const kinds = new Set(after.incidents.map((i) => i.kind));
    expect(kinds.has('kickoff')).toBe(true);
    expect(kinds.has('half_time')).toBe(true);
    const expected = timeline.events.filter(
      (e) => e.at <= 3600 && ['goal', 'yellow', 'red', 'corner', 'half_time', 'kickoff'].includes(e.kind),
    ).length;
    expect(after.incidents.filter((i) => i.kind !== 'second_half' && i.kind !== 'added_time').length).toBe(
      expected,
    );
    const goals = timeline.events.filter((e) => e.at <= 3600 && e.kind === 'goal');
    const score = [goals.filter((g) => g.team === '1').length, goals.filter((g) => g.team === '2').length];
    expect(after.score).toEqual(score);
    // Incidents are numbered in order and the same set comes back from the endpoint.
    const res = await client.get<z.infer<typeof SportsLiveState>>(`${SportsPath.state}/${event!.id}`);
    expect(res.status).toBe(200);
    SportsLiveState.parse(res.body.data);
    expect(res.body.data.incidents.map((i) => i.seq)).toEqual(
      [...after.incidents.map((i) => i.seq)].sort((a, b) => a - b),
    );
  }, 120_000);

  it('a goal suspends every market at once, and new prices come after the bet stop', async () => {
    const event = (
      await t.db
        .selectFrom('sports_events')
        .selectAll()
        .where('tournament_id', '=', 'tr-super-lig')
        .where('status', '=', 'live')
        .execute()
    )[0]!;
    const fixture = fixtureById(event.id);
    const timeline = simulateFixture(fixture);
    const elapsed = (t.clock.now().getTime() - fixture.startTime) / 1000;
    const goal = timeline.events.find((e) => e.kind === 'goal' && e.at > elapsed + 20);
    expect(goal, 'the seeded match has a goal after half an hour').toBeDefined();
    if (!goal) return;
    await tickTo(new Date(fixture.startTime + (goal.at - 15) * 1000));
    await tickTo(new Date(fixture.startTime + (goal.at - 1) * 1000));
    const before = await t.app.sports.event(event.id, 'betco', 'en');
    expect(before.markets.filter((m) => m.status === 'active').length).toBeGreaterThan(0);
    // Football's clock runs between the feed's messages: the answer counts on from the last reading.
    const reading = await t.app.sports.liveState(event.id);
    expect(reading.clock!.running).toBe(true);
    t.clock.advance(3_000);
    expect((await t.app.sports.liveState(event.id)).clock!.seconds).toBe(reading.clock!.seconds + 3);
    await tickTo(new Date(fixture.startTime + (goal.at + 1) * 1000));
    const stopped = await repo.marketsOfEvent(t.db, event.id);
    expect(stopped.filter((m) => m.status === 'active')).toEqual([]);
    // Still suspended a few seconds later; re-priced once the bet stop is over.
    await tickTo(new Date(fixture.startTime + (goal.at + 5) * 1000));
    expect((await repo.marketsOfEvent(t.db, event.id)).filter((m) => m.status === 'active')).toEqual([]);
    await tickTo(new Date(fixture.startTime + (goal.at + 10) * 1000));
    const after = await t.app.sports.event(event.id, 'betco', 'en');
    const active = after.markets.filter((m) => m.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    // The goal moved the prices: markets quoted before and after show different odds.
    const oddsOf = (e: typeof after, id: string) =>
      e.markets.find((m) => m.id === id)?.selections.map((x) => x.odds);
    const moved = active.filter((m) => {
      const earlier = oddsOf(before, m.id);
      return earlier !== undefined && JSON.stringify(earlier) !== JSON.stringify(oddsOf(after, m.id));
    });
    expect(moved.length).toBeGreaterThan(0);
  });

  it('a finished match is settled from its result: every market settled, 1X2 with exactly one winner', async () => {
    const event = (
      await t.db
        .selectFrom('sports_events')
        .selectAll()
        .where('tournament_id', '=', 'tr-super-lig')
        .where('status', '=', 'live')
        .execute()
    )[0]!;
    const fixture = fixtureById(event.id);
    const timeline = simulateFixture(fixture);
    const closed: ClosedMarket[] = [];
    const stopListening = t.app.sports.onMarketsClosed((list) => closed.push(...list));
    const report = await tickTo(new Date(fixture.startTime + (timeline.duration + 5) * 1000));
    stopListening();
    expect(report.settled).toBeGreaterThan(0);
    const row = await repo.findEvent(t.db, event.id);
    expect(row!.status).toBe('closed');
    const markets = await repo.marketsOfEvent(t.db, event.id);
    expect(markets.length).toBeGreaterThan(15);
    expect(markets.every((m) => m.status === 'settled')).toBe(true);
    // The bet settlement job hears of every market of the match, after the commit.
    expect(
      closed
        .filter((c) => c.eventId === event.id)
        .map((c) => c.marketId)
        .sort(),
    ).toEqual(markets.map((m) => m.id).sort());
    expect(new Set(closed.map((c) => c.change))).toEqual(new Set(['settled']));
    const outcomes = await repo.outcomesOfMarkets(
      t.db,
      markets.map((m) => m.id),
    );
    expect(outcomes.every((o) => o.result !== null)).toBe(true);
    const oneX2 = outcomes.filter((o) => o.market_id === markets.find((m) => m.market === '1x2')!.id);
    expect(oneX2.filter((o) => o.result === 'won')).toHaveLength(1);
    const result = timeline.result as FootballResult;
    const winner = result.ft[0] > result.ft[1] ? '1' : result.ft[0] === result.ft[1] ? 'x' : '2';
    expect(oneX2.find((o) => o.result === 'won')!.outcome).toBe(winner);
    // Settled markets leave the event page; the event leaves the lists.
    expect((await t.app.sports.event(event.id, 'betco', 'en')).markets).toEqual([]);
    const live = await t.app.sports.events({ live: true, book: 'betco', skip: 0, take: 100 }, 'en');
    expect(live.events.map((e) => e.id)).not.toContain(event.id);
  });
});

describe('the feed consumer', () => {
  let eventId: string;

  beforeAll(async () => {
    // A pre-match Süper Lig fixture next week (a top event: both books quote it).
    const row = await t.db
      .selectFrom('sports_events')
      .selectAll()
      .where('tournament_id', '=', 'tr-super-lig')
      .where('status', '=', 'not_started')
      .orderBy('start_time', 'desc')
      .executeTakeFirstOrThrow();
    eventId = row.id;
  });

  const base = async (producer: Producer = 'live') => ({
    eventId,
    producer,
    timestamp: t.clock.now().getTime(),
    sequence: await nextSequence(producer),
  });

  it('applies a message once: the same sequence again, or an older one, changes nothing', async () => {
    const message: FeedMessage = {
      ...(await base()),
      type: 'odds_change',
      scoreboard: { status: 'live', period: '1st_half', score: [1, 0], clockSeconds: 600 },
      incidents: [{ seq: 0, kind: 'goal', team: '1', clockSeconds: 590, period: '1st_half', score: [1, 0] }],
      markets: [],
    };
    expect((await t.app.sports.applyFeed(message)).applied).toBe(true);
    expect((await t.app.sports.applyFeed(message)).applied).toBe(false);
    expect((await t.app.sports.applyFeed({ ...message, sequence: message.sequence - 1 })).applied).toBe(
      false,
    );
    // A repeated incident under a new sequence (a feed recovering) is stored once.
    expect((await t.app.sports.applyFeed({ ...message, sequence: message.sequence + 1 })).applied).toBe(true);
    expect(await repo.incidentsOf(t.db, eventId)).toHaveLength(1);
    const state = await t.app.sports.liveState(eventId);
    expect(state.score).toEqual([1, 0]);
    expect(state.scoreboard.last).toEqual({ kind: 'goal', team: '1' });
  });

  it('a duplicate bet stop or settlement does not move anything twice', async () => {
    const stop: FeedMessage = { ...(await base()), type: 'bet_stop', groups: 'all', reason: 'goal' };
    const first = await t.app.sports.applyFeed(stop);
    expect(first.hub.some((h) => h.message.type === 'suspend')).toBe(true);
    expect((await t.app.sports.applyFeed(stop)).hub).toEqual([]);
    const markets = await repo.marketsOfEvent(t.db, eventId);
    expect(markets.every((m) => m.status === 'suspended')).toBe(true);
  });

  it('refuses illegal market transitions: settled never back to active without a rollback, cancelled is final', async () => {
    const settle: FeedMessage = {
      ...(await base()),
      type: 'bet_settlement',
      certainty: 1,
      markets: [
        {
          key: 'btts',
          outcomes: [
            { id: 'yes', result: 'won' },
            { id: 'no', result: 'lost' },
          ],
        },
      ],
    };
    const settled = await t.app.sports.applyFeed(settle);
    const bttsId = (await repo.marketsOfEvent(t.db, eventId)).find((m) => m.market === 'btts')!.id;
    expect(settled.closed).toEqual([{ eventId, marketId: bttsId, change: 'settled' }]);
    // A second settlement is refused (a corrected result comes as rollback + settle).
    const again = await t.app.sports.applyFeed({ ...settle, sequence: settle.sequence + 1 });
    expect(again.refused.map((r) => [r.market, r.from, r.to])).toEqual([['btts', 'settled', 'settled']]);
    expect(again.closed).toEqual([]);
    // Prices for the settled market are refused too, and change nothing.
    const fixture = fixtureById(eventId);
    const fair = priceEvent(fixture.model).find((m) => m.key === 'btts')!;
    const reopen = await t.app.sports.applyFeed({
      ...(await base()),
      type: 'odds_change',
      markets: [
        {
          key: 'btts',
          status: 'active',
          outcomes: fair.outcomes.map((o) => ({ id: o.id, probability: o.p, active: true })),
        },
      ],
    });
    expect(reopen.refused.map((r) => [r.market, r.from, r.to])).toEqual([['btts', 'settled', 'active']]);
    const btts = (await repo.marketsOfEvent(t.db, eventId)).find((m) => m.market === 'btts')!;
    expect(btts.status).toBe('settled');
    await expectAppError(
      t.app.sports.setMarketStatus(eventId, 'btts', 'active'),
      409,
      'e.sportsMarketTransition',
    );
    // The rollback reopens it (suspended, results cleared); then prices make it active again.
    const rollback = await t.app.sports.applyFeed({
      ...(await base()),
      type: 'rollback_bet_settlement',
      markets: [{ key: 'btts' }],
    });
    expect(rollback.closed).toEqual([{ eventId, marketId: bttsId, change: 'rolled_back' }]);
    const rolled = (await repo.marketsOfEvent(t.db, eventId)).find((m) => m.market === 'btts')!;
    expect(rolled.status).toBe('suspended');
    expect((await repo.outcomesOfMarkets(t.db, [rolled.id])).every((o) => o.result === null)).toBe(true);
    expect(await t.app.sports.setMarketStatus(eventId, 'btts', 'active')).toBe('active');
    // A cancelled market is final.
    await t.app.sports.applyFeed({
      ...(await base()),
      type: 'bet_cancel',
      markets: [{ key: 'cs', voidReason: 'wrong prices' }],
    });
    await expectAppError(
      t.app.sports.setMarketStatus(eventId, 'cs', 'active'),
      409,
      'e.sportsMarketTransition',
    );
    await expectAppError(
      t.app.sports.setMarketStatus(eventId, 'cs', 'suspended'),
      409,
      'e.sportsMarketTransition',
    );
    await expectAppError(
      t.app.sports.setMarketStatus(eventId, 'nope', 'active'),
      404,
      'e.sportsMarketNotFound',
    );
  });

  it('a cancel limited to a time window keeps the market trading and records the window for the bets placed in it', async () => {
    const start = t.clock.now().getTime() - 60_000;
    const result = await t.app.sports.applyFeed({
      ...(await base()),
      type: 'bet_cancel',
      markets: [{ key: 'ou', param: 2.5, voidReason: 'price error' }],
      startTime: start,
      endTime: start + 30_000,
    });
    const ou = (await repo.marketsOfEvent(t.db, eventId)).find((m) => m.market === 'ou:2.5')!;
    expect(ou.status).not.toBe('cancelled');
    expect(result.closed).toEqual([{ eventId, marketId: ou.id, change: 'cancel_window' }]);
    const windows = await repo.cancelWindowsOf(t.db, ou.id);
    expect(windows.map((w) => [w.starts_at?.getTime(), w.ends_at?.getTime(), w.void_reason])).toEqual([
      [start, start + 30_000, 'price error'],
    ]);
  });
});

describe('read calls', () => {
  /** Pre-match events of every sport but football (the pre-match list above is football's). */
  async function prematchOtherSports(): Promise<number> {
    const row = await t.db
      .selectFrom('sports_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'not_started')
      .where('sport_id', '<>', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('sports/tree lists every sport with its leagues and live and pre-match counts', async () => {
    const res = await client.get<SportsTreeSport[]>(SportsPath.tree, { locale: 'tr' });
    expect(res.status).toBe(200);
    const tree = z.array(SportsTreeSport).parse(res.body.data);
    expect(tree.map((s) => s.name)).toEqual(['Futbol', 'Basketbol', 'Tenis', 'Voleybol', 'Buz Hokeyi']);
    const football = tree[0]!;
    expect(football.leagues.map((l) => l.id)).toContain('tr-super-lig');
    expect(football.prematch).toBe(football.leagues.reduce((n, l) => n + l.prematch, 0));
    const dbCount = await t.db
      .selectFrom('sports_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sport_id', '=', 1)
      .where('status', '=', 'not_started')
      .executeTakeFirstOrThrow();
    expect(football.prematch).toBe(Number(dbCount.n));
    // The High Rate tree has only top leagues.
    const fcg = z.array(SportsTreeSport).parse((await client.get(`${SportsPath.tree}?book=fcg`)).body.data);
    expect(fcg[0]!.leagues.every((l) => l.top)).toBe(true);
    expect(fcg[0]!.leagues.map((l) => l.id)).not.toContain('tr-1-lig');
  });

  it('sports/events pages live and pre-match events with their main markets only', async () => {
    const live = await client.post<SportsEventsData>(SportsPath.events, { live: true, take: 50 });
    expect(live.status).toBe(200);
    const data = SportsEventsData.parse(live.body.data);
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.events.every((e) => e.live)).toBe(true);
    const pre = SportsEventsData.parse(
      (await client.post(SportsPath.events, { live: false, sportId: 1, skip: 0, take: 10 }, { locale: 'en' }))
        .body.data,
    );
    expect(pre.total).toBeGreaterThan(10);
    expect(pre.events).toHaveLength(10);
    const times = pre.events.map((e) => e.startTime);
    expect([...times].sort()).toEqual(times);
    for (const e of pre.events) {
      expect(e.sportId).toBe(1);
      expect(e.markets.map((m) => m.id)).toEqual(['1x2', 'dc', 'ou:2.5']);
      expect(e.markets[0]!.name).toBe('Match Result');
      expect(e.markets[0]!.selections.map((s) => s.name)).toEqual([e.home, 'Draw', e.away]);
    }
    const league = SportsEventsData.parse(
      (await client.post(SportsPath.events, { leagueId: 'us-nba', take: 5 })).body.data,
    );
    expect(league.events.every((e) => e.leagueId === 'us-nba')).toBe(true);
    expect(league.events[0]!.markets.map((m) => m.key)).toEqual(['ml', 'spread', 'total']);
    // The High Rate book lists only top events.
    const fcg = SportsEventsData.parse(
      (await client.post(SportsPath.events, { book: 'fcg', take: 100 })).body.data,
    );
    expect(fcg.events.every((e) => e.highRate)).toBe(true);
    expect(
      fcg.events.every((e) => e.markets.every((m) => m.selections.every((s) => s.id.startsWith('fcg:')))),
    ).toBe(true);
    // Without `live`, events in play come first, then the pre-match ones by start time.
    const both = SportsEventsData.parse((await client.post(SportsPath.events, { take: 100 })).body.data);
    const firstPrematch = both.events.findIndex((e) => !e.live);
    expect(firstPrematch).toBeGreaterThan(0);
    expect(both.events.slice(firstPrematch).every((e) => !e.live)).toBe(true);
    expect(both.total).toBe(data.total + pre.total + (await prematchOtherSports()));
    const bad = await client.post(SportsPath.events, { take: 0 }, { locale: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('sports/event/:id has every market of the book; an unknown id is 404 in the caller’s language', async () => {
    const pre = SportsEventsData.parse(
      (await client.post(SportsPath.events, { live: false, leagueId: 'gb-premier-league', take: 1 })).body
        .data,
    );
    const id = pre.events[0]!.id;
    const betco = SportsEvent.parse((await client.get(`${SportsPath.event}/${id}`)).body.data);
    const fcg = SportsEvent.parse((await client.get(`${SportsPath.event}/${id}?book=fcg`)).body.data);
    expect(new Set(betco.markets.map((m) => m.key))).toEqual(
      new Set(['1x2', 'dc', 'ou', 'btts', 'ah', 'eh', 'cs', 'ht_1x2', 'htft', 'next_goal']),
    );
    expect(new Set(fcg.markets.map((m) => m.key))).toEqual(new Set(['1x2', 'dc', 'ou']));
    expect(betco.marketCount).toBe(betco.markets.length);
    expect(fcg.marketCount).toBe(fcg.markets.length);
    const tr = await client.get(`${SportsPath.event}/nope`, { locale: 'tr' });
    expect(tr.status).toBe(404);
    expect(tr.body).toEqual({ success: false, message: 'Karşılaşma bulunamadı.', data: null });
    const en = await client.get(`${SportsPath.state}/nope`, { locale: 'en' });
    expect(en.status).toBe(404);
    expect(en.body.message).toBe('The event could not be found.');
    // A non-top event is not in the High Rate book.
    const minor = SportsEventsData.parse(
      (await client.post(SportsPath.events, { leagueId: 'tr-1-lig', take: 1 })).body.data,
    );
    expect((await client.get(`${SportsPath.event}/${minor.events[0]!.id}?book=fcg`)).status).toBe(404);
  });

  it('each listed event carries the count of markets its page shows in the book, and the count follows closed markets', async () => {
    const list = async (book: 'fcg' | 'betco') =>
      SportsEventsData.parse(
        (await client.post(SportsPath.events, { live: false, leagueId: 'gb-premier-league', book, take: 3 }))
          .body.data,
      ).events;
    const events = await list('betco');
    expect(events.length).toBeGreaterThan(0);
    for (const listed of events) {
      const page = SportsEvent.parse((await client.get(`${SportsPath.event}/${listed.id}`)).body.data);
      // The list carries the main markets only; the count is the page's.
      expect(listed.markets.length).toBeLessThan(page.markets.length);
      expect(listed.marketCount).toBe(page.markets.length);
      const fcgPage = SportsEvent.parse(
        (await client.get(`${SportsPath.event}/${listed.id}?book=fcg`)).body.data,
      );
      expect((await list('fcg')).find((e) => e.id === listed.id)?.marketCount).toBe(fcgPage.markets.length);
    }
    // A market closed by the operator leaves the page and the count.
    const first = events[0]!;
    await t.app.sports.setMarketStatus(first.id, 'btts', 'cancelled');
    expect((await list('betco')).find((e) => e.id === first.id)!.marketCount).toBe(first.marketCount - 1);
  });

  it('prices are the pricing core’s for each book: fcg at the lower margin, betco at the higher', async () => {
    const pre = SportsEventsData.parse(
      (await client.post(SportsPath.events, { live: false, leagueId: 'es-la-liga', take: 1 })).body.data,
    );
    const id = pre.events[0]!.id;
    const fixture = fixtureById(id);
    const fair = priceEvent(fixture.model);
    for (const book of ['betco', 'fcg'] as const) {
      const event = SportsEvent.parse((await client.get(`${SportsPath.event}/${id}?book=${book}`)).body.data);
      const expected = offerEvent('football', fair, BOOKS[book], false).filter((m) => m.status === 'active');
      expect(event.markets.map((m) => m.id).sort()).toEqual(
        expected.map((m) => marketId(m.key, m.param)).sort(),
      );
      for (const market of expected) {
        const shown = event.markets.find((m) => m.id === marketId(market.key, market.param))!;
        expect(
          shown.selections.map((s) => [s.outcome, s.odds]),
          `${book} ${shown.id}`,
        ).toEqual(market.outcomes.map((o) => [o.id, o.odds]));
      }
    }
    const overround = (odds: (number | null)[]) => odds.reduce<number>((s, o) => s + 1 / o!, 0) - 1;
    const fcg = SportsEvent.parse((await client.get(`${SportsPath.event}/${id}?book=fcg`)).body.data);
    const betco = SportsEvent.parse((await client.get(`${SportsPath.event}/${id}`)).body.data);
    const margin = (e: SportsEvent) =>
      overround(e.markets.find((m) => m.id === '1x2')!.selections.map((s) => s.odds));
    expect(margin(fcg)).toBeGreaterThanOrEqual(0.03 - 1e-9);
    expect(margin(fcg)).toBeLessThan(0.04);
    expect(margin(betco)).toBeGreaterThanOrEqual(0.065 - 1e-9);
    expect(margin(betco)).toBeLessThan(0.08);
    // Every market type of the catalogue is named in both languages.
    for (const m of betco.markets) expect(MARKET_TYPES[m.key as MarketKey]).toBeDefined();
  });
});

describe('selections for the bet slip', () => {
  it('a selection id from a list resolves to its outcome, market, event and the book’s current price', async () => {
    const list = SportsEventsData.parse(
      (await client.post(SportsPath.events, { live: false, leagueId: 'gb-premier-league', take: 1 })).body
        .data,
    );
    const event = list.events[0]!;
    const betcoPick = event.markets.find((m) => m.id === '1x2')!.selections[0]!;
    const fcgEvent = SportsEvent.parse(
      (await client.get(`${SportsPath.event}/${event.id}?book=fcg`)).body.data,
    );
    const fcgPick = fcgEvent.markets.find((m) => m.id === '1x2')!.selections[0]!;
    // The same outcome row, priced by each book.
    expect(fcgPick.id.split(':')[1]).toBe(betcoPick.id.split(':')[1]);
    const full = SportsEvent.parse((await client.get(`${SportsPath.event}/${event.id}`)).body.data);
    const correctScore = full.markets.find((m) => m.key === 'cs')!.selections[0]!;
    const fcgCorrectScore = `fcg:${correctScore.id.split(':')[1]}`;
    const quotes = await t.app.sports.quoteSelections([
      betcoPick.id,
      fcgPick.id,
      fcgCorrectScore,
      'betco:999999999',
      'nonsense',
    ]);
    expect(quotes.map((q) => q.ref)).toEqual([betcoPick.id, fcgPick.id, fcgCorrectScore]);
    const [betco, fcg, notQuoted] = quotes as [SelectionQuote, SelectionQuote, SelectionQuote];
    expect(betco).toMatchObject({
      book: 'betco',
      eventId: event.id,
      sportId: 1,
      market: '1x2',
      key: '1x2',
      param: null,
      outcome: '1',
      marketStatus: 'active',
      eventStatus: 'not_started',
      live: false,
      oddsHundredths: Math.round(betcoPick.odds! * 100),
    });
    expect(fcg.oddsHundredths).toBe(Math.round(fcgPick.odds! * 100));
    expect(fcg.oddsHundredths!).toBeGreaterThan(betco.oddsHundredths!);
    expect(betco.probability).toBeGreaterThan(0);
    // The High Rate book does not quote correct score: the selection resolves, with no price.
    expect(notQuoted.oddsHundredths).toBeNull();
  });
});

describe('live updates over the hub', () => {
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  async function guest(base: string) {
    const socket = connect(`${base}${SPORTS_NAMESPACE}`, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const messages: SportsHubMessage[] = [];
    socket.on(SPORTS_EVENT, (m: SportsHubMessage) => messages.push(m));
    await waitFor(() => socket.connected, 'connected');
    return { socket, messages };
  }

  it('a guest in an event room hears its scores and prices; a sport room hears scores and main markets only', async () => {
    await t.app.listen({ port: 45011, host: '127.0.0.1' });
    const base = 'http://127.0.0.1:45011';
    const live = SportsEventsData.parse(
      (await client.post(SportsPath.events, { live: true, take: 100 })).body.data,
    );
    const watched = live.events.find((e) => e.sportId === 1) ?? live.events[0]!;
    const eventRoom = await guest(base);
    const sportRoom = await guest(base);
    eventRoom.socket.emit(SPORTS_SUBSCRIBE, [sportsRoom.event(watched.id), 'not-a-room']);
    sportRoom.socket.emit(SPORTS_SUBSCRIBE, [sportsRoom.sport(watched.sportId)]);
    // The joins are processed before the next step's emits: wait for a round trip.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 8 && !eventRoom.messages.some((m) => m.type === 'odds'); i++) {
      await tickTo(new Date(t.clock.now().getTime() + 15_000));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => eventRoom.messages.some((m) => m.type === 'odds'), 'odds message');
    await waitFor(
      () => sportRoom.messages.some((m) => m.type === 'score'),
      'score message in the sport room',
    );
    expect(eventRoom.messages.every((m) => m.eventId === watched.id)).toBe(true);
    const odds = eventRoom.messages.filter((m) => m.type === 'odds');
    const last = odds.at(-1)!;
    if (last.type !== 'odds') throw new Error('unreachable');
    expect(last.markets.length).toBeGreaterThan(0);
    // The message carries the prices the event page now shows.
    const page = SportsEvent.parse(
      (await client.get(`${SportsPath.event}/${watched.id}?book=${last.book}`)).body.data,
    );
    for (const market of last.markets) {
      for (const s of market.selections) expect(s.id).toMatch(new RegExp(`^${last.book}:\\d+$`));
      const shown = page.markets.find((m) => m.id === market.id);
      if (shown)
        expect(shown.selections.map((s) => [s.id, s.odds])).toEqual(
          market.selections.map((s) => [s.id, s.odds]),
        );
    }
    expect(eventRoom.messages.some((m) => m.type === 'score')).toBe(true);
    // The sport room: only this sport's events, only main markets.
    const ofSport = new Set(live.events.filter((e) => e.sportId === watched.sportId).map((e) => e.id));
    for (const m of sportRoom.messages) {
      expect(ofSport.has(m.eventId), m.eventId).toBe(true);
      if (m.type === 'odds') expect(m.markets.every((market) => market.main)).toBe(true);
    }
  }, 120_000);
});
