import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CrashApiPath,
  crashHundredthsFromH,
  msToReach,
  multiplierHundredthsAt,
  type CrashBetResult,
  type CrashChain,
  type CrashEvent,
  type CrashPlayerState,
  type CrashRound,
  type CrashRoundDetail,
} from '@kasa/contract/crash';
import { api, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asGameSession,
  cashMovements,
  cashOf,
  expectBooksOk,
  fundedPlayer,
  openGameSession,
} from '../../providers/game-wallet.test-support.ts';
import { expectAppError } from '../../wallet/wallet.test-support.ts';
import { buildChain, crashPointOf, sha256Hex } from './crash.chain.ts';
import { createCrashService, type CrashService } from './crash.service.ts';

// ---- the provably fair part: pure functions ----

describe('crash: hash chain and formula', () => {
  const SEED = `${'00'.repeat(31)}01`;
  const SALT = 'kasa-test-salt';
  // Known vectors: the chain of this seed and the crash points of its rounds under this salt.
  const VECTORS = [
    ['e3dbd2fee19c714f923cac2ecd0b9be2c62a1b1a2411501e56e2887b0385c695', null],
    ['72de9e22509ad5e1530da627418e867c7c61a645e1f7c85181729eec808d2c52', 217],
    ['4decd6e387a1dfb3e54c485ee6f3a898d3dd4bb7c28eb2650d8419a3bead0160', 162],
    ['32ba476771d01e37807990ead8719f08af494723de1d228f2c2c07cc0aa40bac', 126],
    ['ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5', 201],
  ] as const;

  it('builds h[i] = sha256(h[i+1]) from the seed, publishing h[0], and reproduces the known vectors', () => {
    const chain = buildChain(SEED, 5);
    expect(chain.hashAt(5)).toBe(SEED);
    VECTORS.forEach(([hash, crash], i) => {
      expect(chain.hashAt(i)).toBe(hash);
      if (crash !== null) expect(crashPointOf(hash, SALT)).toBe(crash);
    });
    // Every round's hash hashes to the previous one's; round 1's to the terminating hash.
    for (let i = 1; i <= 5; i++) expect(sha256Hex(chain.hashAt(i))).toBe(chain.hashAt(i - 1));
    expect(() => chain.hashAt(6)).toThrow(RangeError);
  });

  it('matches the published formula computed independently (HMAC of the hex text, 52 bits, 99 % / (1 − r))', () => {
    const chain = buildChain('ab'.repeat(32), 50);
    for (let i = 1; i <= 50; i++) {
      const hash = chain.hashAt(i);
      const hmac = createHmac('sha256', SALT).update(hash).digest('hex');
      const h = parseInt(hmac.slice(0, 13), 16);
      const expected = Math.max(100, Math.floor((99 * 2 ** 52) / (2 ** 52 - h)));
      expect(crashPointOf(hash, SALT)).toBe(Math.min(expected, 100_000_000));
      expect(createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex')).toBe(chain.hashAt(i - 1));
    }
  });

  it('maps h to crash points at the edges: 1.00× below 1/101, 1.98× at the midpoint, capped at the top', () => {
    const E = 2n ** 52n;
    expect(crashHundredthsFromH(0n)).toBe(100);
    expect(crashHundredthsFromH(E / 101n)).toBe(100);
    expect(crashHundredthsFromH(E / 2n)).toBe(198);
    expect(crashHundredthsFromH(E - 1n)).toBe(100_000_000);
    expect(() => crashHundredthsFromH(E)).toThrow(RangeError);
  });

  it('keeps a 1 % house edge: a 100 000-round chain returns ≈ 99 % at several cash-out targets', () => {
    const n = 100_000;
    const chain = buildChain('5e'.repeat(32), n);
    const points: number[] = [];
    for (let i = 1; i <= n; i++) points.push(crashPointOf(chain.hashAt(i), SALT));
    for (const target of [101, 150, 200, 500, 1000]) {
      // Always cashing out at `target` wins when the crash point is above it: P = 0.99 / (target + 0.01), so the
      // expected return is 0.99 · target / (target + 0.01) — 98.0 % at 1.01×, 99.0 % in the limit.
      const p = 0.99 / ((target + 1) / 100);
      const wins = points.filter((c) => c > target).length;
      const rtp = (wins * target) / 100 / n;
      const sigma = ((target / 100) * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
      expect(Math.abs(rtp - (0.99 * target) / (target + 1))).toBeLessThan(4 * sigma);
    }
    const instant = points.filter((c) => c === 100).length / n;
    expect(instant).toBeGreaterThan(0.0198 - 0.003);
    expect(instant).toBeLessThan(0.0198 + 0.003);
  });

  it('raises the multiplier as e^(0.00006·t) rounded down, and finds the crash moment exactly', () => {
    expect(multiplierHundredthsAt(0)).toBe(100);
    expect(multiplierHundredthsAt(-5)).toBe(100);
    expect(multiplierHundredthsAt(11_552)).toBe(199);
    expect(multiplierHundredthsAt(11_553)).toBe(200);
    for (const crash of [101, 150, 200, 237, 1000, 123_456]) {
      const ms = msToReach(crash);
      expect(multiplierHundredthsAt(ms)).toBeGreaterThanOrEqual(crash);
      expect(multiplierHundredthsAt(ms - 1)).toBeLessThan(crash);
    }
  });
});

// ---- the game through the game wallet, with the test clock and a driver stepped by hand ----

let t: TestApp;
let crash: CrashService;

beforeAll(async () => {
  t = await createTestApp();
  crash = t.app.crash;
});
afterAll(async () => t.close());

const cash = (playerId: string) => cashOf(t, playerId);
const booksOk = () => expectBooksOk(t);

async function latest() {
  return t.db.selectFrom('crash_rounds').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
}

/** Drives until a round is in its betting phase whose (secret) crash point is at least `minCrash` hundredths. */
async function bettingRound(minCrash = 100) {
  for (let guard = 0; guard < 500; guard++) {
    await crash.tick();
    const round = await latest().catch(() => null);
    if (
      round &&
      round.phase === 'betting' &&
      t.clock.now() < round.starts_at &&
      round.crash_point >= minCrash
    )
      return round;
    // Move on: to the start, then to the crash, then past the pause.
    if (round?.phase === 'betting') t.clock.set(round.starts_at);
    else if (round?.phase === 'running') t.clock.set(round.crashes_at);
    else t.clock.advance(crash.timings.pauseMs);
  }
  throw new Error('no suitable round');
}

/** Sets the clock `elapsedMs` into the round's flight and steps the driver. */
async function flyTo(round: { starts_at: Date }, elapsedMs: number) {
  t.clock.set(new Date(round.starts_at.getTime() + elapsedMs));
  return crash.tick();
}

describe('crash: bets and cash-outs through the game wallet', () => {
  it('pays a manual cash-out floor(stake × m) at the server-side multiplier, and records the round', async () => {
    const playerId = await fundedPlayer(t, 100_000);
    const round = await bettingRound(200);
    await crash.placeBet(playerId, { slot: 1, amount: 33.33, autoCashout: null });
    expect(await cash(playerId)).toBe(100_000 - 3_333);
    expect(await flyTo(round, 1)).toBe('started');
    const elapsed = msToReach(round.crash_point) - 500;
    await flyTo(round, elapsed);
    const m = multiplierHundredthsAt(elapsed);
    const result = await crash.cashOut(playerId, 1);
    const payout = Math.floor((3_333 * m) / 100);
    expect(result.bet).toMatchObject({ status: 'cashed', cashoutMultiplier: m / 100, auto: false });
    expect(result.bet.payout).toBe(payout / 100);
    expect(await cash(playerId)).toBe(100_000 - 3_333 + payout);
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -3_333],
      ['win', payout],
    ]);
    // A second cash-out of the same bet is refused.
    await expectAppError(crash.cashOut(playerId, 1), 409, 'e.crashNoBet');
    // After the crash the recall carries the crash point and hash.
    t.clock.set(round.crashes_at);
    expect(await crash.tick()).toBe('crashed');
    const record = await t.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'kasa', game_code: 'kasa-aviator', status: 'settled' });
    expect(Number(record.stake)).toBe(3_333);
    expect(Number(record.payout)).toBe(payout);
    expect(record.detail).toMatchObject({
      crashPoint: round.crash_point / 100,
      hash: round.hash,
      cashoutMultiplier: m / 100,
      auto: false,
    });
    await booksOk();
  });

  it('refuses a cash-out at or after the crash point and settles the bet as lost (win 0)', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(120);
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: null });
    await flyTo(round, 10);
    // The clock passes the crash moment before the driver has stepped: the multiplier at now decides.
    t.clock.set(round.crashes_at);
    await expectAppError(crash.cashOut(playerId, 1), 409, 'e.crashTooLate');
    expect(await crash.tick()).toBe('crashed');
    const [bet] = await t.db.selectFrom('crash_bets').selectAll().where('player_id', '=', playerId).execute();
    expect(bet).toMatchObject({ status: 'lost', payout: '0' });
    expect(await cash(playerId)).toBe(9_000);
    expect(await cashMovements(t.db, playerId)).toEqual([['bet', -1_000]]);
    await booksOk();
  });

  it('cashes out a disconnected player automatically at exactly the auto multiplier, even if the driver lags', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(160);
    await crash.placeBet(playerId, { slot: 2, amount: 20, autoCashout: 1.5 });
    // The player never calls again. The driver steps once well past 1.50× (a late tick) and pays 1.50×, not more.
    await flyTo(round, 1);
    const late = Math.min(msToReach(round.crash_point) - 1, msToReach(150) + 1_500);
    await flyTo(round, late);
    const [bet] = await t.db.selectFrom('crash_bets').selectAll().where('player_id', '=', playerId).execute();
    expect(bet).toMatchObject({ status: 'cashed', cashout_multiplier: 150, is_auto: true, payout: '3000' });
    expect(await cash(playerId)).toBe(10_000 - 2_000 + 3_000);
    t.clock.set(round.crashes_at);
    await crash.tick();
    expect(await cash(playerId)).toBe(11_000);
    await booksOk();
  });

  it('pays an auto cash-out reached only in the gap before a crash the driver noticed late', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(300);
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: 2.99 });
    await flyTo(round, 1);
    // The next step comes after the crash: 2.99 < crash point, so it pays.
    t.clock.set(new Date(round.crashes_at.getTime() + 5_000));
    expect(await crash.tick()).toBe('crashed');
    expect(await cash(playerId)).toBe(10_000 - 1_000 + 2_990);
    await booksOk();
  });

  it('loses an auto cash-out set at or above the crash point', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(101);
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: round.crash_point / 100 });
    await flyTo(round, 1);
    t.clock.set(round.crashes_at);
    await crash.tick();
    expect(await cash(playerId)).toBe(9_000);
    await booksOk();
  });

  it('takes two independent bets per round and player, one per slot', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(150);
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: null });
    await crash.placeBet(playerId, { slot: 2, amount: 5, autoCashout: 1.2 });
    await expectAppError(
      crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: null }),
      409,
      'e.crashSlotTaken',
    );
    await flyTo(round, 1);
    await flyTo(round, msToReach(130));
    await crash.cashOut(playerId, 1);
    t.clock.set(round.crashes_at);
    await crash.tick();
    const bets = await t.db
      .selectFrom('crash_bets')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('slot')
      .execute();
    expect(bets.map((b) => [b.slot, b.status, b.cashout_multiplier])).toEqual([
      [1, 'cashed', 130],
      [2, 'cashed', 120],
    ]);
    expect(await cash(playerId)).toBe(10_000 - 1_500 + 1_300 + 600);
    await booksOk();
  });

  it('refuses bets outside the betting phase and cash-outs before the start; a cancel returns the stake', async () => {
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound();
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: null });
    await expectAppError(crash.cashOut(playerId, 1), 409, 'e.crashNotRunning');
    await crash.cancelBet(playerId, 1);
    expect(await cash(playerId)).toBe(10_000);
    // The slot is free again in the same round.
    await crash.placeBet(playerId, { slot: 1, amount: 7, autoCashout: null });
    t.clock.set(round.starts_at);
    await expectAppError(
      crash.placeBet(playerId, { slot: 2, amount: 10, autoCashout: null }),
      409,
      'e.crashBettingClosed',
    );
    await expectAppError(crash.cancelBet(playerId, 1), 409, 'e.crashBettingClosed');
    await crash.tick();
    t.clock.set(round.crashes_at);
    await crash.tick();
    await expectAppError(
      crash.placeBet(playerId, { slot: 2, amount: 10, autoCashout: null }),
      409,
      'e.crashBettingClosed',
    );
    expect(await cash(playerId)).toBeLessThanOrEqual(
      10_000 - 700 + Math.floor((700 * round.crash_point) / 100),
    );
    await booksOk();
  });

  it('refuses a bet the balance cannot cover and leaves no bet behind', async () => {
    const playerId = await fundedPlayer(t, 500);
    await bettingRound();
    await expectAppError(
      crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: null }),
      400,
      'e.insufficientFunds',
    );
    const bets = await t.db.selectFrom('crash_bets').selectAll().where('player_id', '=', playerId).execute();
    expect(bets).toEqual([]);
  });
});

