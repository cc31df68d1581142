import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import {
  OpsBackOfficePath as P,
  type OpsDashboard,
  type OpsDashboardDay,
  type OpsLedgerPage,
  type OpsPlayerDetail,
  type OpsPlayerNote,
  type OpsPlayerPage,
  type OpsPlayerPaymentPage,
  type OpsPlayerSession,
} from '@kasa/contract/ops-backoffice';
import { FairPath } from '@kasa/contract/fair';
import { OpsPath } from '@kasa/contract/ops';
import { api, type TestApp, createTestApp } from '../../test/test-app.ts';
import { approveIdentity, sampleJpeg } from '../kyc/kyc.test-support.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { asGameSession, cashOf, openGameSession } from '../providers/game-wallet.test-support.ts';
import { signUp, validIban } from '../payment/payment.test-support.ts';
import { istanbulDay } from './backoffice.service.ts';

// The back office's calls (docs/decisions/0510): the dashboard's figures against known seeded amounts (as differences
// from a reading taken before the seed, so other rows in the database do not matter), the player search by every
// field, the player screens, the force logout, the append-only notes, and the roles.

let t: TestApp;
let client: ReturnType<typeof api>;
let admin: TestOperator;
let payments: TestOperator;
const playerPath = (template: string, playerId: string) => template.replace(':playerId', playerId);

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  admin = await signInOperator(t.app, ['admin']);
  payments = await signInOperator(t.app, ['payments']);
});
afterAll(async () => t?.close());

