import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpsAuditPage } from '@kasa/contract/ops';
import { OpsPath } from '@kasa/contract/ops';
import { potentialPayoutKurus, systemPayoutKurus, parseSystem } from '@kasa/contract/sports-bets';
import {
  type OpsSportsBetPage,
  type OpsSportsEventDetail,
  type OpsSportsEventPage,
  type OpsSportsMarketChange,
  OpsSportsPath,
  type PlaceBetRequest,
} from '@kasa/contract/sports-bets-api';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { cashOf, expectBooksOk, fundedPlayer } from '../providers/game-wallet.test-support.ts';
import { testFeed, type TestFeed } from '../sports/sports.test-support.ts';
import { expectAppError } from '../wallet/wallet.test-support.ts';
import { exposureOf, type ExposureLeg } from './sports-bets.trading.ts';

// The back office's Sportsbook screen (docs/decisions/0540): liability from hand-made bets, an operator's hold that the
// feed cannot lift, a void whose bets are refunded through the feed's settlement path, and who may do what.

let t: TestApp;
let feed: TestFeed;
let client: ReturnType<typeof api>;
let trader: TestOperator;
let reader: TestOperator;
let payments: TestOperator;
const T0 = new Date('2026-11-28T12:00:00Z');
const fill = (path: string, { id }: { id: string }) => path.replace(':id', encodeURIComponent(id));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  feed = testFeed(t);
  client = api(t.app);
  trader = await signInOperator(t.app, ['trader']);
  reader = await signInOperator(t.app, ['read-only']);
  payments = await signInOperator(t.app, ['payments']);
}, 60_000);
afterAll(async () => t?.close());

beforeEach(async () => {
  t.clock.advance(60_000);
  await feed.alive();
});

const place = (playerId: string, body: Pick<PlaceBetRequest, 'legs'> & Partial<PlaceBetRequest>) =>
  t.app.sportsBets.placeBet(
    playerId,
    { type: 'single', stake: 10, acceptOdds: 'none', requestId: randomUUID(), ...body },
    'en',
  );

const detail = async (eventId: string, token = trader.token) =>
  (
    await client.get<OpsSportsEventDetail>(fill(OpsSportsPath.event, { id: eventId }), {
      token,
      locale: 'en',
    })
  ).body.data;
const marketOf = async (eventId: string, market: string) =>
  (await detail(eventId)).markets.find((m) => m.market === market)!;
const action = (path: string, marketId: string, body: object = {}, token = trader.token) =>
  client.post<OpsSportsMarketChange>(fill(path, { id: marketId }), body, { token, locale: 'en' });
const kurus = (lira: number) => Math.round(lira * 100);

