import type { SessionsRevoked } from '../../lib/app-events.ts';

/**
 * An open session as a token look-up found it. `lastSeenAt` (ms) is this node's idea of the stored last-seen time
 * (written at most once a minute); `lastUsedAt` the last request this node saw (memory only), which the idle timeout
 * is measured from; `createdAt` the login, which the absolute lifetime is measured from (docs/decisions/0420).
 */
export interface CachedSession {
  playerId: string;
  sessionId: string;
  createdAt: number;
  lastSeenAt: number;
  lastUsedAt: number;
}

interface Entry {
  /** null: the token names no open session (unknown, forged or revoked); revocation is final, so this stays true. */
  session: CachedSession | null;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a look-up is trusted without asking the database again; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first (random tokens must not grow the map without bound). */
  maxEntries: number;
  /** Milliseconds now (the app's clock). */
  now: () => number;
}

/**
 * Token hash → session, in this process, for `ttlMs` (docs/decisions/0150). Ended sessions leave it at once through
 * `revoke` (the 'sessions.revoked' event, relayed between nodes); the TTL bounds how long a revocation this node never
 * heard of (Redis down, a direct database edit) can go unnoticed.
 *
 * A look-up that was already running when a revocation arrived may carry a row read before it: `epoch()` taken before
 * the read and handed to `set` keeps such an answer out of the cache.
 */
export function createSessionCache({ ttlMs, maxEntries, now }: SessionCacheOptions) {
  const entries = new Map<string, Entry>();
  /** playerId → token hashes of that player's cached open sessions, so a revocation finds them without a scan. */
  const byPlayer = new Map<string, Set<string>>();
  let epoch = 0;

  function unindex(tokenHash: string, session: CachedSession | null): void {
    if (!session) return;
    const hashes = byPlayer.get(session.playerId);
    if (!hashes) return;
    hashes.delete(tokenHash);
    if (hashes.size === 0) byPlayer.delete(session.playerId);
  }

  function drop(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    unindex(tokenHash, entry.session);
  }

  return {
    enabled: ttlMs > 0,

    /** The cached answer (a session, or null for "no open session"), or undefined: ask the database. */
    get(tokenHash: string): CachedSession | null | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(tokenHash);
        return undefined;
      }
      return entry.session;
    },

    /** Taken before a database read; `set` refuses the read's answer when a revocation came in between. */
    epoch: () => epoch,

    /** Keeps a database answer read after `readEpoch`; false when it was not kept. */
    set(tokenHash: string, session: CachedSession | null, readEpoch: number): boolean {
      if (ttlMs <= 0 || readEpoch !== epoch) return false;
      drop(tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value);
      }
      entries.set(tokenHash, { session, expiresAt: now() + ttlMs });
      if (session) {
        let hashes = byPlayer.get(session.playerId);
        if (!hashes) {
          hashes = new Set();
          byPlayer.set(session.playerId, hashes);
        }
        hashes.add(tokenHash);
      }
      return true;
    },

    /** Forgets the sessions an event ended: one, or all of the player's but `keepSessionId`. */
    revoke({
      playerId,
      sessionId,
      keepSessionId,
    }: Pick<SessionsRevoked, 'playerId' | 'sessionId' | 'keepSessionId'>) {
      epoch += 1;
      const hashes = byPlayer.get(playerId);
      if (!hashes) return;
      for (const tokenHash of [...hashes]) {
        const id = entries.get(tokenHash)?.session?.sessionId;
        const ended = sessionId !== null ? id === sessionId : id !== keepSessionId;
        if (ended) drop(tokenHash);
      }
    },

    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
