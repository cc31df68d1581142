import type { FastifyRequest } from 'fastify';
import type { Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/messages';
import { GAME_SESSION_HEADER, GAME_SESSION_HOURS } from '@kasa/contract/providers';
import type { Db } from '../../db/create-db.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newSessionToken, sha256 } from '../../lib/secrets.ts';
import type { PlayersService } from '../players/players.service.ts';
import * as repo from './game-sessions.repository.ts';

// Game sessions: what a launched game (ours or a provider's) authenticates with. The token is 256 random bits; only
// its SHA-256 is stored. Logging out of the site does not end them: a round in play still settles (wins need no
// session at all); a player whose account is locked cannot start a game or play a new round.

export interface GameSession {
  sessionId: string;
  playerId: string;
  gameCode: string;
  provider: string;
  locale: Locale;
  expiresAt: Date;
}

export interface NewGameSession {
  playerId: string;
  gameCode: string;
  provider: string;
  locale: Locale;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** How long `peek` trusts a session it read (the one-call round checks it again in the database anyway). */
const PEEK_TTL_MS = 15_000;
const PEEK_MAX_ENTRIES = 50_000;

/** The token a game call carries (header x-game-session), or null. */
function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[GAME_SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && TOKEN.test(token) ? token : null;
}

export function createGameSessions(db: Db, clock: Clock, players: Pick<PlayersService, 'lockedUntil'>) {
  /** Token hash → a session `find` answered, and until when (ms) `peek` may answer it without the database. */
  const peeked = new Map<string, { session: GameSession; until: number }>();

  async function assertPlayerMayPlay(playerId: string, tx: Db = db): Promise<void> {
    const lockedUntil = await players.lockedUntil(playerId, tx);
    if (lockedUntil === undefined) throw unauthorized();
    if (lockedUntil && lockedUntil > clock.now()) throw new AppError(403, 'e.gamePlayerLocked');
  }

  /** The session behind a token. `allowEnded`: an expired or revoked one too (a provider settling an old round). */
  async function find(token: string, options: { allowEnded?: boolean } = {}): Promise<GameSession | null> {
    if (!TOKEN.test(token)) return null;
    const row = await repo.findByTokenHash(db, sha256(token));
    if (!row) return null;
    if (!options.allowEnded && (row.revoked_at !== null || row.expires_at <= clock.now())) return null;
    return {
      sessionId: row.id,
      playerId: row.player_id,
      gameCode: row.game_code,
      provider: row.provider,
      locale: resolveLocale(row.locale),
      expiresAt: row.expires_at,
    };
  }

  return {
    /** A new session for a game about to be launched → its token (shown to the game only). */
    async create(
      input: NewGameSession,
      tx: Db = db,
    ): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
      await assertPlayerMayPlay(input.playerId, tx);
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + GAME_SESSION_HOURS * 60 * 60 * 1000);
      const sessionId = await repo.insertSession(tx, {
        token_hash: sha256(token),
        player_id: input.playerId,
        provider: input.provider,
        game_code: input.gameCode,
        locale: input.locale,
        created_at: now,
        expires_at: expiresAt,
      });
      return { token, sessionId, expiresAt };
    },

    find,

    /**
     * The game session of an in-house game's call (header x-game-session): unknown, expired or revoked → 401
     * e.unauthorized; the player's account locked → 403 e.gamePlayerLocked (no new rounds).
     */
    async authenticate(
      request: FastifyRequest,
    ): Promise<{ sessionId: string; playerId: string; gameCode: string; locale: Locale }> {
      const token = tokenOf(request);
      const session = token ? await find(token) : null;
      if (!session) throw unauthorized();
      await assertPlayerMayPlay(session.playerId);
      return {
        sessionId: session.sessionId,
        playerId: session.playerId,
        gameCode: session.gameCode,
        locale: session.locale,
      };
    },

    assertPlayerMayPlay,

    /**
     * The session behind a game call's token from this node's short-lived memory (else `find`, then kept) — WITHOUT
     * the checks `authenticate` makes now: only for a call that checks the session and the player's lock again in the
     * database in the same statement that bets (a one-call round, docs/decisions/0180-one-call-rounds.md). Null:
     * no such open session.
     */
    async peek(request: FastifyRequest): Promise<GameSession | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const hash = sha256(token);
      const now = Date.now();
      const kept = peeked.get(hash);
      if (kept && kept.until > now) return kept.session;
      const session = await find(token);
      if (!session) {
        peeked.delete(hash);
        return null;
      }
      if (peeked.size >= PEEK_MAX_ENTRIES) {
        const oldest = peeked.keys().next();
        if (!oldest.done) peeked.delete(oldest.value);
      }
      peeked.set(hash, { session, until: now + PEEK_TTL_MS });
      return session;
    },

    revoke: (sessionId: string): Promise<void> => repo.revoke(db, sessionId, clock.now()),

    /**
     * Ends every open game session of the player (issue 12 §3.2: a password change or reset must also stop the games
     * launched before it) and forgets this node's peeked copies of them.
     */
    async revokeAllOfPlayer(playerId: string): Promise<number> {
      for (const [hash, kept] of peeked) if (kept.session.playerId === playerId) peeked.delete(hash);
      return repo.revokeAllOfPlayer(db, playerId, clock.now());
    },
  };
}

export type GameSessionsService = ReturnType<typeof createGameSessions>;