describe('liability (docs/decisions/0540)', () => {
  it('the pure arithmetic: per outcome the net result if it wins, per market the worst, per event the sum', () => {
    // Market m1 (outcomes a, b, c): a single on a (stake 100, pays 250), a single on b (stake 200, pays 300), a
    // system leg on a (stake 60, pays 500 if it wins, 40 if it loses). Market m2 (x, y): a combo leg on x (100 → 900).
    const legs: ExposureLeg[] = [
      { betId: '1', eventId: 'E', marketId: 'm1', outcomeId: 'a', stake: 100, ifWon: 250, ifLost: 0 },
      { betId: '2', eventId: 'E', marketId: 'm1', outcomeId: 'b', stake: 200, ifWon: 300, ifLost: 0 },
      { betId: '3', eventId: 'E', marketId: 'm1', outcomeId: 'a', stake: 60, ifWon: 500, ifLost: 40 },
      { betId: '4', eventId: 'E', marketId: 'm2', outcomeId: 'x', stake: 100, ifWon: 900, ifLost: 0 },
    ];
    const outcomes: Record<string, string[]> = { m1: ['a', 'b', 'c'], m2: ['x', 'y'] };
    const event = exposureOf(legs, (m) => outcomes[m] ?? []).get('E')!;
    const m1 = event.markets.get('m1')!;
    // a wins: pays 250 + 500, takes 360 → 390. b wins: pays 300 + 40 (the system's other lines) → −20. c: 40 − 360.
    expect(m1.outcomes.get('a')).toEqual({ stake: 160, payout: 750, net: 390 });
    expect(m1.outcomes.get('b')).toEqual({ stake: 200, payout: 300, net: -20 });
    expect(m1.outcomes.get('c')).toEqual({ stake: 0, payout: 0, net: -320 });
    expect(m1).toMatchObject({ openBets: 3, stake: 360, liability: 390 });
    const m2 = event.markets.get('m2')!;
    expect(m2.outcomes.get('y')).toEqual({ stake: 0, payout: 0, net: -100 });
    expect(m2).toMatchObject({ openBets: 1, stake: 100, liability: 800 });
    expect(event).toMatchObject({ openBets: 4, stake: 460, liability: 1190 });
  });

  it('hand-made bets: singles, a combo and a system give the event screen exact figures per outcome, market and event', async () => {
    const e = await feed.event();
    const f = await feed.event();
    const g = await feed.event();
    const e1 = await feed.selection(e, '1x2', '1');
    const ex = await feed.selection(e, '1x2', 'x');
    const f1 = await feed.selection(f, '1x2', '1');
    const g2 = await feed.selection(g, '1x2', '2');
    const a = await fundedPlayer(t, 500_000);
    const b = await fundedPlayer(t, 500_000);
    await place(a, { legs: [e1], stake: 10 });
    await place(b, { legs: [ex], stake: 20 });
    await place(a, { type: 'combo', legs: [e1, f1], stake: 10 });
    // A 2/3 system over E, F, G at 5 a line (three lines, 15 staked).
    await place(b, { type: 'system', system: '2/3', legs: [ex, f1, g2], stake: 5 });

    const wA = potentialPayoutKurus(1000, [e1.odds]);
    const wB = potentialPayoutKurus(2000, [ex.odds]);
    const wC = potentialPayoutKurus(1000, [e1.odds, f1.odds]);
    const spec = parseSystem('2/3')!;
    const sys = (results: ('won' | 'lost')[]) =>
      systemPayoutKurus(
        spec,
        500,
        [ex, f1, g2].map((l, i) => ({ odds: l.odds, result: results[i]! })),
      );
    const sysWon = sys(['won', 'won', 'won']);
    const sysLostE = sys(['lost', 'won', 'won']);
    const stakeE = 1000 + 2000 + 1000 + 1500;
    const net1 = wA + wC + sysLostE - stakeE;
    const netX = wB + sysWon - stakeE;
    const net2 = sysLostE - stakeE;

    const event = await detail(e);
    const market = event.markets.find((m) => m.market === '1x2')!;
    const by = (outcome: string) => market.outcomes.find((o) => o.outcome === outcome)!;
    expect(by('1')).toMatchObject({ openStake: 20, payout: (wA + wC) / 100, liability: net1 / 100 });
    expect(by('x')).toMatchObject({ openStake: 35, payout: (wB + sysWon) / 100, liability: netX / 100 });
    expect(by('2')).toMatchObject({ openStake: 0, payout: 0, liability: net2 / 100 });
    expect(by('1').oddsBetco).toBe(e1.odds);
    expect(market).toMatchObject({ openBets: 4, openStake: stakeE / 100 });
    expect(kurus(market.liability)).toBe(Math.max(net1, netX, net2));
    expect(event).toMatchObject({ openBets: 4, openStake: stakeE / 100 });
    expect(kurus(event.liability)).toBe(Math.max(net1, netX, net2));
    // The other markets of the event have no bets: nothing at stake, no liability.
    expect(event.markets.find((m) => m.market === 'ou:2.5')).toMatchObject({ openBets: 0, liability: 0 });

    // The list carries the same figures and puts the event with the largest liability first.
    const list = (
      await client.get<OpsSportsEventPage>(`${OpsSportsPath.events}?state=upcoming&take=100`, {
        token: reader.token,
      })
    ).body.data;
    const row = list.items.find((i) => i.id === e)!;
    expect(row).toMatchObject({ openBets: 4, openStake: stakeE / 100, liability: event.liability });
    const liabilities = list.items.map((i) => i.liability);
    expect(liabilities).toEqual([...liabilities].sort((x, y) => y - x));
    const fRow = list.items.find((i) => i.id === f)!;
    expect(fRow.openBets).toBe(2);

    // Open bets of the event, newest first, with the player's username.
    const bets = (
      await client.get<OpsSportsBetPage>(`${OpsSportsPath.openBets}?eventId=${e}`, { token: reader.token })
    ).body.data;
    expect(bets.total).toBe(4);
    expect(bets.items.map((x) => x.type)).toEqual(['system', 'combo', 'single', 'single']);
    const username = (
      await t.db.selectFrom('players').select('username').where('id', '=', b).executeTakeFirstOrThrow()
    ).username;
    expect(bets.items[0]).toMatchObject({ playerId: b, username, status: 'open', stake: 15 });
  });
});

