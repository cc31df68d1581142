import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Locale } from '@kasa/contract/constants';
import { GAME_SESSION_HEADER } from '@kasa/contract/providers';
import type { Db } from '../../db/create-db.ts';
import type { CallOptions, TestApp } from '../../test/test-app.ts';
import type { LedgerKind } from '../wallet/wallet.service.ts';
import { createPlayer } from '../wallet/wallet.test-support.ts';

// Set-up shared by the game wallet, provider and game tests: a funded player, a game session as a launch opens it,
// calls to an in-house game endpoint with that session, and what must hold afterwards.

/** Deposits `cash` kuruş into the player's cash account (nothing when 0). */
export async function fund(t: TestApp, playerId: string, cash: number): Promise<void> {
  if (cash > 0)
    await t.app.services.wallet.creditDeposit({ key: `fund:${randomUUID()}`, playerId, amount: cash });
}

/** A new player with open wallet accounts and `cash` kuruş deposited. */
export async function fundedPlayer(t: TestApp, cash: number): Promise<string> {
  const playerId = await createPlayer(t);
  await fund(t, playerId, cash);
  return playerId;
}

/** Opens a game session as a launch does (casino/originalslaunchurl, a provider's launch) → its token. */
export async function openGameSession(
  t: TestApp,
  playerId: string,
  gameCode: string,
  options: { provider?: string; locale?: Locale } = {},
): Promise<string> {
  const { provider = 'kasa', locale = 'en' } = options;
  const { token } = await t.app.gameSessions.create({ playerId, gameCode, provider, locale });
  return token;
}

/** Call options of an in-house game endpoint, as the game client in the frame sends them: the x-game-session header. */
export function asGameSession(token: string, locale?: Locale): CallOptions {
  return { ...(locale ? { locale } : {}), headers: { [GAME_SESSION_HEADER]: token } };
}

/** A request that carries only this game session token (none: no header), for gameSessions.authenticate. */
export function gameSessionRequest(token?: string | null): FastifyRequest {
  return { headers: token ? { [GAME_SESSION_HEADER]: token } : {} } as unknown as FastifyRequest;
}

/** The player's cash balance in kuruş, as the game wallet reads it. */
export async function cashOf(t: TestApp, playerId: string): Promise<number> {
  return (await t.app.gameWallet.balance(playerId)).cash;
}

/** Locks the player's account for a minute: no game may start nor a new round be played. */
export async function lockPlayer(t: TestApp, playerId: string): Promise<void> {
  await t.db
    .updateTable('players')
    .set({ locked_until: new Date(t.clock.now().getTime() + 60_000) })
    .where('id', '=', playerId)
    .execute();
}

/** The books hold: every ledger transaction balances and every account equals its entries. */
export async function expectBooksOk(t: TestApp): Promise<void> {
  expect(await t.app.services.wallet.checkBooks()).toEqual({ ok: true, problems: [] });
}

/** Row counts a refused or replayed game call must leave unchanged. */
export async function gameLedgerSize(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from ledger_transactions) as ledger,
           (select count(*) from ledger_entries) as entries,
           (select count(*) from game_transactions) as game,
           (select count(*) from game_rounds) as rounds,
           (select count(*) from bonus_wagers) as wagers`.execute(db);
  const r = rows[0] ?? {};
  return {
    ledger: Number(r.ledger),
    entries: Number(r.entries),
    game: Number(r.game),
    rounds: Number(r.rounds),
    wagers: Number(r.wagers),
  };
}

const GAME_KINDS: readonly LedgerKind[] = ['bet', 'win', 'rollback'];

/**
 * One player's ledger movements on cash, oldest first: [kind, cash change]. By default the game wallet's (bet, win,
 * rollback); `'all-but-deposits'`: every movement but the deposits that funded the player.
 */
export async function cashMovements(
  db: Db,
  playerId: string,
  kinds: readonly LedgerKind[] | 'all-but-deposits' = GAME_KINDS,
): Promise<Array<[string, number]>> {
  const kindFilter =
    kinds === 'all-but-deposits' ? sql`t.kind <> 'deposit'` : sql`t.kind in (${sql.join(kinds)})`;
  const { rows } = await sql<{ kind: string; amount: string }>`
    select t.kind, e.amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join wallet_accounts a on a.id = e.account_id
     where t.player_id = ${playerId} and a.owner_type = 'player' and a.kind = 'cash'
       and ${kindFilter}
     order by t.id`.execute(db);
  return rows.map((r) => [r.kind, Number(r.amount)]);
}

export async function wagerKeys(db: Db, playerId: string): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select key from bonus_wagers where player_id = ${playerId} order by key`.execute(db);
  return rows.map((r) => r.key);
}
