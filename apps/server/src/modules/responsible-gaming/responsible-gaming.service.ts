import { NotificationType } from '@kasa/contract/enums';
import { type MessageKey, translate } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import {
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_REVIEW_MONTHS,
  LimitPeriod,
  type LimitsData,
  MoneyLimitKind,
  PLAY_SESSION_BREAK_MINUTES,
  type OpsReopenRequest,
  type PlayerBlock,
  REOPEN_COOLING_OFF_HOURS,
  type PlayerLimit,
  type PlaySessionData,
  type RealityCheckMinutes,
  type SelfExclusionPeriod,
  type SetLimitRequest,
  type TimeoutPeriod,
} from '@kasa/contract/responsible-gaming';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './responsible-gaming.repository.ts';
import type {
  LimitKind,
  LimitPeriod as StoredPeriod,
  RgLimitRow,
  RgPlayerRow,
  RgReopenRow,
} from './responsible-gaming.table.ts';

// Player protection (issue 12 §1, docs/decisions/0400): limits, reality check, time-out, self-exclusion, closure.
// Other modules ask it before money goes in or out to play: `assertMayDeposit` (payment), `assertMayBet` (the game
// wallet's debit: every game and the sportsbook), `assertMayClaimBonus` (bonus), `mayReceiveMarketing`. Each runs in
// the caller's transaction and throws an AppError naming the rule, so a refused deposit or bet writes nothing.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Türkiye has kept UTC+3 all year since 2016: periods start at midnight there (Monday for weeks, the 1st for months). */
const TURKIYE_OFFSET_MS = 3 * HOUR_MS;
/** A bet refreshes the play session's last activity at most this often (one write per minute of play, not per bet). */
const SEEN_REFRESH_MS = MINUTE_MS;

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** 'dd.mm.yyyy HH.mm' in Türkiye time (no colon: message arguments are colon-separated). */
export const formatMoment = (date: Date) => dateTimeFormat.format(date).replace(',', '').replace(':', '.');

/** The calendar period (Türkiye time) that holds `now`: its start and the moment it resets. */
export function periodBounds(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + TURKIYE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month, day) - TURKIYE_OFFSET_MS);
  if (period === 'day') return { start: at(y, m, d), end: at(y, m, d + 1) };
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return { start: at(y, m, d - sinceMonday), end: at(y, m, d - sinceMonday + 7) };
  }
  return { start: at(y, m, 1), end: at(y, m + 1, 1) };
}

