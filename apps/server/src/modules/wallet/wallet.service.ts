import { createHash } from 'node:crypto';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppEventBus } from '../../lib/app-events.ts';
import { createBalanceCache } from './wallet.balance-cache.ts';
import * as repo from './wallet.repository.ts';

/** A player's accounts (a movement changes its player debit first, then these in this order: wallet.service legsOf). */
export const PLAYER_ACCOUNTS = ['cash', 'bonus'] as const;
export type PlayerAccount = (typeof PLAYER_ACCOUNTS)[number];

/** The house's accounts, locked after the player's, in this (alphabetical) order. */
export const HOUSE_ACCOUNTS = [
  /** Operators' balance adjustments (migration 0055, docs/decisions/0512). */
  'adjustments',
  'bonus_cost',
  'game',
  'jackpot',
  'payment_clearing',
  'pending_withdrawals',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type AccountName = PlayerAccount | HouseAccount;

/**
 * Rows per house account (created by migration 0002). A movement touches the shard of its player, so concurrent
 * movements of different players rarely wait on the same house row (docs/decisions/0020-ledger-design.md).
 */
export const HOUSE_SHARDS = 16;

export type LedgerKind =
  | 'deposit'
  | 'withdrawal_reserve'
  | 'withdrawal_confirm'
  | 'withdrawal_release'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus_grant'
  | 'bonus_convert'
  | 'bonus_forfeit'
  | 'jackpot_contribution'
  | 'jackpot_payout'
  | 'adjustment';

/** Movements a provider may cancel with `rollback`. */
const REVERSIBLE_KINDS: ReadonlySet<string> = new Set<LedgerKind>(['bet', 'win']);

/** A signed amount in kuruş: positive adds to the account, negative takes from it. */
export interface LedgerEntry {
  account: AccountName;
  amount: number;
}

export interface PostInput {
  /**
   * Idempotency key of a movement that comes from outside (payment reference, provider transaction id), unique across
   * the ledger, so callers prefix it with their source ('psp:…', 'pragmatic:…'). Absent for internal movements.
   */
  key?: string | null | undefined;
  kind: LedgerKind;
  playerId: string;
  entries: LedgerEntry[];
  /** Descriptive only (method, round, operator…): not part of the data a replay must match. */
  meta?: Record<string, unknown> | undefined;
}

/** One amount (kuruş, > 0) moved between two accounts of the operation's choosing. */
export interface Movement {
  key?: string | null | undefined;
  playerId: string;
  amount: number;
  meta?: Record<string, unknown> | undefined;
}

/** A movement that always comes from outside, so it must carry its key. */
export interface KeyedMovement extends Movement {
  key: string;
}

export interface RollbackInput {
  key: string;
  playerId: string;
  /** The key of the bet or win to cancel. */
  originalKey: string;
  meta?: Record<string, unknown> | undefined;
}

/** A player's balances in kuruş. */
export interface Balances {
  cash: number;
  bonus: number;
}

export interface PostResult {
  transactionId: string;
  /** True when the key had already been applied: nothing was written, the first result is returned. */
  replayed: boolean;
  /** The player's balances right after the movement (for a replay: after the original movement). */
  balances: Balances;
}

/** A movement as the database function kasa_ledger_move takes it (wallet.service `oneCallTransfer`). */
export interface OneCallMovement {
  kind: LedgerKind;
  key: string | null;
  requestHash: string;
  playerId: string;
  meta: Record<string, unknown>;
  createdAt: string;
  shard: number;
  legs: repo.MovementLeg[];
}

export interface BooksCheck {
  ok: boolean;
  problems: string[];
}

const MAX_KEY_LENGTH = 200;

interface After {
  cash_after: string | null;
  bonus_after: string | null;
}

/** BIGINT text from the database → a number of kuruş, refusing anything a double cannot hold exactly. */
function toKurus(text: string | null): number {
  const value = Number(text ?? '0');
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount out of range: ${text}`);
  return value;
}

const balancesOf = (row: After): Balances => ({
  cash: toKurus(row.cash_after),
  bonus: toKurus(row.bonus_after),
});

/** PostgreSQL's unique_violation: here, a concurrent movement with the same key or reversal committed first. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function assertPositiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`a movement needs a positive whole number of kuruş, got ${amount}`);
  }
}

export function houseShardOf(playerId: string): number {
  return Number(BigInt(playerId) % BigInt(HOUSE_SHARDS));
}

const isPlayerAccount = (account: AccountName): account is PlayerAccount =>
  (PLAYER_ACCOUNTS as readonly string[]).includes(account);

const lockRank = (account: AccountName) =>
  isPlayerAccount(account)
    ? PLAYER_ACCOUNTS.indexOf(account)
    : PLAYER_ACCOUNTS.length + HOUSE_ACCOUNTS.indexOf(account);

interface Plan {
  key: string | null;
  kind: LedgerKind;
  playerId: string;
  reversesId: string | null;
  meta: Record<string, unknown>;
  /** Canonical order (what the request hash covers): the player's accounts first, then the house's. */
  entries: LedgerEntry[];
  requestHash: string;
}

/**
 * The order a movement's statement changes its accounts in: the player's debit first (the only change that can be
 * refused, so a refusal stops the statement before anything changed), then the player's other account, then the
 * house's (alphabetical). One fixed order for every movement, so two movements never wait on each other in a cycle.
 */
function legsOf(plan: Plan): repo.MovementLeg[] {
  const legs = plan.entries.map((e) => ({
    owner: isPlayerAccount(e.account) ? ('player' as const) : ('house' as const),
    kind: e.account,
    amount: e.amount,
  }));
  const debit = legs.findIndex((leg) => leg.owner === 'player' && leg.amount < 0);
  return debit <= 0 ? legs : [legs[debit]!, ...legs.filter((_, i) => i !== debit)];
}

/** Validates a movement and puts it in its canonical form. Failures here are programming errors, not input errors. */
function planMovement(input: PostInput, reversesId: string | null = null): Plan {
  const key = input.key ?? null;
  if (key !== null && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    throw new RangeError(`idempotency key must be 1–${MAX_KEY_LENGTH} characters`);
  }
  if (!/^\d+$/.test(input.playerId)) throw new RangeError(`not a player id: ${input.playerId}`);
  if (input.entries.length < 2) throw new RangeError('a ledger transaction needs at least two entries');
  const seen = new Set<AccountName>();
  let sum = 0n;
  for (const { account, amount } of input.entries) {
    if (lockRank(account) < 0) throw new RangeError(`unknown account: ${account}`);
    if (seen.has(account)) throw new RangeError(`account ${account} appears twice`);
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new RangeError(`bad amount ${amount} for ${account}`);
    seen.add(account);
    sum += BigInt(amount);
  }
  // The statement can refuse only one change and stay all-or-nothing (legsOf); no operation debits both accounts.
  if (input.entries.filter((e) => isPlayerAccount(e.account) && e.amount < 0).length > 1) {
    throw new RangeError('a movement debits at most one player account');
  }
  if (sum !== 0n) throw new RangeError(`entries sum to ${sum}, not zero`);
  const entries = [...input.entries].sort((a, b) => lockRank(a.account) - lockRank(b.account));
  const canonical = JSON.stringify([
    input.kind,
    input.playerId,
    reversesId,
    entries.map((e) => [e.account, e.amount]),
  ]);
  return {
    key,
    kind: input.kind,
    playerId: input.playerId,
    reversesId,
    meta: input.meta ?? {},
    entries,
    requestHash: createHash('sha256').update(canonical).digest('hex'),
  };
}

/** Opens a player's cash and bonus accounts (no-op when they exist). Used at registration and by the demo seed. */
export function openPlayerAccounts(db: Db, playerId: string, now: Date): Promise<void> {
  return repo.insertPlayerAccounts(db, playerId, PLAYER_ACCOUNTS, now);
}

export interface WalletHooks {
  /** Called when a movement is written (never for a replay or a refusal): metrics count movements. */
  onPosted?: (kind: LedgerKind, amountKurus: number) => void;
  /**
   * Where the wallet announces movements ('wallet.moved', relayed to the other nodes) and hears those of the other
   * nodes, for the balance poll's cache. Without it the cache hears only this node's movements.
   */
  events?: Pick<AppEventBus, 'publish' | 'subscribe'>;
  /** How long the balance poll's answer is kept when no movement is heard of (BALANCE_CACHE_TTL_MS; 0: off). */
  balanceCacheTtlMs?: number;
}

/** After a movement, how long the balance poll reads the database (its transaction may not have committed yet). */
export const BALANCE_QUIET_MS = 2_000;

/**
 * The wallet: the only code that writes balances. Every function that moves money takes an optional transaction `tx`
 * so a caller can commit its own change (a deposit's status, a bet's round) and the ledger movement together. A
 * movement is one statement, so a refused one leaves nothing behind even if the caller catches the error and carries
 * on, without a savepoint (docs/decisions/0120-money-hot-paths.md).
 */
export function createWalletService(db: Db, clock: Clock, hooks: WalletHooks = {}) {
  const balanceCache = createBalanceCache({
    ttlMs: hooks.balanceCacheTtlMs ?? 0,
    quietMs: BALANCE_QUIET_MS,
    maxEntries: 200_000,
    now: () => Date.now(),
  });
  // Movements on other nodes (relayed); this node's own were already applied by `apply`, once more does no harm.
  hooks.events?.subscribe('wallet.moved', ({ playerId }) => balanceCache.moved(playerId));

  /** The key (or the reversed transaction) is taken: the same request gets the stored result, another is refused. */
  function replay(
    plan: Plan,
    taken: { id: string; request_hash: string; idempotency_key: string | null } & After,
  ) {
    if (plan.reversesId !== null && taken.idempotency_key !== plan.key) throw conflict('e.alreadyReversed');
    if (taken.request_hash !== plan.requestHash) throw conflict('e.idempotencyConflict');
    return { transactionId: taken.id, replayed: true, balances: balancesOf(taken) };
  }

  /**
   * The movement as one statement (wallet.repository.ts `applyMovement`): a refused one writes nothing and leaves a
   * caller's transaction usable, so no savepoint is needed. Outside a caller's transaction the statement commits on
   * its own; if a concurrent delivery of the same key committed first (unique violation, nothing written) it runs
   * once more and answers that delivery's result. Inside a caller's transaction that error is the caller's: every
   * caller serialises deliveries of one key before it reaches the wallet (decision 0120).
   */
  async function apply(tx: Db, plan: Plan): Promise<PostResult> {
    const run = () =>
      repo.applyMovement(
        tx,
        {
          kind: plan.kind,
          idempotencyKey: plan.key,
          requestHash: plan.requestHash,
          playerId: plan.playerId,
          reversesId: plan.reversesId,
          metadata: plan.meta,
          createdAt: clock.now(),
        },
        legsOf(plan),
        houseShardOf(plan.playerId),
      );
    let result: repo.MovementOutcome;
    try {
      result = await run();
    } catch (error) {
      if (tx.isTransaction || !isUniqueViolation(error)) throw error;
      result = await run();
    }
    if (result.outcome === 'taken') return replay(plan, result);
    if (result.outcome === 'stopped') {
      const leg = legsOf(plan)[result.reached];
      if (leg?.owner === 'player' && leg.amount < 0) throw badRequest('e.insufficientFunds');
      throw new Error(`wallet account missing: ${leg?.kind} (player ${plan.playerId})`);
    }
    hooks.onPosted?.(
      plan.kind,
      plan.entries.reduce((sum, e) => sum + Math.max(e.amount, 0), 0),
    );
    balanceCache.moved(plan.playerId);
    if (balanceCache.enabled) hooks.events?.publish('wallet.moved', { playerId: plan.playerId });
    return { transactionId: result.id, replayed: false, balances: balancesOf(result) };
  }

  // async, so a malformed movement rejects like every other failure instead of throwing synchronously.
  async function post(input: PostInput, tx: Db = db): Promise<PostResult> {
    return apply(tx, planMovement(input));
  }

  /** Moves `amount` from one account to another as one ledger transaction of `kind`. */
  async function transfer(kind: LedgerKind, from: AccountName, to: AccountName, movement: Movement, tx: Db) {
    assertPositiveAmount(movement.amount);
    return post(
      {
        key: movement.key,
        kind,
        playerId: movement.playerId,
        meta: movement.meta,
        entries: [
          { account: from, amount: -movement.amount },
          { account: to, amount: movement.amount },
        ],
      },
      tx,
    );
  }

  /**
   * A bet or a win planned for a database function that applies it in the same call as its game's other writes
   * (kasa_ledger_move, migration 0042, decision 0180): the movement statement's data as JSON, planned exactly as
   * `post` plans it (same request hash, legs in the same lock order, the player's house shard).
   */
  function oneCallTransfer(kind: 'bet' | 'win', movement: KeyedMovement): OneCallMovement {
    assertPositiveAmount(movement.amount);
    const [from, to]: [AccountName, AccountName] = kind === 'bet' ? ['cash', 'game'] : ['game', 'cash'];
    const plan = planMovement({
      key: movement.key,
      kind,
      playerId: movement.playerId,
      meta: movement.meta,
      entries: [
        { account: from, amount: -movement.amount },
        { account: to, amount: movement.amount },
      ],
    });
    return {
      kind: plan.kind,
      key: plan.key,
      requestHash: plan.requestHash,
      playerId: plan.playerId,
      meta: plan.meta,
      createdAt: clock.now().toISOString(),
      shard: houseShardOf(plan.playerId),
      legs: legsOf(plan),
    };
  }

  /** After a call with one-call movements committed: what `apply` does after each movement it writes. */
  function oneCallApplied(playerId: string, movements: readonly OneCallMovement[]): void {
    for (const m of movements) {
      hooks.onPosted?.(
        m.kind,
        m.legs.reduce((sum, leg) => sum + Math.max(leg.amount, 0), 0),
      );
    }
    balanceCache.moved(playerId);
    if (balanceCache.enabled) hooks.events?.publish('wallet.moved', { playerId });
  }

  async function getBalances(playerId: string, tx: Db = db): Promise<Balances> {
    const rows = await repo.findPlayerBalances(tx, playerId);
    const balanceOf = (kind: PlayerAccount) => toKurus(rows.find((r) => r.kind === kind)?.balance ?? '0');
    return { cash: balanceOf('cash'), bonus: balanceOf('bonus') };
  }

  return {
    openAccounts: (playerId: string, tx: Db = db) => openPlayerAccounts(tx, playerId, clock.now()),
    getBalances,
    oneCallTransfer,
    oneCallApplied,

    /**
     * The balances to show (the balance poll): from the balance cache when it holds them, else one indexed read that
     * the cache keeps. Never for a money decision: those are made by the ledger statement in the database.
     */
    async shownBalances(playerId: string): Promise<Balances> {
      const kept = balanceCache.get(playerId);
      if (kept) return kept;
      const ticket = balanceCache.begin(playerId);
      const balances = await getBalances(playerId);
      balanceCache.set(playerId, balances, ticket);
      return balances;
    },
    post,

    /** A confirmed payment: payment clearing → cash. The key is the payment's reference. */
    creditDeposit: (m: KeyedMovement, tx: Db = db) => transfer('deposit', 'payment_clearing', 'cash', m, tx),
    /** A withdrawal request: cash → pending withdrawals, at once, so the money cannot be bet meanwhile. */
    reserveWithdrawal: (m: Movement, tx: Db = db) =>
      transfer('withdrawal_reserve', 'cash', 'pending_withdrawals', m, tx),
    /** An approved withdrawal: the money leaves (pending withdrawals → payment clearing). */
    confirmWithdrawal: (m: Movement, tx: Db = db) =>
      transfer('withdrawal_confirm', 'pending_withdrawals', 'payment_clearing', m, tx),
    /** A rejected or cancelled withdrawal: the money returns (pending withdrawals → cash). */
    releaseWithdrawal: (m: Movement, tx: Db = db) =>
      transfer('withdrawal_release', 'pending_withdrawals', 'cash', m, tx),
    debitBet: (m: KeyedMovement, tx: Db = db) => transfer('bet', 'cash', 'game', m, tx),
    creditWin: (m: KeyedMovement, tx: Db = db) => transfer('win', 'game', 'cash', m, tx),
    grantBonus: (m: Movement, tx: Db = db) => transfer('bonus_grant', 'bonus_cost', 'bonus', m, tx),
    /** Wagering met: bonus money becomes cash. */
    convertBonus: (m: Movement, tx: Db = db) => transfer('bonus_convert', 'bonus', 'cash', m, tx),
    /** Expired or cancelled: the bonus money goes back to the house. */
    forfeitBonus: (m: Movement, tx: Db = db) => transfer('bonus_forfeit', 'bonus', 'bonus_cost', m, tx),

    /** An operator's correction (docs/decisions/0512): the house's adjustments account → cash, or back. */
    adjust: (direction: 'credit' | 'debit', m: KeyedMovement, tx: Db = db) =>
      direction === 'credit'
        ? transfer('adjustment', 'adjustments', 'cash', m, tx)
        : transfer('adjustment', 'cash', 'adjustments', m, tx),

    /** A slot bet's share for the progressive jackpot: game → jackpot (migration 0007, docs/decisions/0092). */
    contributeJackpot: (m: KeyedMovement, tx: Db = db) =>
      transfer('jackpot_contribution', 'game', 'jackpot', m, tx),
    /** A jackpot won: jackpot → the player's cash. */
    payJackpot: (m: KeyedMovement, tx: Db = db) => transfer('jackpot_payout', 'jackpot', 'cash', m, tx),

    /**
     * Cancels a bet or a win (by its key) with the opposite entries. A movement is reversed at most once (unique
     * index on reverses_id); reversing a win takes the money back only if the player still has it.
     */
    async rollback(input: RollbackInput, tx: Db = db): Promise<PostResult> {
      // The original and its entries never change once written: read them, then reverse in one statement.
      const original = await repo.findTransactionByKey(tx, input.originalKey);
      if (!original || original.player_id !== input.playerId || !REVERSIBLE_KINDS.has(original.kind)) {
        throw new AppError(404, 'e.notFound');
      }
      const entries = (await repo.findEntries(tx, original.id)).map((e) => ({
        account: e.kind as AccountName,
        amount: -toKurus(e.amount),
      }));
      const plan = planMovement(
        { key: input.key, kind: 'rollback', playerId: input.playerId, entries, meta: input.meta },
        original.id,
      );
      return apply(tx, plan);
    },

    /** Net cash lost to games (bets − wins, rollbacks counted) in (from, to], kuruş; negative = net win. */
    async gameCashLoss(playerId: string, from: Date, to: Date, tx: Db = db): Promise<number> {
      return toKurus(await repo.sumGameCashLoss(tx, playerId, from, to));
    },

    /** Confirmed deposits, stakes and net cash lost to games in (from, to], kuruş (player protection's limits). */
    async playerFlows(playerId: string, from: Date, to: Date, tx: Db = db) {
      const flows = await repo.sumPlayerFlows(tx, playerId, from, to);
      return {
        deposited: toKurus(flows.deposited),
        wagered: toKurus(flows.wagered),
        gameLoss: toKurus(flows.gameLoss),
      };
    },

    /** Each house account summed over its shards, in kuruş (BigInt: house totals are not bounded by one player). */
    async houseBalances(tx: Db = db): Promise<Record<HouseAccount, bigint>> {
      const rows = await repo.sumHouseAccounts(tx);
      const totals = Object.fromEntries(HOUSE_ACCOUNTS.map((k) => [k, 0n])) as Record<HouseAccount, bigint>;
      for (const row of rows) totals[row.kind as HouseAccount] = BigInt(row.balance);
      return totals;
    },

    /**
     * The books: every account's balance equals the sum of its entries, all entries sum to zero, every transaction
     * sums to zero and has entries, no player account is negative. Read in one snapshot so concurrent movements
     * cannot make a consistent ledger look broken.
     */
    checkBooks(): Promise<BooksCheck> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          const problems: string[] = [];
          for (const a of await repo.findMismatchedAccounts(trx)) {
            const owner = a.owner_type === 'player' ? `player ${a.player_id}` : `house shard ${a.shard}`;
            problems.push(
              `account ${a.id} (${owner} ${a.kind}): balance ${a.balance} ≠ entries ${a.entries_sum}`,
            );
          }
          const total = await repo.sumAllEntries(trx);
          if (BigInt(total) !== 0n) problems.push(`all entries sum to ${total}, not zero`);
          for (const t of await repo.findUnbalancedTransactions(trx)) {
            problems.push(`transaction ${t.transaction_id}: entries sum to ${t.total}, not zero`);
          }
          for (const t of await repo.findEmptyTransactions(trx)) {
            problems.push(`transaction ${t.id} has no entries`);
          }
          for (const a of await repo.findNegativePlayerAccounts(trx)) {
            problems.push(`account ${a.id} (player ${a.player_id} ${a.kind}) is negative: ${a.balance}`);
          }
          return { ok: problems.length === 0, problems };
        });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