describe('an operator’s hold', () => {
  it('holds while the feed keeps sending prices, refuses bets, and lifts to the feed’s status', async () => {
    const eventId = await feed.event();
    const leg = await feed.selection(eventId, '1x2', '1');
    const m = await marketOf(eventId, '1x2');
    const held = await action(OpsSportsPath.suspendMarket, m.id);
    expect(held.status).toBe(200);
    expect(held.body.message).toContain('suspended by an operator');
    expect(held.body.data.market).toMatchObject({ status: 'suspended', hold: { by: trader.username } });

    // The feed moves the prices and says active: the prices change, the market stays suspended.
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.4, x: 0.3, '2': 0.3 } }]);
    const after = await marketOf(eventId, '1x2');
    expect(after.status).toBe('suspended');
    expect(after.hold).not.toBeNull();
    expect(after.outcomes.find((o) => o.outcome === '1')!.oddsBetco).not.toBe(leg.odds);
    const player = await fundedPlayer(t, 100_000);
    const now = await feed.selection(eventId, '1x2', '1');
    await expectAppError(place(player, { legs: [now] }), 409, 'e.sportsBetMarketClosed');

    // Lifted: the feed asked for active last, so the market opens and takes bets.
    const lifted = await action(OpsSportsPath.unsuspendMarket, m.id);
    expect(lifted.body.data.market).toMatchObject({ status: 'active', hold: null });
    expect((await place(player, { legs: [now] })).bet.status).toBe('open');
    expect((await action(OpsSportsPath.unsuspendMarket, m.id)).status).toBe(409);
  });

  it('lifted after a bet stop, the market stays suspended until the feed opens it', async () => {
    const eventId = await feed.event();
    const m = await marketOf(eventId, '1x2');
    await action(OpsSportsPath.suspendMarket, m.id);
    await feed.betStop(eventId);
    const lifted = await action(OpsSportsPath.unsuspendMarket, m.id);
    expect(lifted.body.data.market).toMatchObject({ status: 'suspended', hold: null });
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.5, x: 0.25, '2': 0.25 } }]);
    expect((await marketOf(eventId, '1x2')).status).toBe('active');
  });

  it('is audited with before and after; read-only reads but cannot act, payments cannot read', async () => {
    const eventId = await feed.event();
    const m = await marketOf(eventId, 'ou:2.5');
    expect((await action(OpsSportsPath.suspendMarket, m.id, {}, reader.token)).status).toBe(403);
    expect((await action(OpsSportsPath.voidMarket, m.id, { reason: 'test' }, reader.token)).status).toBe(403);
    expect((await detail(eventId, reader.token)).id).toBe(eventId);
    expect((await client.get(OpsSportsPath.events, { token: payments.token })).status).toBe(403);
    expect((await client.get(OpsSportsPath.openBets, { token: payments.token })).status).toBe(403);
    expect((await action(OpsSportsPath.suspendMarket, m.id, {}, payments.token)).status).toBe(403);

    await action(OpsSportsPath.suspendMarket, m.id);
    const admin = await signInOperator(t.app, ['admin']);
    const audit = await client.get<OpsAuditPage>(`${OpsPath.audit}?targetId=${m.id}`, { token: admin.token });
    const entry = audit.body.data.items.find(
      (x) => x.action === 'sports.market-suspend' && x.status === 200,
    )!;
    expect(entry).toMatchObject({
      actor: expect.stringContaining(trader.username),
      targetType: 'sports-market',
      before: expect.objectContaining({ status: 'active', hold: null }),
      after: expect.objectContaining({
        status: 'suspended',
        hold: expect.objectContaining({ by: trader.username }),
      }),
    });
    expect((await action(OpsSportsPath.suspendMarket, '999999999')).status).toBe(404);
  });
});

describe('an operator’s void', () => {
  it('cancels the market and refunds its single through the settlement the feed’s cancel uses; books balance', async () => {
    const eventId = await feed.event();
    const leg = await feed.selection(eventId, '1x2', '1');
    const player = await fundedPlayer(t, 100_000);
    const { bet } = await place(player, { legs: [leg], stake: 25 });
    // A combo with a leg on the market to be voided and one on another event.
    const other = await feed.event();
    const otherLeg = await feed.selection(other, '1x2', '1');
    await place(player, { type: 'combo', legs: [leg, otherLeg], stake: 10 });
    const before = await cashOf(t, player);
    const m = await marketOf(eventId, '1x2');

    const missing = await action(OpsSportsPath.voidMarket, m.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);

    const voided = await action(OpsSportsPath.voidMarket, m.id, { reason: 'Wrong line offered' });
    expect(voided.status).toBe(200);
    expect(voided.body.message).toContain('2 open bets');
    // At once, settled or not yet: the voided leg counts at 1.00, so the combo pays the other leg's price alone.
    const otherHome = (await marketOf(other, '1x2')).outcomes.find((o) => o.outcome === '1')!;
    expect(otherHome.payout).toBe(potentialPayoutKurus(1000, [otherLeg.odds]) / 100);
    expect(voided.body.data.market).toMatchObject({ status: 'cancelled', voidReason: 'Wrong line offered' });

    // The settle job (the feed's path) refunds the stake.
    for (let i = 0; i < 100 && (await cashOf(t, player)) !== before + 2500; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cashOf(t, player)).toBe(before + 2500);
    const mine = await t.app.sportsBets.myBets(player, { skip: 0, take: 5 }, 'en');
    expect(mine.bets.find((x) => x.id === bet.id)).toMatchObject({ status: 'void', payout: 25 });
    const moves = await t.db
      .selectFrom('game_transactions')
      .select(['external_id', 'kind'])
      .where('provider', '=', 'sports')
      .where('round_id', '=', bet.id)
      .orderBy('id')
      .execute();
    expect(moves.map((x) => x.kind)).toEqual(['bet', 'win']);
    await expectBooksOk(t);

    // Final: no second void, no hold, no reopening.
    expect((await action(OpsSportsPath.voidMarket, m.id, { reason: 'again' })).status).toBe(409);
    expect((await action(OpsSportsPath.suspendMarket, m.id)).status).toBe(409);
    await feed.prices(eventId, [{ key: '1x2', probs: { '1': 0.5, x: 0.25, '2': 0.25 } }]);
    expect((await marketOf(eventId, '1x2')).status).toBe('cancelled');
  });
});
