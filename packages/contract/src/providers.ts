import { z } from 'zod';
import { str } from './text.ts';
import { Header } from './api.ts';
import { GameTransactionKind } from './enums.ts';
import { envelope } from './envelope.ts';

// Game providers (issue 4 §3, docs/decisions/0091-game-wallet-and-providers.md): who they are, and the game history
// and round recall built on the game wallet. The casino module serves these as casino/history and casino/round.

/** Our id of each provider; `kasa` is the in-house one (Kasa Originals). */
export const ProviderId = {
  SoftGamings: 'softgamings',
  Hub88: 'hub88',
  EgtDigital: 'egt',
  Amusnet: 'amusnet',
  EveryMatrix: 'everymatrix',
  Digitain: 'digitain',
  PragmaticPlay: 'pragmatic',
  Kasa: 'kasa',
} as const;
export type ProviderId = (typeof ProviderId)[keyof typeof ProviderId];

/** A game's providerName (spec §7) for each provider. */
export const PROVIDER_NAMES: Record<ProviderId, string> = {
  softgamings: 'SoftGamings',
  hub88: 'Hub88',
  egt: 'Egt Digital',
  amusnet: 'Amusnet',
  everymatrix: 'EveryMatrix',
  digitain: 'Digitain',
  pragmatic: 'Pragmatic Play',
  kasa: 'Kasa Originals',
};

export const PROVIDER_IDS = Object.values(ProviderId) as ProviderId[];

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 'Pragmatic Play', 'pragmatic', 'PRAGMATIC-PLAY' → 'pragmatic'; unknown → null. */
export function providerIdOf(name: string | null | undefined): ProviderId | null {
  if (!name) return null;
  const key = normalise(name);
  for (const id of PROVIDER_IDS) {
    if (normalise(id) === key || normalise(PROVIDER_NAMES[id]) === key) return id;
  }
  return null;
}

/** How a launched game is shown: an address for the game frame, or markup (SoftGamings) for a sandboxed frame. */
export type LaunchResult = { kind: 'url'; url: string } | { kind: 'markup'; html: string };

// ---- game history (/dashboard/game-history) ----

const day = str()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();

export const GameHistoryRequest = z.object({
  /** Inclusive calendar days, YYYY-MM-DD, in Türkiye time (UTC+3), like payment/history. */
  from: day,
  to: day,
  gameCode: str().trim().min(1).max(100).nullish(),
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type GameHistoryRequest = z.input<typeof GameHistoryRequest>;

export const GameHistoryItem = z.object({
  id: str(),
  /** Win 1, Bet 2 (spec §3). */
  kind: z.enum(GameTransactionKind),
  gameCode: str(),
  provider: str(),
  amount: z.number(), // lira
  roundId: str(),
  createdAt: str(), // ISO 8601 UTC
});
export type GameHistoryItem = z.infer<typeof GameHistoryItem>;
export const GameHistoryData = z.object({ total: z.number().int(), items: z.array(GameHistoryItem) });
export type GameHistoryData = z.infer<typeof GameHistoryData>;
export const GameHistoryResponse = envelope(GameHistoryData);

// ---- round recall ----

export const GameRoundRequest = z.object({
  provider: str().trim().min(1).max(50),
  roundId: str().trim().min(1).max(200),
});
export type GameRoundRequest = z.input<typeof GameRoundRequest>;

export const GameRoundStatus = z.enum(['open', 'settled', 'cancelled']);

export const GameRoundTransaction = z.object({
  id: str(),
  /** bet, win, rollback (our own names: a rollback is not one of the spec's kinds). */
  type: z.enum(['bet', 'win', 'rollback']),
  amount: z.number(), // lira
  /** True when a later rollback cancelled it. */
  rolledBack: z.boolean(),
  createdAt: str(),
});
export type GameRoundTransaction = z.infer<typeof GameRoundTransaction>;

export const GameRoundData = z.object({
  provider: str(),
  roundId: str(),
  gameCode: str(),
  stake: z.number(), // lira
  payout: z.number(), // lira
  status: GameRoundStatus,
  /** What was bet, the outcome, seeds/hashes: written by the game (in-house games), empty for external providers. */
  detail: z.record(str(), z.unknown()),
  createdAt: str(),
  settledAt: str().nullable(),
  transactions: z.array(GameRoundTransaction),
});
export type GameRoundData = z.infer<typeof GameRoundData>;
export const GameRoundResponse = envelope(GameRoundData);

// ---- game sessions ----

/** The header an in-house game's calls carry their game session token in. */
export const GAME_SESSION_HEADER = Header.gameSession;
/** How long a launched game's session lasts (a round in play is still paid after it: wins need no session). */
export const GAME_SESSION_HOURS = 12;
