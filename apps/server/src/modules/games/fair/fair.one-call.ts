import { randomUUID } from 'node:crypto';
import { FAIR_GAME_CODE } from '@kasa/contract/fair';
import type { Db } from '../../../db/create-db.ts';
import { AppError, unauthorized } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { GameWallet, GameWalletResult } from '../../providers/game-wallet.service.ts';
import * as repo from './fair.repository.ts';
import type { FairRoundRow, FairSeedRow, InstantDetail } from './fair.table.ts';

// A settled instant round (Dice, Plinko, Limbo, Keno) in ONE database call: the game session and lock check, the
// nonce, the fair round, the bet, the win, both game transactions and the round's record are written by
// kasa_fair_instant_round (migration 0042) in its own statement's transaction. docs/decisions/0180-one-call-rounds.md.
//
// The outcome is computed here, before the call, from the pair and the nonce this node last saw (the seed hints); the
// function takes the nonce only if the pair is still active, unchanged and at that nonce, so a hint can be late but
// never wrong: a late one answers 'stale', nothing is written, and the caller runs the TypeScript path (which takes the
// nonce under the pair's row lock and refreshes the hint).

/** The player's active pair as this node last saw it, and the nonce its next round should take. */
export interface SeedHint {
  seed: FairSeedRow;
  next: number;
}

/** Player → hint, bounded (the oldest go first). Each node has its own; the database decides. */
export function createSeedHints(maxEntries = 100_000) {
  const hints = new Map<string, SeedHint>();
  return {
    get: (playerId: string) => hints.get(playerId),
    /** `seed` with its stored nonce = the next round's (as an UPDATE … RETURNING of the nonce answers it). */
    set(playerId: string, seed: FairSeedRow) {
      if (seed.revealed_at) return;
      hints.delete(playerId);
      if (hints.size >= maxEntries) {
        const oldest = hints.keys().next();
        if (!oldest.done) hints.delete(oldest.value);
      }
      hints.set(playerId, { seed, next: seed.nonce });
    },
    drop: (playerId: string) => hints.delete(playerId),
    size: () => hints.size,
  };
}
export type SeedHints = ReturnType<typeof createSeedHints>;

/**
 * The game session the call checks again in the database (it may have ended since this node cached it), and the full
 * check the TypeScript path needs first when the one-call path does not apply.
 */
export interface OneCallSession {
  sessionId: string;
  playerId: string;
  confirm: () => Promise<unknown>;
}

export interface OneCallDeps {
  db: Db;
  clock: Clock;
  gameWallet: GameWallet;
  hints: SeedHints;
  provider: string;
}

/** The outcome of a settled round: the game's own columns (Dice) or `instant` detail, the payout, won or lost. */
export interface SettledOutcome {
  dice?: { target: number; direction: 'over' | 'under'; roll: number };
  instant?: InstantDetail;
  payout: number;
  won: boolean;
}

export interface SettledInOneCall {
  row: FairRoundRow;
  /** The pair after the round (its nonce the next one). */
  seed: FairSeedRow;
  result: GameWalletResult;
}

/**
 * Plays a settled round in one call, or answers null when this path does not apply (no hint, a late hint, an active
 * bonus, a taken id): nothing was written then, and the caller plays the round on the TypeScript path. Throws 401 /
 * 403 e.gamePlayerLocked / 400 e.insufficientFunds as that path would.
 */
export async function settleInOneCall(
  deps: OneCallDeps,
  session: OneCallSession,
  game: 'dice' | 'plinko' | 'limbo' | 'keno',
  stake: number,
  decide: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => Promise<SettledOutcome>,
  recall: (row: FairRoundRow, seed: FairSeedRow) => Record<string, unknown>,
): Promise<SettledInOneCall | null> {
  const { db, clock, gameWallet, hints, provider } = deps;
  const { playerId } = session;
  const hint = hints.get(playerId);
  if (!hint) return null;
  const { seed, next: nonce } = hint;
  const outcome = await decide({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
  const roundId = randomUUID();
  const gameCode = FAIR_GAME_CODE[game];
  const now = clock.now();
  const row: FairRoundRow = {
    id: '0',
    round_id: roundId,
    player_id: playerId,
    seed_id: seed.id,
    game,
    game_code: gameCode,
    nonce,
    client_seed: seed.client_seed,
    stake: String(stake),
    payout: String(outcome.payout),
    status: outcome.won ? 'won' : 'lost',
    dice_target: outcome.dice?.target ?? null,
    dice_direction: outcome.dice?.direction ?? null,
    dice_roll: outcome.dice?.roll ?? null,
    mines_count: null,
    mines_layout: null,
    mines_revealed: [],
    mines_hit: null,
    instant: outcome.instant ?? null,
    auto_settled: false,
    created_at: now,
    updated_at: now,
    settled_at: now,
  };
  const round = gameWallet.instantRoundInOneCall({
    provider,
    playerId,
    gameCode,
    roundId,
    betTransactionId: `${roundId}:bet`,
    winTransactionId: `${roundId}:win`,
    stake,
    payout: outcome.payout,
    detail: recall(row, seed),
  });
  let answer: repo.OneCallAnswer;
  try {
    answer = await repo.runInstantRound(db, {
      sessionId: session.sessionId,
      playerId,
      now: now.toISOString(),
      seedId: seed.id,
      nonce,
      clientSeed: seed.client_seed,
      round: {
        round_id: row.round_id,
        player_id: playerId,
        seed_id: seed.id,
        game,
        game_code: gameCode,
        nonce,
        client_seed: row.client_seed,
        stake,
        payout: outcome.payout,
        status: row.status,
        dice_target: row.dice_target,
        dice_direction: row.dice_direction,
        dice_roll: row.dice_roll,
        instant: row.instant,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        settled_at: now.toISOString(),
      },
      game: round.args,
    });
  } catch (error) {
    if (gameWallet.oneCallFallback(error)) return null;
    throw error;
  }
  switch (answer.outcome) {
    case 'unauthorized':
      throw unauthorized();
    case 'locked':
      throw new AppError(403, 'e.gamePlayerLocked');
    case 'stale':
      hints.drop(playerId);
      return null;
    case 'applied': {
      const after: FairSeedRow = { ...seed, nonce: nonce + 1 };
      hints.set(playerId, after);
      return { row: { ...row, id: answer.roundRowId }, seed: after, result: round.applied(answer) };
    }
  }
}
