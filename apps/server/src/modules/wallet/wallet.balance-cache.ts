/** A player's balances in kuruş, as the balance poll shows them. */
export interface CachedBalances {
  cash: number;
  bonus: number;
}

interface Entry {
  balances: CachedBalances;
  expiresAt: number;
}

interface Mark {
  /** Bumped by every movement: a read that began under another generation is not kept. */
  generation: number;
  /** Until then the player's balances are read from the database and not kept (the movement may not have committed). */
  quietUntil: number;
}

export interface BalanceCacheOptions {
  /** How long a read is trusted when no movement is heard of; 0 turns the cache off. */
  ttlMs: number;
  /**
   * After a movement is written, how long reads bypass the cache: the movement may be inside a caller's transaction
   * that has not committed yet, and a read in between would keep the balance from before it.
   */
  quietMs: number;
  /** Players kept at most; the oldest go first. */
  maxEntries: number;
  /** Milliseconds now. */
  now: () => number;
}

/** What `begin` hands a read, for `set` to judge whether the answer may be kept. */
export interface ReadTicket {
  generation: number;
  startedAt: number;
}

/**
 * Player → balances for the balance poll (`GET user/balance`, every 3 s per signed-in player; docs/decisions/0151).
 * The wallet is the only writer of balances, so it tells this cache of every movement (`moved`), on this node at once
 * and on the other nodes through the relayed 'wallet.moved' event. A movement is heard when it is written, which may
 * be before its transaction commits; so for `quietMs` afterwards the player's balances are read from the database
 * every time and never kept, and a read that began before the movement is never kept either. Staleness is therefore
 * bounded by the TTL only when a movement's transaction stays open longer than `quietMs` or a relayed event is lost.
 * Money decisions never use this cache: the ledger statement checks the balance in the database.
 */
export function createBalanceCache({ ttlMs, quietMs, maxEntries, now }: BalanceCacheOptions) {
  const entries = new Map<string, Entry>();
  const marks = new Map<string, Mark>();

  function pruneMarks(at: number): void {
    if (marks.size < maxEntries) return;
    for (const [playerId, mark] of marks) if (mark.quietUntil <= at) marks.delete(playerId);
  }

  return {
    enabled: ttlMs > 0,

    /** The kept balances, or undefined: read the database (then `set` with the ticket taken by `begin` before it). */
    get(playerId: string): CachedBalances | undefined {
      const entry = entries.get(playerId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(playerId);
        return undefined;
      }
      return entry.balances;
    },

    /** Taken before a database read. */
    begin(playerId: string): ReadTicket {
      return { generation: marks.get(playerId)?.generation ?? 0, startedAt: now() };
    },

    /** Keeps a database answer unless a movement came in since `ticket`, or the player is in a quiet period. */
    set(playerId: string, balances: CachedBalances, ticket: ReadTicket): boolean {
      if (ttlMs <= 0) return false;
      const at = now();
      const mark = marks.get(playerId);
      if ((mark?.generation ?? 0) !== ticket.generation) return false;
      if (mark && mark.quietUntil > at) return false;
      // A read slower than the quiet period may have started before a mark that has since been pruned.
      if (at - ticket.startedAt > quietMs) return false;
      entries.delete(playerId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(playerId, { balances, expiresAt: at + ttlMs });
      return true;
    },

    /** A movement of the player's money was written (here or on another node). */
    moved(playerId: string): void {
      const at = now();
      entries.delete(playerId);
      const generation = (marks.get(playerId)?.generation ?? 0) + 1;
      marks.delete(playerId);
      pruneMarks(at);
      marks.set(playerId, { generation, quietUntil: at + quietMs });
    },

    size: () => entries.size,
  };
}

export type BalanceCache = ReturnType<typeof createBalanceCache>;