const dashboard = async (days = 7) => {
  const res = await client.get<OpsDashboard>(`${P.dashboard}?days=${days}`, { token: admin.token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

/** A player's bet and (optional) win in one game round through the game wallet, as every game posts them. */
async function round(playerId: string, gameCode: string, stake: number, win: number) {
  const ref = { provider: 'kasa', playerId, gameCode, roundId: randomUUID() };
  await t.app.gameWallet.bet({ ...ref, transactionId: randomUUID(), amount: stake });
  if (win > 0) await t.app.gameWallet.win({ ...ref, transactionId: randomUUID(), amount: win });
}

async function bankDeposit(token: string, lira: number): Promise<string> {
  const res = await client.post<null>(
    ApiPath.deposit,
    { id: 1, target: 'pay', detail: { amount: lira, fullName: 'Ayşe Yılmaz' } },
    { token, locale: 'en' },
  );
  expect(res.status, res.body.message).toBe(200);
  return /DP-[0-9A-Z]{6}/.exec(res.body.message)![0];
}

async function withdrawal(token: string, lira: number, iban: string): Promise<string> {
  const detail = { amount: lira, fullName: 'Ayşe Yılmaz', iban, bank: 7 };
  const res = await client.post(ApiPath.withdraw, { id: 11, detail }, { token, locale: 'en' });
  expect(res.status, res.body.message).toBe(200);
  return /WD-[0-9A-Z]{6}/.exec(res.body.message)![0];
}

/** A settled sports bet as settlement leaves it (stake and payout in kuruş). */
async function settledSportsBet(playerId: string, stake: number, payout: number, status = 'settled') {
  const now = t.clock.now();
  await t.db
    .insertInto('sports_bets')
    .values({
      player_id: playerId,
      request_id: randomUUID(),
      request_hash: 'test',
      type: 'single',
      system: null,
      lines: 1,
      stake_per_line: String(stake),
      stake: String(stake),
      open_per_line: String(stake),
      book: 'fcg',
      boost: false,
      max_payout: String(stake * 100),
      accept_odds: 'none',
      live: false,
      status,
      result: status === 'settled' ? (payout > 0 ? 'won' : 'lost') : null,
      payout: status === 'settled' ? String(payout) : null,
      cashed_out: status === 'cashed_out' ? String(payout) : null,
      created_at: now,
      settled_at: status === 'open' ? null : now,
      updated_at: now,
    } as never)
    .execute();
}

const minus = (a: OpsDashboardDay, b: OpsDashboardDay) => ({
  deposits: a.deposits - b.deposits,
  withdrawals: a.withdrawals - b.withdrawals,
  ggr: Object.fromEntries(
    Object.entries(a.ggr).map(([k, v]) => [k, Math.round((v - b.ggr[k as keyof typeof b.ggr]) * 100) / 100]),
  ),
  ggrTotal: Math.round((a.ggrTotal - b.ggrTotal) * 100) / 100,
  bonusCost: a.bonusCost - b.bonusCost,
  ngr: Math.round((a.ngr - b.ngr) * 100) / 100,
  activePlayers: a.activePlayers - b.activePlayers,
  registrations: a.registrations - b.registrations,
});

describe('the dashboard', () => {
  it('counts deposits, withdrawals, GGR per product, bonus cost, NGR, active players, registrations and the queues', async () => {
    const before = await dashboard();
    const a = await signUp(t, 'en');
    const b = await signUp(t, 'en');
    await approveIdentity(t, a.playerId);

    // Deposits: 500 confirmed, 170 left pending. Cash for the games comes straight into the wallet (no payment).
    const confirmed = await bankDeposit(a.token, 500);
    expect(
      (await client.post(`ops/deposits/${confirmed}/confirm`, {}, { token: payments.token })).status,
    ).toBe(200);
    await bankDeposit(b.token, 170);
    for (const p of [a, b]) {
      await t.app.services.wallet.creditDeposit({
        key: `bo:${p.playerId}`,
        playerId: p.playerId,
        amount: 2_000_000,
      });
    }
    // Withdrawals: 300 approved (paid), 15 000 approved once (four-eyes, awaiting release), 100 pending.
    const iban = validIban();
    const paid = await withdrawal(a.token, 300, iban);
    expect((await client.post(`ops/withdrawals/${paid}/approve`, {}, { token: payments.token })).status).toBe(
      200,
    );
    const large = await withdrawal(a.token, 15_000, iban);
    expect(
      (await client.post(`ops/withdrawals/${large}/approve`, {}, { token: payments.token })).status,
    ).toBe(200);
    await withdrawal(a.token, 100, iban);

    // Games (kuruş): a slot and an instant game (casino), roulette (live casino), a TV game, Tombala, and the
    // sportsbook's stakes, which count when the bet is settled, not when placed.
    await round(a.playerId, 'vs20olympgate', 5_000, 2_000); // casino +30
    await round(b.playerId, 'kasa-dice', 1_000, 0); // casino +10
    await round(a.playerId, 'kasa-roulette', 10_000, 3_500); // liveCasino +65
    await round(b.playerId, 'kasa-lucky6', 2_000, 0); // tvGames +20
    await round(b.playerId, 'kasa-tombala-cinar', 200, 0); // tombala +2
    await round(a.playerId, 'sports', 4_000, 0); // placed: not counted here
    await settledSportsBet(a.playerId, 4_000, 1_000); // sportsbook +30
    await settledSportsBet(b.playerId, 2_000, 2_500, 'cashed_out'); // sportsbook −5
    await settledSportsBet(b.playerId, 9_000, 0, 'open'); // not settled: not counted

    // A real round of an original (dice) through its own route: whatever it paid, the casino's GGR moves by the
    // cash it took from the player.
    const cashBeforeRoll = await cashOf(t, b.playerId);
    const session = await openGameSession(t, b.playerId, 'kasa-dice');
    const roll = await client.post(
      FairPath.diceRoll,
      { amount: 20, target: 50, direction: 'over' },
      asGameSession(session, 'en'),
    );
    expect(roll.status, roll.body.message).toBe(200);
    const diceGgr = (cashBeforeRoll - (await cashOf(t, b.playerId))) / 100;
    const cents = (x: number) => Math.round(x * 100) / 100;

    // Bonus cost: 15 granted, 4 forfeited.
    await t.app.services.wallet.grantBonus({ playerId: b.playerId, amount: 1_500 });
    await t.app.services.wallet.forfeitBonus({ playerId: b.playerId, amount: 400 });

    // Queues: one identity document to review, one request to reopen an account.
    await t.app.services.kyc.upload(b.playerId, 'address', sampleJpeg(1200, 800));
    await t.db
      .insertInto('rg_reopen_requests')
      .values({
        player_id: b.playerId,
        block_kind: 'closed',
        requested_at: t.clock.now(),
        cooling_until: t.clock.now(),
        status: 'pending',
        decided_by: null,
        decided_at: null,
        note: null,
      })
      .execute();

    const after = await dashboard();
    expect(after.days).toHaveLength(7);
    expect(after.today.date).toBe(istanbulDay(t.clock.now()));
    expect(after.days.at(-1)).toEqual(after.today);
    const expected = {
      deposits: 500,
      withdrawals: 300,
      ggr: { casino: cents(40 + diceGgr), liveCasino: 65, sportsbook: 25, tvGames: 20, tombala: 2 },
      ggrTotal: cents(152 + diceGgr),
      bonusCost: 11,
      ngr: cents(141 + diceGgr),
      activePlayers: 2,
      registrations: 2,
    };
    expect(minus(after.today, before.today)).toEqual(expected);
    expect(minus(after.period, before.period)).toEqual(expected);
    expect({
      pendingDeposits: after.queues.pendingDeposits - before.queues.pendingDeposits,
      pendingWithdrawals: after.queues.pendingWithdrawals - before.queues.pendingWithdrawals,
      awaitingRelease: after.queues.awaitingRelease - before.queues.awaitingRelease,
      pendingKyc: after.queues.pendingKyc - before.queues.pendingKyc,
      reopenRequests: after.queues.reopenRequests - before.queues.reopenRequests,
      pendingAdjustments: after.queues.pendingAdjustments - before.queues.pendingAdjustments,
    }).toEqual({
      pendingDeposits: 1,
      pendingWithdrawals: 1,
      awaitingRelease: 1,
      pendingKyc: 1,
      reopenRequests: 1,
      pendingAdjustments: 0,
    });

    // A day later, yesterday keeps its figures and today starts from nothing of these.
    t.clock.advance(24 * 60 * 60 * 1000);
    const next = await dashboard();
    expect(next.days.at(-2)).toEqual(after.today);
    expect(next.today.ggrTotal).toBe(0);
    expect(next.today.date).toBe(istanbulDay(t.clock.now()));
  });

  it('refuses a period out of 1..90 days with a contract message', async () => {
    const res = await client.get(`${P.dashboard}?days=91`, { token: admin.token, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('the player screens', () => {
  let player: { playerId: string; token: string };
  let row: { username: string; name: string; surname: string; email: string; phone: string | null };
  let tc: string;
  let iban: string;

  beforeAll(async () => {
    player = await signUp(t, 'en');
    const found = (await t.app.services.players.findById(player.playerId))!;
    row = found;
    tc = found.personal_no!;
    await approveIdentity(t, player.playerId);
    await t.app.services.wallet.creditDeposit({
      key: `bo-screens:${player.playerId}`,
      playerId: player.playerId,
      amount: 100_000,
    });
    iban = validIban();
    await withdrawal(player.token, 200, iban);
    await round(player.playerId, 'vs20olympgate', 1_000, 300);
  });

  const search = async (q: string) => {
    const res = await client.get<OpsPlayerPage>(`${P.players}?q=${encodeURIComponent(q)}`, {
      token: admin.token,
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data.items.map((p) => p.id);
  };

  it('search finds the player by username, names, e-mail, phone, TC No, IBAN and id — and not by a stranger’s', async () => {
    expect(await search(row.username.slice(3, 14).toUpperCase())).toContain(player.playerId);
    expect(await search('AYŞE')).toContain(player.playerId);
    expect(await search('yılmaz')).toContain(player.playerId);
    expect(await search('ayşe yıl')).toContain(player.playerId);
    expect(await search(row.email.toUpperCase())).toContain(player.playerId);
    expect(await search(row.phone!.slice(2, 9))).toContain(player.playerId); // without the 90
    expect(await search(`+${row.phone}`)).toContain(player.playerId);
    expect(await search(tc)).toEqual([player.playerId]);
    expect(await search(tc.slice(0, 7))).toContain(player.playerId);
    expect(await search(iban.replace(/(.{4})/g, '$1 ').toLowerCase())).toEqual([player.playerId]);
    expect(await search(player.playerId)).toContain(player.playerId);
    expect(await search('no-such-player-anywhere')).toEqual([]);
    // LIKE's wildcards are searched as themselves, not as wildcards.
    expect(await search('%')).toEqual([]);
    const long = await client.get(`${P.players}?q=${'a'.repeat(101)}`, { token: admin.token, locale: 'en' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Invalid value.');
    const page = await client.get<OpsPlayerPage>(`${P.players}?q=&take=1`, { token: admin.token });
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThan(1);
  });

  it('the players list is ordered on the server: newest, oldest or by username, across pages', async () => {
    const list = async (sort: string, skip = 0) => {
      const res = await client.get<OpsPlayerPage>(`${P.players}?sort=${sort}&skip=${skip}&take=100`, {
        token: admin.token,
        locale: 'en',
      });
      return res;
    };
    const newest = (await list('newest')).body.data.items.map((p) => p.id);
    const oldest = (await list('oldest')).body.data.items.map((p) => p.id);
    expect(newest.length).toBeGreaterThan(1);
    expect(newest.map(Number)).toEqual([...newest.map(Number)].sort((a, b) => b - a));
    expect(oldest.map(Number)).toEqual([...oldest.map(Number)].sort((a, b) => a - b));
    const names = (await list('username')).body.data.items.map((p) => p.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    const bad = await list('balance');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid value.');
  });

  it('the detail shows profile, balances, totals, limits, KYC documents; ledger, payments and sessions the seeded rows', async () => {
    const detail = await client.get<OpsPlayerDetail>(playerPath(P.player, player.playerId), {
      token: admin.token,
    });
    expect(detail.status, detail.body.message).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: player.playerId,
      username: row.username,
      firstName: row.name,
      lastName: row.surname,
      tcNumber: tc,
      iban,
      balance: 1000 - 200 - 10 + 3,
      locked: false,
      protection: 'none',
      kyc: 'approved',
      totals: { deposits: 0, withdrawals: 0, stakes: 10, wins: 3 },
    });
    expect(detail.body.data.kycDocuments.map((d) => d.status)).toEqual(['approved', 'approved']);
    expect(detail.body.data.limits.length).toBeGreaterThan(0);

    const ledger = await client.get<OpsLedgerPage>(playerPath(P.playerLedger, player.playerId), {
      token: admin.token,
    });
    expect(ledger.body.data.items.map((l) => [l.kind, l.cash])).toEqual([
      ['win', 3],
      ['bet', -10],
      ['withdrawal_reserve', -200],
      ['deposit', 1000],
    ]);
    expect(ledger.body.data.items[0]).toMatchObject({
      cashAfter: 793,
      detail: { gameCode: 'vs20olympgate' },
    });

    const pays = await client.get<OpsPlayerPaymentPage>(playerPath(P.playerPayments, player.playerId), {
      token: admin.token,
    });
    expect(pays.body.data.total).toBe(1);
    expect(pays.body.data.items[0]).toMatchObject({ amount: 200, detail: { iban } });

    const sessions = await client.get<OpsPlayerSession[]>(playerPath(P.playerSessions, player.playerId), {
      token: admin.token,
    });
    expect(sessions.body.data[0]).toMatchObject({ active: true, endedAt: null });
    expect(sessions.body.data[0]!.ip).toMatch(/^10\.9\./);
    expect(sessions.body.data[0]!.device).toContain('Mozilla/5.0');
  });

  it('an unknown player is a 404 with the contract message on every player call', async () => {
    for (const template of [P.player, P.playerLedger, P.playerPayments, P.playerSessions, P.playerNotes]) {
      const res = await client.get(playerPath(template, '999999999'), { token: admin.token, locale: 'en' });
      expect(res.status, template).toBe(404);
      expect(res.body.message).toBe('Player not found.');
    }
    const logout = await client.post(playerPath(P.playerLogout, '999999999'), {}, { token: admin.token });
    expect(logout.status).toBe(404);
  });

  it('force logout ends every session of the player: the old token gets 401; the call is audited', async () => {
    const victim = await signUp(t, 'en');
    expect((await client.get(ApiPath.balance, { token: victim.token })).status).toBe(200);
    const res = await client.post(playerPath(P.playerLogout, victim.playerId), {}, { token: admin.token });
    expect(res.status, res.body.message).toBe(200);
    expect((await client.get(ApiPath.balance, { token: victim.token })).status).toBe(401);
    const sessions = await client.get<OpsPlayerSession[]>(playerPath(P.playerSessions, victim.playerId), {
      token: admin.token,
    });
    expect(sessions.body.data.every((s) => !s.active && s.endedAt !== null)).toBe(true);
    const audit = await t.db
      .selectFrom('operator_audit')
      .select(['action', 'target_id', 'operator_id'])
      .where('request_id', '=', String(res.headers['x-request-id']))
      .execute();
    expect(audit).toEqual([
      { action: 'player.force-logout', target_id: victim.playerId, operator_id: admin.id },
    ]);
  });

  it('notes are added by support and listed newest first with their author; the database refuses to change them', async () => {
    const support = await signInOperator(t.app, ['support']);
    const url = playerPath(P.playerNotes, player.playerId);
    const first = await client.post<OpsPlayerNote>(
      url,
      { text: '  Called about a deposit.  ' },
      { token: support.token },
    );
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({
      text: 'Called about a deposit.',
      actor: `operator:${support.id}:${support.username}`,
    });
    await client.post(url, { text: 'Second note' }, { token: admin.token });
    const list = await client.get<OpsPlayerNote[]>(url, { token: admin.token });
    expect(list.body.data.map((n) => n.text)).toEqual(['Second note', 'Called about a deposit.']);

    expect((await client.post(url, { text: '   ' }, { token: admin.token, locale: 'en' })).status).toBe(400);
    await expect(
      t.db
        .updateTable('operator_player_notes')
        .set({ text: 'rewritten' })
        .where('id', '=', first.body.data.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.deleteFrom('operator_player_notes').where('id', '=', first.body.data.id).execute(),
    ).rejects.toThrow(/append-only/);
    const again = await client.get<OpsPlayerNote[]>(url, { token: admin.token });
    expect(again.body.data.map((n) => n.text)).toEqual(['Second note', 'Called about a deposit.']);
  });

  it('roles: support reads players but not the dashboard; trader the dashboard but not players; read-only writes no notes', async () => {
    const support = await signInOperator(t.app, ['support']);
    const trader = await signInOperator(t.app, ['trader']);
    const reader = await signInOperator(t.app, ['read-only']);
    expect((await client.get(P.dashboard, { token: support.token })).status).toBe(403);
    expect((await client.get(P.dashboard, { token: trader.token })).status).toBe(200);
    expect((await client.get(P.players, { token: trader.token })).status).toBe(403);
    expect((await client.get(P.players, { token: support.token })).status).toBe(200);
    const url = playerPath(P.playerNotes, player.playerId);
    expect((await client.post(url, { text: 'x' }, { token: reader.token })).status).toBe(403);
    expect(
      (await client.post(playerPath(P.playerLogout, player.playerId), {}, { token: support.token })).status,
    ).toBe(403);
    expect((await client.get(OpsPath.me, { token: player.token })).status).toBe(401);
  });
});