const addMonths = (date: Date, months: number) => {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** When a time-out or self-exclusion starting `now` ends; null: permanent. */
export function blockEnd(period: TimeoutPeriod | SelfExclusionPeriod, now: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '7d':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(now.getTime() + 42 * DAY_MS);
    case '1m':
      return addMonths(now, 1);
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}

interface Effective {
  value: number | null;
  pending: { value: number | null; at: Date } | null;
}

/** A limit as it stands at `now`: a pending change whose cooling-off has passed is in force. */
export function effectiveLimit(row: RgLimitRow | undefined, now: Date): Effective {
  if (!row) return { value: null, pending: null };
  const amount = row.amount === null ? null : kurusFromDb(row.amount);
  const pendingValue = row.pending_amount === null ? null : kurusFromDb(row.pending_amount);
  if (row.pending_at === null) return { value: amount, pending: null };
  if (row.pending_at <= now) return { value: pendingValue, pending: null };
  return { value: amount, pending: { value: pendingValue, at: row.pending_at } };
}

const CONTRACT_BLOCK = { timeout: 'timeout', self_exclusion: 'selfExclusion', closed: 'closed' } as const;

/**
 * The block in force at `now`, or null. A time-out ends by itself; a self-exclusion whose period is over stays in force
 * (`ended`) until a reopening is approved, and a closure until then (docs/decisions/0440). `reopen`: the player's
 * latest request, to tell whether one is waiting.
 */
function blockOf(state: RgPlayerRow | undefined, now: Date, reopen?: RgReopenRow): PlayerBlock | null {
  if (!state?.block_kind || !state.block_from) return null;
  const over = state.block_until !== null && state.block_until <= now;
  if (over && state.block_kind === 'timeout') return null;
  const ended = over && state.block_kind === 'self_exclusion';
  const latest =
    reopen &&
    reopen.requested_at >= state.block_from &&
    reopen.status !== 'approved' &&
    reopen.status !== 'withdrawn'
      ? reopen
      : null;
  const waiting = latest?.status === 'pending';
  return {
    kind: CONTRACT_BLOCK[state.block_kind],
    period: state.block_period,
    from: state.block_from.toISOString(),
    until: state.block_until?.toISOString() ?? null,
    ended,
    canRequestReopen: !waiting && (ended || state.block_kind === 'closed'),
    reopen: latest
      ? {
          status: latest.status as 'pending' | 'rejected',
          requestedAt: latest.requested_at.toISOString(),
          decidableFrom: latest.cooling_until.toISOString(),
        }
      : null,
  };
}

/** The play session in progress at `now` (a bet within the break), or null. */
function sessionStart(state: RgPlayerRow | undefined, now: Date): Date | null {
  if (!state?.session_started_at || !state.session_seen_at) return null;
  if (now.getTime() - state.session_seen_at.getTime() >= PLAY_SESSION_BREAK_MINUTES * MINUTE_MS) return null;
  return state.session_started_at;
}

const NO_PLAY_SESSION: PlaySessionData = {
  startedAt: null,
  elapsedSeconds: 0,
  net: 0,
  realityCheckMinutes: null,
  realityCheckDue: false,
  nextRealityCheckAt: null,
  sessionLimitMinutes: null,
  sessionEndsAt: null,
  blocked: false,
};

const LIMIT_SLOTS: ReadonlyArray<{ kind: LimitKind; period: StoredPeriod }> = [
  ...MoneyLimitKind.flatMap((kind) => LimitPeriod.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

export interface ResponsibleGamingDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'playerFlows' | 'gameCashLoss'>;
  players: Pick<PlayersService, 'localeOf'>;
  notification: NotificationService;
}

type Flows = Awaited<ReturnType<WalletService['playerFlows']>>;
const USED: Record<Exclude<LimitKind, 'session'>, keyof Flows> = {
  deposit: 'deposited',
  loss: 'gameLoss',
  wager: 'wagered',
};

export function createResponsibleGamingService({
  db,
  clock,
  wallet,
  players,
  notification,
}: ResponsibleGamingDeps) {
  /** Every audited change: the audit row and the notification in the change's transaction. */
  async function record(
    trx: Db,
    playerId: string,
    action: string,
    detail: Record<string, unknown>,
    note: { title: MessageKey; note: MessageKey; args: Array<string | number> },
    actor = `player:${playerId}`,
  ): Promise<Notification> {
    await repo.insertAudit(trx, { playerId, actor, action, detail, now: clock.now() });
    return notification.create(
      { playerId, type: NotificationType.System, title: note.title, note: note.note, args: note.args },
      trx,
    );
  }

  /** Flows of each period the limits need, read once per period. */
  async function flowsFor(playerId: string, periods: Iterable<LimitPeriod>, now: Date, tx: Db) {
    const out = new Map<LimitPeriod, Flows>();
    for (const period of new Set(periods)) {
      out.set(period, await wallet.playerFlows(playerId, periodBounds(period, now).start, now, tx));
    }
    return out;
  }

  /**
   * Refuses `amount` when it would pass any money limit of `kind` in force: the lowest remaining room binds, and the
   * refusal names that limit, what is left and when its period resets.
   */
  async function checkMoneyLimits(
    trx: Db,
    playerId: string,
    kind: Exclude<LimitKind, 'session'>,
    amount: number,
    now: Date,
  ): Promise<void> {
    const rows = await repo.findLimits(trx, playerId, [kind]);
    const inForce = rows
      .map((row) => ({ period: row.period as LimitPeriod, limit: effectiveLimit(row, now).value }))
      .filter((l): l is { period: LimitPeriod; limit: number } => l.limit !== null);
    if (inForce.length === 0) return;
    const flows = await flowsFor(
      playerId,
      inForce.map((l) => l.period),
      now,
      trx,
    );
    let binding: { period: LimitPeriod; limit: number; left: number } | null = null;
    for (const l of inForce) {
      const left = l.limit - flows.get(l.period)![USED[kind]];
      if (binding === null || left < binding.left) binding = { ...l, left };
    }
    if (binding && amount > binding.left) {
      throw new AppError(403, `e.rgLimit.${kind}.${binding.period}`, [
        formatKurus(binding.limit),
        formatKurus(Math.max(0, binding.left)),
        formatMoment(periodBounds(binding.period, now).end),
      ]);
    }
  }

  function refuseBlocked(block: PlayerBlock, what: 'play' | 'deposit'): never {
    if (block.ended)
      throw new AppError(403, what === 'play' ? 'e.rgBlockedPlayReopen' : 'e.rgBlockedDepositReopen');
    if (block.until === null)
      throw new AppError(403, what === 'play' ? 'e.rgBlockedPlayPermanent' : 'e.rgBlockedDepositPermanent');
    throw new AppError(403, what === 'play' ? 'e.rgBlockedPlay' : 'e.rgBlockedDeposit', [
      formatMoment(new Date(block.until)),
    ]);
  }

  async function limitsData(playerId: string, tx: Db = db): Promise<LimitsData> {
    const now = clock.now();
    const [state, rows, reopen] = await Promise.all([
      repo.findPlayer(tx, playerId),
      repo.findLimits(tx, playerId),
      repo.findLatestReopen(tx, playerId),
    ]);
    const flows = await flowsFor(playerId, LimitPeriod, now, tx);
    const limits: PlayerLimit[] = LIMIT_SLOTS.map(({ kind, period }) => {
      const eff = effectiveLimit(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      const shown = (v: number | null) => (v === null ? null : kind === 'session' ? v : kurusToLira(v));
      const money = kind !== 'session' && period !== 'session';
      return {
        kind,
        period: period === 'session' ? null : period,
        value: shown(eff.value),
        pending: eff.pending ? { value: shown(eff.pending.value), from: eff.pending.at.toISOString() } : null,
        used: money ? kurusToLira(flows.get(period)![USED[kind]]) : null,
        resetsAt: money ? periodBounds(period, now).end.toISOString() : null,
      };
    });
    const hasDepositLimit = limits.some((l) => l.kind === 'deposit' && l.value !== null);
    const answered = state?.limit_prompt_at ?? null;
    const reviewDue = answered === null || addMonths(answered, LIMIT_REVIEW_MONTHS) <= now;
    // The limits a player has are reviewed every 6 months: counted from the last review or the last change of a limit.
    const hasLimits = limits.some((l) => l.value !== null || l.pending !== null);
    const reviewedAt = state?.limits_reviewed_at ?? null;
    const lastLook = [reviewedAt, ...rows.map((r) => r.updated_at)].reduce<Date | null>(
      (latest, d) => (d !== null && (latest === null || d > latest) ? d : latest),
      null,
    );
    return {
      limits,
      realityCheckMinutes: (state?.reality_check_minutes ?? null) as RealityCheckMinutes | null,
      block: blockOf(state, now, reopen),
      promptDepositLimit: !hasDepositLimit && reviewDue,
      reviewLimits: hasLimits && lastLook !== null && addMonths(lastLook, LIMIT_REVIEW_MONTHS) <= now,
      limitsReviewedAt: reviewedAt?.toISOString() ?? null,
    };
  }

  async function setLimit(playerId: string, input: SetLimitRequest) {
    const kind = input.kind;
    const period: StoredPeriod = kind === 'session' ? 'session' : input.period!;
    const wanted =
      kind === 'session' ? (input.minutes ?? null) : input.amount == null ? null : liraToKurus(input.amount);
    const now = clock.now();
    const { answer, created } = await db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, playerId, now);
      const row = await repo.findLimit(trx, playerId, kind, period);
      const eff = effectiveLimit(row, now);
      const current = eff.value;
      const locale = await players.localeOf(playerId, trx);
      const label = translate(locale, `rg.limit.${kind}.${period}`);
      const show = (v: number) => (kind === 'session' ? `${v} dk` : formatKurus(v));
      // A decrease (or a first limit) protects the player: at once. An increase or removal waits for the cooling-off;
      // asking for the same change again keeps its original time.
      const now_ = wanted !== null && (current === null || wanted <= current);
      let pendingAt: Date | null = null;
      if (!now_) {
        if (current === null && wanted === null) return { answer: { pendingAt: null }, created: null };
        pendingAt =
          eff.pending && eff.pending.value === wanted
            ? eff.pending.at
            : new Date(now.getTime() + LIMIT_COOLING_OFF_HOURS * HOUR_MS);
      }
      await repo.saveLimit(trx, {
        player_id: playerId,
        kind,
        period,
        amount: now_ ? String(wanted) : current === null ? null : String(current),
        pending_amount: now_ || wanted === null ? null : String(wanted),
        pending_at: pendingAt,
        updated_at: now,
      });
      if (kind === 'deposit')
        await repo.updatePlayer(trx, playerId, { limit_prompt_at: now, updated_at: now });
      const note: { title: MessageKey; note: MessageKey; args: Array<string | number> } = now_
        ? { title: 'n.rgLimit.title', note: 'n.rgLimit.note', args: [label, show(wanted!)] }
        : wanted === null
          ? {
              title: 'n.rgLimit.title',
              note: 'n.rgLimitRemovePending.note',
              args: [label, formatMoment(pendingAt!)],
            }
          : {
              title: 'n.rgLimit.title',
              note: 'n.rgLimitPending.note',
              args: [label, show(wanted), formatMoment(pendingAt!)],
            };
      const created = await record(
        trx,
        playerId,
        now_ ? 'limit-set' : 'limit-change-requested',
        { kind, period, from: current, to: wanted, effectiveAt: (pendingAt ?? now).toISOString() },
        note,
      );
      return { answer: { pendingAt }, created };
    });
    if (created) notification.publish(playerId, created);
    return answer;
  }

  /** A time-out or self-exclusion: at once; refused when a block in force already lasts longer (never shortened). */
  async function block(
    playerId: string,
    kind: 'timeout' | 'self_exclusion' | 'closed',
    period: TimeoutPeriod | SelfExclusionPeriod | null,
  ): Promise<Date | null> {
    const now = clock.now();
    const until = period === null ? null : blockEnd(period, now);
    const created = await db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      const current = blockOf(state, now);
      // A self-exclusion that has ended but not been reopened has no end; a new self-exclusion may renew it.
      const renews = current?.ended === true && kind === 'self_exclusion';
      if (current && kind !== 'closed' && !renews) {
        const currentUntil = current.until === null || current.ended ? null : new Date(current.until);
        if (currentUntil === null) throw new AppError(409, 'e.rgBlockLongerPermanent');
        if (until !== null && currentUntil > until)
          throw new AppError(409, 'e.rgBlockLonger', [formatMoment(currentUntil)]);
      }
      // A new block withdraws a request to reopen that was waiting.
      const waiting = await repo.findPendingReopen(trx, playerId);
      if (waiting)
        await repo.decideReopen(trx, waiting.id, {
          status: 'withdrawn',
          decidedBy: `player:${playerId}`,
          decidedAt: now,
          note: null,
        });
      await repo.updatePlayer(trx, playerId, {
        block_kind: kind,
        block_period: period,
        block_from: now,
        block_until: until,
        session_started_at: null,
        session_seen_at: null,
        reality_check_at: null,
        updated_at: now,
      });
      const detail = { kind, period, until: until?.toISOString() ?? null, previous: current };
      const action = kind === 'timeout' ? 'timeout' : kind === 'closed' ? 'account-closed' : 'self-excluded';
      if (kind === 'timeout')
        return record(trx, playerId, action, detail, {
          title: 'n.rgTimeout.title',
          note: 'n.rgTimeout.note',
          args: [formatMoment(until!)],
        });
      if (kind === 'closed')
        return record(trx, playerId, action, detail, {
          title: 'n.rgClosed.title',
          note: 'n.rgClosed.note',
          args: [],
        });
      return record(
        trx,
        playerId,
        action,
        detail,
        until === null
          ? { title: 'n.rgSelfExcluded.title', note: 'n.rgSelfExcludedPermanent.note', args: [] }
          : { title: 'n.rgSelfExcluded.title', note: 'n.rgSelfExcluded.note', args: [formatMoment(until)] },
      );
    });
    notification.publish(playerId, created);
    return until;
  }

  async function setRealityCheck(playerId: string, minutes: RealityCheckMinutes | null): Promise<void> {
    const now = clock.now();
    const created = await db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      const inSession = sessionStart(state, now) !== null;
      await repo.updatePlayer(trx, playerId, {
        reality_check_minutes: minutes,
        reality_check_at:
          minutes !== null && inSession ? new Date(now.getTime() + minutes * MINUTE_MS) : null,
        updated_at: now,
      });
      return record(
        trx,
        playerId,
        'reality-check-set',
        { from: state.reality_check_minutes, to: minutes },
        minutes === null
          ? { title: 'n.rgRealityCheck.title', note: 'n.rgRealityCheckOff.note', args: [] }
          : { title: 'n.rgRealityCheck.title', note: 'n.rgRealityCheck.note', args: [minutes] },
      );
    });
    notification.publish(playerId, created);
  }

  async function sessionLimitMinutes(trx: Db, playerId: string, now: Date): Promise<number | null> {
    const rows = await repo.findLimits(trx, playerId, ['session']);
    return effectiveLimit(rows[0], now).value;
  }

  /** The play session's state; a game that is open (`start`) starts one when none is running (its clock starts now). */
  async function playSession(playerId: string, start = true): Promise<PlaySessionData> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      // Only an open game creates the player's row; a page that reads the state leaves a player without one alone.
      let state = start ? await repo.lockPlayer(trx, playerId, now) : await repo.findPlayer(trx, playerId);
      if (!state) return NO_PLAY_SESSION;
      const blocked = blockOf(state, now) !== null;
      let started = sessionStart(state, now);
      if (started === null && !blocked && start) {
        started = now;
        const rc = state.reality_check_minutes;
        const values = {
          session_started_at: now,
          session_seen_at: now,
          reality_check_at: rc === null ? null : new Date(now.getTime() + rc * MINUTE_MS),
          updated_at: now,
        };
        await repo.updatePlayer(trx, playerId, values);
        state = { ...state, ...values };
      }
      const limit = await sessionLimitMinutes(trx, playerId, now);
      const net = started === null ? 0 : -(await wallet.gameCashLoss(playerId, started, now, trx));
      return {
        startedAt: started?.toISOString() ?? null,
        elapsedSeconds: started === null ? 0 : Math.floor((now.getTime() - started.getTime()) / 1000),
        net: kurusToLira(net),
        realityCheckMinutes: state.reality_check_minutes,
        realityCheckDue: started !== null && state.reality_check_at !== null && state.reality_check_at <= now,
        nextRealityCheckAt: state.reality_check_at?.toISOString() ?? null,
        sessionLimitMinutes: limit,
        sessionEndsAt:
          started === null || limit === null
            ? null
            : new Date(started.getTime() + limit * MINUTE_MS).toISOString(),
        blocked,
      };
    });
  }

  /** The player answered the reality check with Continue: the next one comes an interval later. */
  async function continuePlay(playerId: string): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      const rc = state.reality_check_minutes;
      await repo.updatePlayer(trx, playerId, {
        reality_check_at: rc === null ? null : new Date(now.getTime() + rc * MINUTE_MS),
        updated_at: now,
      });
      await repo.insertAudit(trx, {
        playerId,
        actor: `player:${playerId}`,
        action: 'reality-check-continue',
        detail: { startedAt: state.session_started_at?.toISOString() ?? null },
        now,
      });
    });
  }

  /**
   * Development and journeys only (dev/rg/realitycheckdue): the reality check of a player who has one falls due now,
   * as if its interval had passed. False when the player has none set.
   */
  async function makeRealityCheckDue(playerId: string): Promise<boolean> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      if (state.reality_check_minutes === null) return false;
      await repo.updatePlayer(trx, playerId, { reality_check_at: now, updated_at: now });
      return true;
    });
  }

  /**
   * The player asks to reopen after a self-exclusion has ended, or after a closure (docs/decisions/0440): the request
   * waits a 24-hour cooling-off, then an operator decides. Asking again while one waits keeps it. Answers when the
   * cooling-off ends.
   */
  async function requestReopen(playerId: string): Promise<Date> {
    const now = clock.now();
    const { decidableFrom, created } = await db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      const current = blockOf(state, now);
      if (!current) throw conflict('e.rgReopenNotBlocked');
      if (current.kind === 'timeout')
        throw conflict('e.rgReopenTimeout', formatMoment(new Date(current.until!)));
      if (current.kind === 'selfExclusion') {
        if (current.until === null) throw conflict('e.rgReopenPermanent');
        if (!current.ended) throw conflict('e.rgReopenTooEarly', formatMoment(new Date(current.until)));
      }
      const waiting = await repo.findPendingReopen(trx, playerId);
      if (waiting) return { decidableFrom: waiting.cooling_until, created: null };
      const coolingUntil = new Date(now.getTime() + REOPEN_COOLING_OFF_HOURS * HOUR_MS);
      const request = await repo.insertReopen(trx, {
        playerId,
        blockKind: state.block_kind as 'self_exclusion' | 'closed',
        requestedAt: now,
        coolingUntil,
      });
      const created = await record(
        trx,
        playerId,
        'reopen-requested',
        { requestId: request.id, block: current, decidableFrom: coolingUntil.toISOString() },
        {
          title: 'n.rgReopenRequested.title',
          note: 'n.rgReopenRequested.note',
          args: [formatMoment(coolingUntil)],
        },
      );
      return { decidableFrom: coolingUntil, created };
    });
    if (created) notification.publish(playerId, created);
    return decidableFrom;
  }

  /**
   * An operator's decision on a request (audited with the operator's name and note). Approving lifts the block and is
   * refused during the cooling-off; declining may come at any time.
   */
  async function decideReopen(
    requestId: string,
    approve: boolean,
    actor: string,
    note: string | null,
  ): Promise<void> {
    const now = clock.now();
    const { playerId, created } = await db.transaction().execute(async (trx) => {
      const request = await repo.findReopenForUpdate(trx, requestId);
      if (!request) throw new AppError(404, 'e.rgReopenNotFound');
      if (request.status !== 'pending') throw conflict('e.rgReopenDecided');
      if (approve && request.cooling_until > now)
        throw conflict('e.rgReopenCoolingOff', formatMoment(request.cooling_until));
      const playerId = request.player_id;
      const state = await repo.lockPlayer(trx, playerId, now);
      await repo.decideReopen(trx, requestId, {
        status: approve ? 'approved' : 'rejected',
        decidedBy: actor,
        decidedAt: now,
        note,
      });
      const previous = blockOf(state, now);
      if (approve) {
        await repo.updatePlayer(trx, playerId, {
          block_kind: null,
          block_period: null,
          block_from: null,
          block_until: null,
          updated_at: now,
        });
      }
      const created = await record(
        trx,
        playerId,
        approve ? 'reopen-approved' : 'reopen-rejected',
        { requestId, note, previous },
        approve
          ? { title: 'n.rgReopenApproved.title', note: 'n.rgReopenApproved.note', args: [] }
          : { title: 'n.rgReopenRejected.title', note: 'n.rgReopenRejected.note', args: [] },
        actor,
      );
      return { playerId, created };
    });
    notification.publish(playerId, created);
  }

  async function listReopenRequests(): Promise<OpsReopenRequest[]> {
    const now = clock.now();
    const rows = await repo.listPendingReopens(db);
    return rows.map((row) => ({
      id: row.id,
      playerId: row.player_id,
      username: row.username,
      blockKind: row.block_kind === 'closed' ? 'closed' : 'selfExclusion',
      blockPeriod: row.block_period ?? null,
      blockFrom: row.block_from?.toISOString() ?? null,
      requestedAt: row.requested_at.toISOString(),
      decidableFrom: row.cooling_until.toISOString(),
      decidable: row.cooling_until <= now,
    }));
  }

  /** The player has looked at their limits: asked again LIMIT_REVIEW_MONTHS later. */
  async function reviewLimits(playerId: string): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const state = await repo.lockPlayer(trx, playerId, now);
      await repo.updatePlayer(trx, playerId, { limits_reviewed_at: now, updated_at: now });
      await repo.insertAudit(trx, {
        playerId,
        actor: `player:${playerId}`,
        action: 'limits-reviewed',
        detail: { previous: state.limits_reviewed_at?.toISOString() ?? null },
        now,
      });
    });
  }

  async function skipLimitPrompt(playerId: string): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, playerId, now);
      await repo.updatePlayer(trx, playerId, { limit_prompt_at: now, updated_at: now });
      await repo.insertAudit(trx, {
        playerId,
        actor: `player:${playerId}`,
        action: 'deposit-limit-prompt-skipped',
        detail: {},
        now,
      });
    });
  }

  return {
    limits: (playerId: string) => limitsData(playerId),
    setLimit,
    timeout: (playerId: string, period: TimeoutPeriod) => block(playerId, 'timeout', period),
    selfExclude: (playerId: string, period: SelfExclusionPeriod) => block(playerId, 'self_exclusion', period),
    closeAccount: (playerId: string) => block(playerId, 'closed', null),
    setRealityCheck,
    playSession,
    continuePlay,
    makeRealityCheckDue,
    skipLimitPrompt,
    requestReopen,
    decideReopen,
    listReopenRequests,
    reviewLimits,

    /** The player's audit trail, newest first (tests, and the back office later). */
    audit: (playerId: string) => repo.listAudit(db, playerId),

    /** Payment: a deposit request of `amount` kuruş; refused when blocked or over a deposit limit. */
    async assertMayDeposit(playerId: string, amount: number, tx: Db = db): Promise<void> {
      const now = clock.now();
      const state = await repo.findPlayerForUpdate(tx, playerId);
      if (!state) return;
      const blocked = blockOf(state, now);
      if (blocked) refuseBlocked(blocked, 'deposit');
      await checkMoneyLimits(tx, playerId, 'deposit', amount, now);
    },

    /**
     * The game wallet, before a bet's debit (every game, the sportsbook): refused when blocked, when the reality
     * check waits for an answer, past the session limit, or over a loss or wager limit. Keeps the play session's
     * clock. A player who never used player protection costs one indexed read.
     */
    async assertMayBet(playerId: string, amount: number, tx: Db = db): Promise<void> {
      const now = clock.now();
      const state = await repo.findPlayerForUpdate(tx, playerId);
      if (!state) return;
      const blocked = blockOf(state, now);
      if (blocked) refuseBlocked(blocked, 'play');
      const started = sessionStart(state, now);
      if (started !== null && state.reality_check_at !== null && state.reality_check_at <= now)
        throw new AppError(409, 'e.rgRealityCheckDue');
      const sessionLimit = await sessionLimitMinutes(tx, playerId, now);
      if (
        started !== null &&
        sessionLimit !== null &&
        now.getTime() - started.getTime() >= sessionLimit * MINUTE_MS
      )
        throw new AppError(403, 'e.rgSessionLimit', [sessionLimit, PLAY_SESSION_BREAK_MINUTES]);
      await checkMoneyLimits(tx, playerId, 'loss', amount, now);
      await checkMoneyLimits(tx, playerId, 'wager', amount, now);
      if (started === null) {
        const rc = state.reality_check_minutes;
        await repo.updatePlayer(tx, playerId, {
          session_started_at: now,
          session_seen_at: now,
          reality_check_at: rc === null ? null : new Date(now.getTime() + rc * MINUTE_MS),
          updated_at: now,
        });
      } else if (now.getTime() - state.session_seen_at!.getTime() >= SEEN_REFRESH_MS) {
        await repo.updatePlayer(tx, playerId, { session_seen_at: now, updated_at: now });
      }
    },

    /** Bonus: no bonus while a time-out, self-exclusion or closure is in force. */
    async assertMayClaimBonus(playerId: string, tx: Db = db): Promise<void> {
      const state = await repo.findPlayer(tx, playerId);
      if (blockOf(state, clock.now())) throw new AppError(403, 'e.rgBlockedBonus');
    },

    /** Marketing (e-mail, SMS, promotions): none while a block is in force. */
    async mayReceiveMarketing(playerId: string, tx: Db = db): Promise<boolean> {
      return blockOf(await repo.findPlayer(tx, playerId), clock.now()) === null;
    },

    /** Whether a block is in force (the page and the game launch show it). */
    async block(playerId: string, tx: Db = db): Promise<PlayerBlock | null> {
      return blockOf(await repo.findPlayer(tx, playerId), clock.now());
    },
  };
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;

/** The part the other modules call (payment, game wallet, bonus): their dependency, not the whole service. */
export type PlayerProtection = Pick<
  ResponsibleGamingService,
  'assertMayDeposit' | 'assertMayBet' | 'assertMayClaimBonus' | 'mayReceiveMarketing'
>;
