import type { Locale } from '@kasa/contract/constants';
import { BACCARAT_GAME_CODE, BLACKJACK_GAME_CODE } from '@kasa/contract/live-tables';
import type {
  OpsDashboard,
  OpsDashboardDay,
  OpsLedgerPage,
  OpsPlayerDetail,
  OpsPlayerNote,
  OpsPlayerPage,
  OpsPlayerPaymentPage,
  OpsPlayerSession,
  OpsPlayerSummary,
  OpsProduct,
  OpsBonusGrantRequest,
  OpsBonusResult,
  OpsPaymentsByMethod,
  OpsPlayerSort,
} from '@kasa/contract/ops-backoffice';
import { ROULETTE_GAME_CODE } from '@kasa/contract/roulette';
import { roomOfGameCode } from '@kasa/contract/tombala';
import { tvGameOfCode } from '@kasa/contract/tv-codes';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import * as authReads from '../auth/auth.backoffice.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BonusService } from '../bonus/bonus.service.ts';
import * as kycReads from '../kyc/kyc.backoffice.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import { countApprovedWithdrawals } from '../ops/ops.service.ts';
import * as paymentReads from '../payment/payment.backoffice.service.ts';
import * as playerReads from '../players/players.backoffice.service.ts';
import type { PlayerRow, PlayersService } from '../players/players.service.ts';
import * as rgReads from '../responsible-gaming/responsible-gaming.backoffice.service.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming.service.ts';
import * as sportsReads from '../sports-bets/sports-bets.backoffice.service.ts';
import * as walletReads from '../wallet/wallet.backoffice.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import { createAdjustments } from './backoffice.adjustments.ts';
import * as repo from './backoffice.repository.ts';

// The back office's reads (docs/decisions/0510): the dashboard and the player screens. Each module answers for its
// own tables (the `*.backoffice.service.ts` files beside its service); this service only puts the answers together.

/** Türkiye has kept UTC+3 all year since 2016; the SQL buckets by 'Europe/Istanbul', which agrees. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const LIVE_CASINO = new Set([ROULETTE_GAME_CODE, BACCARAT_GAME_CODE, BLACKJACK_GAME_CODE]);
/** The sportsbook's game code in the ledger: its GGR comes from settled bets (sports-bets), not from the ledger. */
const SPORTS_CODE = 'sports';

/** The product a ledger movement's game code counts under (null: the sportsbook, counted at settlement). */
export function productOfGameCode(code: string): OpsProduct | null {
  if (code === SPORTS_CODE) return null;
  if (LIVE_CASINO.has(code)) return 'liveCasino';
  if (tvGameOfCode(code)) return 'tvGames';
  if (roomOfGameCode(code)) return 'tombala';
  return 'casino';
}

const lira = (kurus: string | number | bigint) => kurusToLira(Number(kurus));

/** The Europe/Istanbul calendar day of `at` (YYYY-MM-DD). */
export const istanbulDay = (at: Date) =>
  new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
/** The instant the Europe/Istanbul day `day` (YYYY-MM-DD) begins. */
const startOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS);

/** The last `days` Europe/Istanbul days up to today: their first and last day, and the instants [from, to). */
function periodOf(now: Date, days: number) {
  const today = istanbulDay(now);
  const first = istanbulDay(new Date(startOfDay(today).getTime() - (days - 1) * DAY_MS + DAY_MS / 2));
  return { today, first, from: startOfDay(first), to: new Date(startOfDay(today).getTime() + DAY_MS) };
}

export interface BackofficeDeps {
  db: Db;
  clock: Clock;
  players: PlayersService;
  wallet: WalletService;
  auth: AuthService;
  kyc: KycService;
  bonus: BonusService;
  responsibleGaming: ResponsibleGamingService;
  /** The players' session limits (config): a session past either has expired. */
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  /** Balance adjustments (docs/decisions/0512): the player's notification, the four-eyes threshold in lira. */
  notification: NotificationService;
  fourEyesAdjustmentLira: number;
}