describe('crash: multi-node driving', () => {
  it('lets one node drive; another takes over when its lease lapses and finishes the round', async () => {
    const events: CrashEvent[] = [];
    const nodeB = createCrashService({
      db: t.db,
      clock: t.clock,
      wallet: t.app.gameWallet,
      usernameOf: async () => null,
      emit: (e) => events.push(e),
      nodeId: 'node-b',
    });
    const playerId = await fundedPlayer(t, 10_000);
    const round = await bettingRound(150);
    await crash.placeBet(playerId, { slot: 1, amount: 10, autoCashout: 1.4 });
    expect(await nodeB.tick()).toBe('not-leader');
    // Node A goes silent; after its lease lapses node B moves the same round on.
    t.clock.set(
      new Date(Math.max(round.starts_at.getTime(), t.clock.now().getTime() + crash.timings.leaseMs + 1)),
    );
    t.clock.set(new Date(round.crashes_at.getTime()));
    expect(await nodeB.tick()).toBe('crashed');
    expect(await crash.tick()).toBe('not-leader');
    expect(await cash(playerId)).toBe(10_000 - 1_000 + 1_400);
    expect(events.map((e) => e.type)).toEqual(['round', 'cashout', 'crash']);
    const crashed = events.at(-1);
    expect(crashed?.type === 'crash' && crashed.round.crashPoint).toBe(round.crash_point / 100);
    // Node B keeps the lease while it steps; node A gets it back once B stops.
    await nodeB.stop();
    expect(await crash.tick()).not.toBe('not-leader');
    await booksOk();
  });
});

