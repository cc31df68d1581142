import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { DevSportsFinishData } from '@kasa/contract/dev';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { cashOf, expectBooksOk, fundedPlayer } from '../providers/game-wallet.test-support.ts';

// The simulator's fast-forward for journeys (docs/decisions/0240): `dev/sports/finish` plays matches to their end at
// once, exactly as a step does when the clock runs out, so a journey can place a bet and see it settled.

// Saturday 28 November 2026, 17:30 in Türkiye: the calendar has matches in play and many still to come.
const T0 = new Date('2026-11-28T14:30:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  await t.app.sports.runner.tick();
}, 120_000);

afterAll(async () => t.close());

const eventRow = (id: string) =>
  t.db.selectFrom('sports_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A football match of this status with its main market open now, and the favourite's selection there. */
const pick = async (status: 'not_started' | 'live', except: string[] = []) => {
  const rows = await t.db
    .selectFrom('sports_events')
    .select('id')
    .where('status', '=', status)
    .where('sport_id', '=', 1)
    .where('start_time', status === 'live' ? '<' : '>', new Date(t.clock.now().getTime() + 60_000))
    .orderBy('start_time')
    .limit(20)
    .execute();
  for (const { id } of rows.filter((r) => !except.includes(r.id))) {
    const event = await t.app.sports.event(id, 'betco', 'en');
    const main = event.markets.find(
      (m) => m.main && m.status === 'active' && m.selections.every((x) => x.odds !== null),
    );
    if (!main) continue;
    const best = [...main.selections].sort((a, b) => a.odds! - b.odds!)[0]!;
    return { id, leg: { selectionId: best.id, odds: best.odds! } };
  }
  throw new Error(`no ${status} match with an open main market`);
};

describe('dev/sports/finish', () => {
  it('ends pre-match and live matches at once: every market settled, the events closed, a combo on two of them paid once', async () => {
    // The combo on two pre-match matches (no live delay); a live match is ended beside them.
    const first = await pick('not_started');
    const second = await pick('not_started', [first.id]);
    const live = await pick('live');
    const ids = [first.id, second.id, live.id];
    const player = await fundedPlayer(t, 100_000);
    const placed = await t.app.sportsBets.placeBet(
      player,
      { type: 'combo', legs: [first.leg, second.leg], stake: 10, acceptOdds: 'any', requestId: randomUUID() },
      'en',
    );
    expect(placed.bet.status).toBe('open');
    const afterStake = await cashOf(t, player);

    const preview = await api(t.app).post<DevSportsFinishData>(ApiPath.devSportsFinish, {
      eventIds: ids,
      dryRun: true,
    });
    expect(preview.body.data.ended).toBe(0);
    expect((await eventRow(ids[0]!)).status).toBe('not_started');
    const res = await api(t.app).post<DevSportsFinishData>(ApiPath.devSportsFinish, {
      eventIds: [...ids, 'nope'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.ended).toBe(3);
    // The dry run told the result: each match's 1x2 has one winner, the same as when it ended.
    expect(res.body.data.results).toEqual(preview.body.data.results);
    for (const r of res.body.data.results)
      expect(r.markets.find((m) => m.market === '1x2')!.won).toHaveLength(1);
    for (const id of ids) {
      expect((await eventRow(id)).status).toBe('closed');
      const open = await t.db
        .selectFrom('sports_markets')
        .select('id')
        .where('event_id', '=', id)
        .where('status', 'in', ['active', 'suspended'])
        .execute();
      expect(open).toEqual([]);
    }
    // Again: nothing left to end; the next step leaves them alone.
    const again = await api(t.app).post<DevSportsFinishData>(ApiPath.devSportsFinish, { eventIds: ids });
    expect(again.body.data.ended).toBe(0);
    await t.app.sports.runner.tick();
    expect((await eventRow(ids[0]!)).status).toBe('closed');

    // The feed's closed markets went to the settle job already; running the job's code again pays nothing more.
    const markets = await t.db
      .selectFrom('sports_markets')
      .select('id')
      .where('event_id', 'in', ids)
      .execute();
    await t.app.sportsBets.settleMarkets(markets.map((m) => m.id));
    await t.app.sportsBets.settleMarkets(markets.map((m) => m.id));
    const [bet] = (await t.app.sportsBets.myBets(player, { status: 'settled', skip: 0, take: 5 }, 'en')).bets;
    expect(bet).toMatchObject({ id: placed.bet.id });
    expect(['won', 'lost', 'void']).toContain(bet!.status);
    expect(await cashOf(t, player)).toBe(afterStake + Math.round((bet!.payout ?? 0) * 100));
    await expectBooksOk(t);
  });

  it('dev/sports/reprice moves a live match’s prices now: a live bet under “none” is refused at its delay’s end, one under “any” taken at the new price', async () => {
    t.clock.advance(60_000);
    await t.app.sports.runner.tick();
    const live = await pick('live');
    const event = await t.app.sports.event(live.id, 'betco', 'en');
    const main = event.markets.find((m) => m.main && m.status === 'active')!;
    const leg = { selectionId: main.selections[0]!.id, odds: main.selections[0]!.odds! };
    const player = await fundedPlayer(t, 100_000);
    const bet = (acceptOdds: 'none' | 'any') =>
      t.app.sportsBets.placeBet(
        player,
        { type: 'single', legs: [leg], stake: 10, acceptOdds, requestId: randomUUID() },
        'en',
      );
    const strict = await bet('none');
    const loose = await bet('any');
    const res = await api(t.app).post<{ moved: boolean }>(ApiPath.devSportsReprice, { eventId: live.id });
    expect(res.body.data.moved).toBe(true);
    const after = (await t.app.sports.event(live.id, 'betco', 'en')).markets.find((m) => m.id === main.id)!;
    expect(after.selections[0]!.odds!).toBeGreaterThan(leg.odds);
    // The runner's own next price waits for its cadence: the moved price is the one the decision meets.
    t.clock.advance(8_000);
    await t.app.sports.runner.tick();
    expect(await t.app.sportsBets.decide(strict.bet.id)).toBe('refused');
    expect(await t.app.sportsBets.decide(loose.bet.id)).toBe('accepted');
    expect(await cashOf(t, player)).toBe(100_000 - 1_000);
    // A second move starts from the price quoted now, so it moves the price again (the journey places its second
    // bet on the first move's price and needs the second to change it).
    const again = await api(t.app).post<{ moved: boolean }>(ApiPath.devSportsReprice, { eventId: live.id });
    expect(again.body.data.moved).toBe(true);
    const twice = (await t.app.sports.event(live.id, 'betco', 'en')).markets.find((m) => m.id === main.id)!;
    expect(twice.selections[0]!.odds!).toBeGreaterThan(after.selections[0]!.odds!);
    const none = await api(t.app).post<{ moved: boolean }>(ApiPath.devSportsReprice, { eventId: 'nope' });
    expect(none.body.data.moved).toBe(false);
    await expectBooksOk(t);
  });

  it('answers 400 with a message for a bad body, and changes nothing', async () => {
    const res = await api(t.app).post(ApiPath.devSportsFinish, { eventIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