export function createBackofficeService({
  db,
  clock,
  players,
  wallet,
  auth,
  kyc,
  bonus,
  responsibleGaming,
  sessionIdleMs,
  sessionMaxAgeMs,
  notification,
  fourEyesAdjustmentLira,
}: BackofficeDeps) {
  const adjustments = createAdjustments({
    db,
    clock,
    wallet,
    players,
    notification,
    fourEyesLira: fourEyesAdjustmentLira,
  });

  async function requirePlayer(playerId: string): Promise<PlayerRow> {
    const player = await players.findById(playerId);
    if (!player) throw new AppError(404, 'e.playerNotFound');
    return player;
  }

  async function summaries(rows: readonly PlayerRow[]): Promise<OpsPlayerSummary[]> {
    const ids = rows.map((r) => r.id);
    const [balances, blocks, logins] = await Promise.all([
      walletReads.cashBalances(db, ids),
      rgReads.blocksOf(db, ids, clock.now()),
      authReads.lastLogins(db, ids),
    ]);
    const result: OpsPlayerSummary[] = [];
    for (const row of rows) {
      const name = `${row.name} ${row.surname}`.trim();
      result.push({
        id: row.id,
        username: row.username,
        name: name === '' ? null : name,
        email: row.email || null,
        phone: row.phone,
        balance: lira(balances.get(row.id) ?? '0'),
        locked: row.operator_locked_at !== null,
        protection: blocks.get(row.id)?.protection ?? 'none',
        kyc: (await kyc.status(row.id)).identity,
        createdAt: row.created_at.toISOString(),
        lastLoginAt: logins.get(row.id)?.toISOString() ?? null,
      });
    }
    return result;
  }

  const emptyDay = (date: string): OpsDashboardDay => ({
    date,
    deposits: 0,
    withdrawals: 0,
    ggr: { casino: 0, liveCasino: 0, sportsbook: 0, tvGames: 0, tombala: 0 },
    ggrTotal: 0,
    bonusCost: 0,
    ngr: 0,
    activePlayers: 0,
    registrations: 0,
  });

  /** Sums in kuruş while adding up, lira only at the end, so the totals carry no rounding. */
  type KurusDay = { date: string; deposits: number; withdrawals: number; ggr: Record<OpsProduct, number> } & {
    bonusCost: number;
    activePlayers: number;
    registrations: number;
  };

  function toLiraDay(k: KurusDay): OpsDashboardDay {
    const ggrTotal = Object.values(k.ggr).reduce((a, b) => a + b, 0);
    const ggr = Object.fromEntries(Object.entries(k.ggr).map(([p, v]) => [p, lira(v)])) as Record<
      OpsProduct,
      number
    >;
    return {
      date: k.date,
      deposits: lira(k.deposits),
      withdrawals: lira(k.withdrawals),
      ggr,
      ggrTotal: lira(ggrTotal),
      bonusCost: lira(k.bonusCost),
      ngr: lira(ggrTotal - k.bonusCost),
      activePlayers: k.activePlayers,
      registrations: k.registrations,
    };
  }

  return {
    /** Per Europe/Istanbul day over the last `days` days (today last), the period's sums, and the queues. */
    async dashboard(days: number): Promise<OpsDashboard> {
      const now = clock.now();
      const { today, first, from, to } = periodOf(now, days);
      const [flows, sports, active, bonusCost, payments, registrations, pending, pendingKyc, reopen] =
        await Promise.all([
          walletReads.gameFlowsByDay(db, from, to),
          sportsReads.settledByDay(db, from, to),
          walletReads.activePlayers(db, from, to),
          walletReads.bonusCostByDay(db, from, to),
          paymentReads.confirmedByDay(db, from, to),
          playerReads.registrationsByDay(db, from, to),
          paymentReads.pendingQueues(db),
          kycReads.countPending(db),
          rgReads.countPendingReopen(db),
        ]);
      const awaitingRelease = await countApprovedWithdrawals(db, pending.withdrawalReferences);
      const pendingAdjustments = await repo.countPendingAdjustments(db);

      const byDay = new Map<string, KurusDay>();
      for (let i = 0; i < days; i += 1) {
        const date = istanbulDay(new Date(from.getTime() + i * DAY_MS + DAY_MS / 2));
        const day = emptyDay(date) as unknown as KurusDay;
        byDay.set(date, { ...day, ggr: { ...day.ggr } });
      }
      for (const row of flows) {
        const product = productOfGameCode(row.game_code);
        const day = byDay.get(row.day);
        if (product && day) day.ggr[product] += Number(row.stakes) - Number(row.wins);
      }
      for (const [date, s] of sports) {
        const day = byDay.get(date);
        if (day) day.ggr.sportsbook += Number(s.stakes) - Number(s.paid);
      }
      for (const [date, p] of payments) {
        const day = byDay.get(date);
        if (day) {
          day.deposits += Number(p.deposits);
          day.withdrawals += Number(p.withdrawals);
        }
      }
      for (const [date, cost] of bonusCost) {
        const day = byDay.get(date);
        if (day) day.bonusCost += Number(cost);
      }
      for (const [date, n] of registrations) {
        const day = byDay.get(date);
        if (day) day.registrations += n;
      }
      for (const [date, n] of active.byDay) {
        const day = byDay.get(date);
        if (day) day.activePlayers = n;
      }

      const list = [...byDay.values()];
      const period = emptyDay(`${first}..${today}`) as unknown as KurusDay;
      period.ggr = { ...period.ggr };
      for (const day of list) {
        period.deposits += day.deposits;
        period.withdrawals += day.withdrawals;
        period.bonusCost += day.bonusCost;
        period.registrations += day.registrations;
        for (const p of Object.keys(day.ggr) as OpsProduct[]) period.ggr[p] += day.ggr[p];
      }
      period.activePlayers = active.period;
      const out = list.map(toLiraDay);
      return {
        days: out,
        today: out[out.length - 1]!,
        period: toLiraDay(period),
        queues: {
          pendingDeposits: pending.deposits,
          pendingWithdrawals: pending.withdrawalReferences.length - awaitingRelease,
          awaitingRelease,
          pendingKyc,
          reopenRequests: reopen,
          pendingAdjustments,
        },
        generatedAt: now.toISOString(),
      };
    },

    async searchPlayers(
      q: string,
      skip: number,
      take: number,
      sort: OpsPlayerSort = 'newest',
    ): Promise<OpsPlayerPage> {
      const byIban = /^[a-z]{2}\d{2}/i.test(q.replace(/\s+/g, ''))
        ? await paymentReads.playersByIban(db, q)
        : [];
      const { total, rows } = await playerReads.searchPlayers(db, q, byIban, skip, take, sort);
      return { total, items: await summaries(rows) };
    },

    async player(playerId: string): Promise<OpsPlayerDetail> {
      const row = await requirePlayer(playerId);
      const [[summary], balances, iban, payTotals, gameTotals, limits, kycState, bonuses] = await Promise.all(
        [
          summaries([row]),
          wallet.getBalances(playerId),
          paymentReads.latestIban(db, playerId),
          paymentReads.playerPaymentTotals(db, playerId),
          walletReads.playerGameTotals(db, playerId),
          responsibleGaming.limits(playerId),
          kyc.status(playerId),
          bonus.list(playerId, 'en'),
        ],
      );
      return {
        ...summary!,
        firstName: row.name || null,
        lastName: row.surname || null,
        tcNumber: row.personal_no,
        birthDate: row.birth_date,
        country: row.country_id === null ? null : String(row.country_id),
        city: null,
        iban,
        language: row.locale,
        bonusBalance: kurusToLira(balances.bonus),
        totals: {
          deposits: lira(payTotals.deposits),
          withdrawals: lira(payTotals.withdrawals),
          stakes: lira(gameTotals.stakes),
          wins: lira(gameTotals.wins),
        },
        limits: limits.limits.map((l) => ({
          kind: l.kind,
          period: l.period,
          value: l.value,
          pendingValue: l.pending?.value ?? null,
          pendingUntil: l.pending?.from ?? null,
        })),
        protectionUntil: limits.block?.until ?? null,
        kycDocuments: kycState.documents.map((d) => ({
          id: d.id,
          kind: d.kind,
          status: d.status,
          reason: d.reason,
          createdAt: d.uploadedAt,
        })),
        bonuses: bonuses.map((b) => ({
          id: String(b.id),
          name: b.title,
          status: String(b.status),
          amount: b.amount,
          createdAt: b.requestedAt,
        })),
      };
    },

    async ledger(playerId: string, skip: number, take: number): Promise<OpsLedgerPage> {
      await requirePlayer(playerId);
      const { total, rows } = await walletReads.playerLedger(db, playerId, skip, take);
      return {
        total,
        items: rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          cash: lira(r.cash),
          bonus: lira(r.bonus),
          cashAfter: r.cash_after === null ? null : lira(r.cash_after),
          bonusAfter: r.bonus_after === null ? null : lira(r.bonus_after),
          detail: r.metadata,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    async payments(playerId: string, skip: number, take: number): Promise<OpsPlayerPaymentPage> {
      const player = await requirePlayer(playerId);
      return paymentReads.playerPayments(db, playerId, player.username, skip, take);
    },

    /** The latest 100 site sessions; active = not revoked, nor idle or older than the configured limits. */
    async sessions(playerId: string): Promise<OpsPlayerSession[]> {
      await requirePlayer(playerId);
      const rows = await authReads.playerSessions(db, playerId, 100);
      const now = clock.now().getTime();
      return rows.map((s) => ({
        id: s.id,
        ip: s.ip,
        device: s.user_agent,
        createdAt: s.created_at.toISOString(),
        lastSeenAt: s.last_seen_at.toISOString(),
        endedAt: s.revoked_at?.toISOString() ?? null,
        active:
          s.revoked_at === null &&
          now - s.last_seen_at.getTime() < sessionIdleMs &&
          now - s.created_at.getTime() < sessionMaxAgeMs,
      }));
    },

    /** Ends every site and game session of the player, as an operator's lock does (docs/decisions/0440). */
    async logout(playerId: string): Promise<void> {
      await requirePlayer(playerId);
      await auth.revokeAllSessions(playerId, 'operator-logout');
    },

    async notes(playerId: string): Promise<OpsPlayerNote[]> {
      await requirePlayer(playerId);
      return (await repo.listNotes(db, playerId, 500)).map(toNote);
    },

    async addNote(
      playerId: string,
      operator: { operatorId: string; actor: string },
      text: string,
    ): Promise<OpsPlayerNote> {
      await requirePlayer(playerId);
      const row = await repo.insertNote(db, {
        playerId,
        operatorId: operator.operatorId,
        actor: operator.actor,
        text,
        now: clock.now(),
      });
      return toNote(row);
    },

    ...adjustments,

    bonusDefinitions: (locale: Locale) => bonus.definitionsForOperators(locale),

    /** Payments per method over the last `days` Europe/Istanbul days, today included (docs/decisions/0513). */
    async paymentsByMethod(days: number, locale: Locale): Promise<OpsPaymentsByMethod> {
      const { today, first, from, to } = periodOf(clock.now(), days);
      const rows = await paymentReads.paymentsByMethod(db, from, to);
      return {
        from: first,
        to: today,
        rows: rows.map((r) => ({
          methodId: r.method_id,
          code: r.code,
          title: locale === 'en' ? r.title_en : r.title_tr,
          type: r.type,
          confirmedCount: Number(r.confirmed_count),
          confirmedAmount: lira(r.confirmed_amount),
          pendingCount: Number(r.pending_count),
          rejectedCount: Number(r.rejected_count),
        })),
      };
    },

    /**
     * An operator grants a bonus (docs/decisions/0512): refused while the player may not claim bonuses (a time-out,
     * self-exclusion or closure, docs/decisions/0440); once per reference.
     */
    async grantBonus(playerId: string, input: OpsBonusGrantRequest): Promise<OpsBonusResult> {
      await requirePlayer(playerId);
      await responsibleGaming.assertMayClaimBonus(playerId);
      const row = await bonus.grant({
        playerId,
        definitionId: input.definitionId,
        amount: liraToKurus(input.amount),
        reference: `ops:${input.reference}`,
      });
      if (row.player_id !== playerId) throw new AppError(409, 'e.idempotencyConflict');
      return { id: row.id, status: String(row.status), amount: lira(row.amount), forfeited: null };
    },

    async cancelBonus(playerId: string, bonusId: string): Promise<OpsBonusResult> {
      await requirePlayer(playerId);
      const { row, forfeited } = await bonus.cancelByOperator(playerId, bonusId);
      return {
        id: row.id,
        status: String(row.status),
        amount: lira(row.amount),
        forfeited: kurusToLira(forfeited),
      };
    },
  };
}

function toNote(row: { id: string; actor: string; text: string; created_at: Date }): OpsPlayerNote {
  return { id: String(row.id), actor: row.actor, text: row.text, createdAt: row.created_at.toISOString() };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