describe('crash: HTTP', () => {
  const client = () => api(t.app);

  const session = async (playerId: string) =>
    asGameSession(await openGameSession(t, playerId, 'kasa-aviator'), 'en');

  it('bets, cashes out and shows the state with the game session; refuses without it', async () => {
    const playerId = await fundedPlayer(t, 50_000);
    const s = await session(playerId);
    const round = await bettingRound(200);
    expect((await client().post(CrashApiPath.bet, { slot: 1, amount: 10, autoCashout: null })).status).toBe(
      401,
    );

    const bad = await client().post(CrashApiPath.bet, { slot: 3, amount: 0.5 }, s);
    expect(bad.status).toBe(400);
    const range = await client().post(CrashApiPath.bet, { slot: 1, amount: 0.5 }, s);
    expect(range.body.message).toBe('The amount must be between 1 and 10000.');
    const auto = await client().post(CrashApiPath.bet, { slot: 1, amount: 5, autoCashout: 1 }, s);
    expect(auto.body.message).toBe('Auto cash-out must be between 1.01× and 10000×.');

    const placed = await client().post<CrashBetResult>(
      CrashApiPath.bet,
      { slot: 1, amount: 25.5, autoCashout: null },
      s,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.balance).toBe(500 - 25.5);
    expect(placed.body.message).toContain('Your bet of');

    const state = await client().post<CrashPlayerState>(CrashApiPath.state, {}, s);
    expect(state.body.data.round).toMatchObject({
      roundId: Number(round.id),
      phase: 'betting',
      crashPoint: null,
      hash: null,
    });
    expect(state.body.data.myBets).toHaveLength(1);
    expect(state.body.data.bets.some((b) => b.betId === placed.body.data.bet.betId)).toBe(true);

    await flyTo(round, 1);
    await flyTo(round, msToReach(150));
    const out = await client().post<CrashBetResult>(CrashApiPath.cashout, { slot: 1 }, s);
    expect(out.status).toBe(200);
    expect(out.body.data.bet.cashoutMultiplier).toBe(1.5);
    expect(out.body.message).toMatch(/^Cashed out at 1\.50×/);
    expect(out.body.data.balance).toBe(500 - 25.5 + 38.25);

    t.clock.set(round.crashes_at);
    await crash.tick();
    const late = await client().post(CrashApiPath.cashout, { slot: 1 }, s);
    expect(late.status).toBe(409);
  });

  it('publishes the chain and finished rounds whose hashes verify against each other', async () => {
    for (let i = 0; i < 4; i++) {
      const round = await bettingRound();
      t.clock.set(round.starts_at);
      await crash.tick();
      t.clock.set(round.crashes_at);
      await crash.tick();
    }
    const chains = await client().get<CrashChain[]>(CrashApiPath.chain);
    const chain = chains.body.data[0];
    expect(chain?.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    const rounds = await client().get<CrashRound[]>(`${CrashApiPath.rounds}?take=100`);
    const list = rounds.body.data;
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((r) => r.phase === 'crashed' && r.hash !== null)).toBe(true);
    // Newest first, consecutive positions of one chain: each hash hashes to the next one in the list.
    for (let i = 0; i + 1 < list.length; i++) {
      expect(sha256Hex(list[i]?.hash ?? '')).toBe(list[i + 1]?.hash);
      expect(crashPointOf(list[i]?.hash ?? '', chain?.salt ?? '') / 100).toBe(list[i]?.crashPoint);
    }
    const first = list.at(-1);
    expect(first?.position).toBe(1);
    const detail = await client().get<CrashRoundDetail>(`${CrashApiPath.round}?hash=${first?.hash}`);
    expect(detail.body.data.previousHash).toBe(chain?.terminatingHash);
    expect(sha256Hex(first?.hash ?? '')).toBe(chain?.terminatingHash);

    // The round in play keeps its hash secret.
    const current = await bettingRound();
    const hidden = await client().get(`${CrashApiPath.round}?hash=${current.hash}`);
    expect(hidden.status).toBe(404);
  });
});
