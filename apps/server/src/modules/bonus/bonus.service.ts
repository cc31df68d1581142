import { BonusStatus, type AvailableBonus, type BonusKind, type PlayerBonus } from '@kasa/contract/bonus';
import type { Locale } from '@kasa/contract/constants';
import { NotificationType } from '@kasa/contract/enums';
import { msg, translate, type MessageKey } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './bonus.repository.ts';
import type { BonusDefinitionRow, PlayerBonusRow } from './bonus.table.ts';
import type { PlayerProtection } from '../responsible-gaming/responsible-gaming.service.ts';

// The fixed ids of the bonus definitions, for content that links to a bonus (modules meet through services: 0110).
export { BONUS_DEFINITION_ID } from './bonus.definitions.ts';

/** The site option holding the trial bonus amount in lira (spec bootstrap `trialBonusAmount`). */
export const TRIAL_BONUS_OPTION = 'trial-bonus-amount';
/** Cashback looks back this far and can be requested once per this period. */
export const CASHBACK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

const { Requested, Active, Completed, Cancelled, Expired } = BonusStatus;

/** A notification written inside a transaction, to publish once it has committed. */
export interface Created {
  playerId: string;
  notification: Notification;
}

export interface WagerResult {
  /** Kuruş of the bet that went into some bonus's wagering (0: no active bonus, or the bet key was counted already). */
  counted: number;
  /** Bonuses whose wagering this bet completed (their remaining money became cash). */
  completed: string[];
  /** Notifications to publish after the caller's transaction commits (`bonus.publish`); already published when
   * recordWager ran its own transaction. */
  created: Created[];
}

export interface DepositConfirmed {
  playerId: string;
  /** Kuruś. */
  amount: number;
  reference: string;
  /** True when this is the player's first confirmed deposit. */
  firstDeposit: boolean;
}

/** What the bonus module needs to know about payments (wired in plugins/services.ts). */
export interface DepositsPort {
  hasConfirmedDeposit(playerId: string, tx: Db): Promise<boolean>;
}

export interface BonusDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  players: PlayersService;
  settings: SettingsService;
  notification: NotificationService;
  deposits: DepositsPort;
  /** Player protection: no bonus during a time-out, self-exclusion or closure. */
  protection?: Pick<PlayerProtection, 'assertMayClaimBonus'> | undefined;
  log?: { error(obj: unknown, message?: string): void };
}

interface Refusal {
  status: 400 | 409;
  key: MessageKey;
  args: Array<string | number>;
}

const refuse = (r: Refusal) => new AppError(r.status, r.key, r.args);

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** 'dd.mm.yyyy' in Türkiye time (no colon: message arguments are colon-separated). */
const formatDay = (date: Date) => dateFormat.format(date);

const titleOf = (def: BonusDefinitionRow, locale: Locale) => (locale === 'en' ? def.title_en : def.title_tr);
const optionalKurus = (text: string | null) => (text === null ? null : kurusFromDb(text));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

function toPlayerBonus(row: PlayerBonusRow, def: BonusDefinitionRow, locale: Locale): PlayerBonus {
  return {
    id: Number(row.id),
    definitionId: def.id,
    kind: def.kind as BonusKind,
    title: titleOf(def, locale),
    status: row.status as BonusStatus,
    amount: kurusToLira(kurusFromDb(row.amount)),
    wageringRequired: kurusToLira(kurusFromDb(row.wagering_required)),
    wageringProgress: kurusToLira(kurusFromDb(row.wagering_progress)),
    settledAmount: row.settled_amount === null ? null : kurusToLira(kurusFromDb(row.settled_amount)),
    requestedAt: row.requested_at.toISOString(),
    grantedAt: row.granted_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/**
 * Whether a sports bet with these counting legs (prices in hundredths) counts towards a bonus: the bonus has a sports
 * rule and every leg meets its smallest price. A bet whose legs were all void has nothing to count.
 */
export function meetsSportsRule(
  def: Pick<BonusDefinitionRow, 'sports_min_odds'>,
  legOdds: readonly number[],
): boolean {
  const min = def.sports_min_odds;
  return min !== null && legOdds.length > 0 && legOdds.every((odds) => odds >= min);
}

/**
 * Bonuses (docs/decisions/0070-bonus-rules.md): the trial, first-deposit and cashback bonuses, wagering and expiry.
 * Bonus money sits in the player's bonus account; every step (grant, conversion to cash, forfeit) is one ledger
 * movement with a deterministic key, committed in the same database transaction as the bonus row and its
 * notification. Every change of a player's bonuses takes the player's bonus lock first, before any wallet row.
 */
export function createBonusService({
  db,
  clock,
  wallet,
  players,
  settings,
  notification,
  deposits,
  protection,
  log,
}: BonusDeps) {
  /** Runs `work` in `tx` when it is a transaction, otherwise in a new one. */
  function inTransaction<T>(tx: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    return tx.isTransaction ? work(tx) : tx.transaction().execute(work);
  }

  function publish(created: Created[]): void {
    for (const c of created) notification.publish(c.playerId, c.notification);
  }

  async function definition(kind: BonusKind, tx: Db = db): Promise<BonusDefinitionRow> {
    const def = await repo.findDefinitionByKind(tx, kind);
    if (!def) throw new Error(`bonus definition missing: ${kind}`);
    return def;
  }

  async function trialAmount(tx: Db): Promise<number> {
    const value = Number((await settings.siteOption(TRIAL_BONUS_OPTION, tx)) ?? '0');
    return Number.isFinite(value) && value > 0 ? liraToKurus(value) : 0;
  }

  /**
   * What of a bonus's amount is its own to settle now: the bonus account less what the player's other active bonuses
   * hold, never more than its amount. Losses are charged to the bonus being settled first, so settling one bonus can
   * never turn another bonus's (unwagered) money into cash.
   */
  async function settleableAmount(trx: Db, row: PlayerBonusRow): Promise<number> {
    const { bonus } = await wallet.getBalances(row.player_id, trx);
    const others = (await repo.listActive(trx, row.player_id))
      .filter((b) => b.id !== row.id)
      .reduce((sum, b) => sum + kurusFromDb(b.amount), 0);
    return Math.max(0, Math.min(kurusFromDb(row.amount), bonus - others));
  }

  /**
   * Moves the bonus's settleable amount out of the bonus account with `move` (its key fixed by the caller). A
   * bonus-funded bet that commits between the balance read and the movement makes the wallet refuse it (a refused
   * movement writes nothing and leaves the transaction usable): read again and retry. Returns the amount moved.
   */
  async function settle(
    trx: Db,
    row: PlayerBonusRow,
    move: (m: { playerId: string; amount: number; meta: Record<string, unknown> }) => Promise<unknown>,
  ): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      const amount = await settleableAmount(trx, row);
      if (amount === 0) return 0;
      try {
        await move({ playerId: row.player_id, amount, meta: { bonusId: row.id } });
        return amount;
      } catch (error) {
        const refused = error instanceof AppError && error.messageRef === 'e.insufficientFunds';
        if (!refused || attempt >= 5) throw error;
      }
    }
  }

  async function notify(
    trx: Db,
    playerId: string,
    kind: 'bonusGranted' | 'bonusCompleted' | 'bonusExpired' | 'bonusCancelled',
    args: Array<string | number>,
  ): Promise<Created> {
    const created = await notification.create(
      { playerId, type: NotificationType.Bonus, title: `n.${kind}.title`, note: `n.${kind}.note`, args },
      trx,
    );
    return { playerId, notification: created };
  }

  async function playerTitle(trx: Db, playerId: string, def: BonusDefinitionRow) {
    return titleOf(def, await players.localeOf(playerId, trx));
  }

  /** Activates a bonus row: the money (bonus cost → bonus account) under `key`, the row, the notification. */
  async function activate(
    trx: Db,
    row: PlayerBonusRow,
    def: BonusDefinitionRow,
    amount: number,
    key: string,
    sourceReference: string | null,
  ): Promise<{ row: PlayerBonusRow; created: Created[] }> {
    const now = clock.now();
    const required = amount * def.wagering_multiplier;
    const expiresAt = addDays(now, def.valid_days);
    let updated = await repo.updatePlayerBonus(trx, row.id, {
      status: Active,
      amount: String(amount),
      wagering_required: String(required),
      wagering_progress: '0',
      source_reference: sourceReference,
      granted_at: now,
      expires_at: expiresAt,
      updated_at: now,
    });
    await wallet.grantBonus(
      { key, playerId: row.player_id, amount, meta: { bonusId: row.id, kind: def.kind } },
      trx,
    );
    const created = [
      await notify(trx, row.player_id, 'bonusGranted', [
        formatKurus(amount),
        await playerTitle(trx, row.player_id, def),
        formatKurus(required),
        formatDay(expiresAt),
      ]),
    ];
    if (required === 0) {
      const done = await complete(trx, updated, def);
      updated = done.row;
      created.push(...done.created);
    }
    return { row: updated, created };
  }

  /** Wagering met: what is left of the bonus becomes cash (key bonus:convert:<id>), the bonus is Completed. */
  async function complete(trx: Db, row: PlayerBonusRow, def: BonusDefinitionRow) {
    const now = clock.now();
    const amount = await settle(trx, row, (m) =>
      wallet.convertBonus({ ...m, key: `bonus:convert:${row.id}` }, trx),
    );
    const updated = await repo.updatePlayerBonus(trx, row.id, {
      status: Completed,
      wagering_progress: row.wagering_required,
      settled_amount: String(amount),
      completed_at: now,
      updated_at: now,
    });
    const created = [
      await notify(trx, row.player_id, 'bonusCompleted', [
        formatKurus(amount),
        await playerTitle(trx, row.player_id, def),
      ]),
    ];
    return { row: updated, created };
  }

  /** Expiry: what is left of the bonus goes back to the house (key bonus:forfeit:<id>), the bonus is Expired. */
  async function expire(trx: Db, row: PlayerBonusRow, def: BonusDefinitionRow, now: Date): Promise<Created> {
    const amount = await settle(trx, row, (m) =>
      wallet.forfeitBonus({ ...m, key: `bonus:forfeit:${row.id}` }, trx),
    );
    await repo.updatePlayerBonus(trx, row.id, {
      status: Expired,
      settled_amount: String(amount),
      completed_at: now,
      updated_at: now,
    });
    return notify(trx, row.player_id, 'bonusExpired', [
      formatKurus(amount),
      await playerTitle(trx, row.player_id, def),
    ]);
  }

  // ---- eligibility: the same checks answer bonus/available and guard bonus/request ----

  async function trialRefusal(playerId: string, fingerprint: string | null, tx: Db): Promise<Refusal | null> {
    if ((await trialAmount(tx)) === 0) return { status: 400, key: 'e.bonusTrialUnavailable', args: [] };
    const player = await players.findById(playerId, tx);
    if (!player?.sms_verified || !player.phone)
      return { status: 400, key: 'e.bonusPhoneNotVerified', args: [] };
    if (await repo.claimExists(tx, 'trial:player', playerId))
      return { status: 409, key: 'e.bonusTrialClaimed', args: [] };
    if (await repo.claimExists(tx, 'trial:phone', player.phone))
      return { status: 409, key: 'e.bonusTrialPhoneUsed', args: [] };
    if (!fingerprint) return { status: 400, key: 'e.bonusNoFingerprint', args: [] };
    if (await repo.claimExists(tx, 'trial:fingerprint', fingerprint))
      return { status: 409, key: 'e.bonusTrialDeviceUsed', args: [] };
    return null;
  }

  async function firstDepositRefusal(playerId: string, tx: Db): Promise<Refusal | null> {
    if (await repo.claimExists(tx, 'first_deposit:player', playerId))
      return { status: 409, key: 'e.bonusAlreadyRequested', args: [] };
    if (await deposits.hasConfirmedDeposit(playerId, tx))
      return { status: 400, key: 'e.bonusDepositMade', args: [] };
    return null;
  }

  /** The cashback due now (kuruś) or why none is. */
  async function cashbackDue(
    playerId: string,
    def: BonusDefinitionRow,
    tx: Db,
  ): Promise<{ amount: number; refusal: Refusal | null }> {
    const now = clock.now();
    const last = await repo.findLatestOfDefinition(tx, playerId, def.id);
    const lastAt = last?.granted_at ?? last?.requested_at;
    if (lastAt && now.getTime() - lastAt.getTime() < CASHBACK_WINDOW_MS) {
      const next = new Date(lastAt.getTime() + CASHBACK_WINDOW_MS);
      return { amount: 0, refusal: { status: 409, key: 'e.bonusCashbackWait', args: [formatDay(next)] } };
    }
    const loss = await wallet.gameCashLoss(playerId, new Date(now.getTime() - CASHBACK_WINDOW_MS), now, tx);
    const cap = optionalKurus(def.max_amount) ?? Number.MAX_SAFE_INTEGER;
    const amount = Math.max(0, Math.min(Math.floor((loss * (def.percent ?? 0)) / 100), cap));
    const min = Math.max(1, kurusFromDb(def.min_amount));
    if (amount < min) {
      return {
        amount,
        refusal: {
          status: 400,
          key: 'e.bonusCashbackTooSmall',
          args: [formatKurus(amount), formatKurus(min)],
        },
      };
    }
    return { amount, refusal: null };
  }

  async function newRow(trx: Db, playerId: string, def: BonusDefinitionRow, status: BonusStatus) {
    const now = clock.now();
    return repo.insertPlayerBonus(trx, {
      player_id: playerId,
      definition_id: def.id,
      status,
      requested_at: now,
      updated_at: now,
    });
  }

  async function claimOrRefuse(trx: Db, scope: string, value: string, bonusId: string, refusal: Refusal) {
    if (!(await repo.insertClaim(trx, scope, value, bonusId, clock.now()))) throw refuse(refusal);
  }

  // ---- the three requests ----

  async function claimTrial(playerId: string, fingerprint: string | null): Promise<PlayerBonusRow> {
    const def = await definition('trial');
    if (!def.is_active) throw refuse({ status: 400, key: 'e.bonusTrialUnavailable', args: [] });
    const { row, created } = await db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, playerId);
      const refusal = await trialRefusal(playerId, fingerprint, trx);
      if (refusal) throw refuse(refusal);
      const phone = (await players.findById(playerId, trx))?.phone;
      if (!phone || !fingerprint) throw new Error('trial bonus checks passed without a phone or fingerprint');
      const amount = await trialAmount(trx);
      const row = await newRow(trx, playerId, def, Active);
      // The primary keys decide races between players sharing a phone or a device.
      await claimOrRefuse(trx, 'trial:player', playerId, row.id, {
        status: 409,
        key: 'e.bonusTrialClaimed',
        args: [],
      });
      await claimOrRefuse(trx, 'trial:phone', phone, row.id, {
        status: 409,
        key: 'e.bonusTrialPhoneUsed',
        args: [],
      });
      await claimOrRefuse(trx, 'trial:fingerprint', fingerprint, row.id, {
        status: 409,
        key: 'e.bonusTrialDeviceUsed',
        args: [],
      });
      return activate(trx, row, def, amount, `bonus:trial:${playerId}`, null);
    });
    publish(created);
    return row;
  }

  async function requestFirstDeposit(playerId: string, def: BonusDefinitionRow): Promise<PlayerBonusRow> {
    return db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, playerId);
      const refusal = await firstDepositRefusal(playerId, trx);
      if (refusal) throw refuse(refusal);
      const row = await newRow(trx, playerId, def, Requested);
      await claimOrRefuse(trx, 'first_deposit:player', playerId, row.id, {
        status: 409,
        key: 'e.bonusAlreadyRequested',
        args: [],
      });
      return row;
    });
  }

  async function requestCashback(playerId: string, def: BonusDefinitionRow): Promise<PlayerBonusRow> {
    const { row, created } = await db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, playerId);
      const { amount, refusal } = await cashbackDue(playerId, def, trx);
      if (refusal) throw refuse(refusal);
      const row = await newRow(trx, playerId, def, Active);
      return activate(trx, row, def, amount, `bonus:cashback:${row.id}`, clock.now().toISOString());
    });
    publish(created);
    return row;
  }

  async function withDefinition(row: PlayerBonusRow, locale: Locale): Promise<PlayerBonus> {
    const def = await repo.findDefinition(db, row.definition_id);
    if (!def) throw new Error(`bonus definition missing: ${row.definition_id}`);
    return toPlayerBonus(row, def, locale);
  }

  return {
    publish,

    /** The player's bonuses, newest first, titled in `locale`. */
    async list(playerId: string, locale: Locale): Promise<PlayerBonus[]> {
      const defs = new Map((await repo.listDefinitions(db)).map((d) => [d.id, d]));
      return (await repo.listForPlayer(db, playerId)).flatMap((row) => {
        const def = defs.get(row.definition_id);
        return def ? [toPlayerBonus(row, def, locale)] : [];
      });
    },

    /** Every active definition with whether the player can request it now, and why not. */
    async available(playerId: string, fingerprint: string | null, locale: Locale): Promise<AvailableBonus[]> {
      const result: AvailableBonus[] = [];
      for (const def of await repo.listActiveDefinitions(db)) {
        let refusal: Refusal | null = null;
        let amount: number | null = null;
        if (def.kind === 'trial') {
          refusal = await trialRefusal(playerId, fingerprint, db);
          amount = (await trialAmount(db)) || null;
        } else if (def.kind === 'first_deposit') {
          refusal = await firstDepositRefusal(playerId, db);
        } else {
          const due = await cashbackDue(playerId, def, db);
          refusal = due.refusal;
          amount = due.amount;
        }
        result.push({
          definitionId: def.id,
          kind: def.kind as BonusKind,
          title: titleOf(def, locale),
          description: locale === 'en' ? def.description_en : def.description_tr,
          percent: def.percent,
          maxAmount: def.max_amount === null ? null : kurusToLira(kurusFromDb(def.max_amount)),
          minAmount: kurusToLira(kurusFromDb(def.min_amount)),
          wageringMultiplier: def.wagering_multiplier,
          validDays: def.valid_days,
          amount: amount === null ? null : kurusToLira(amount),
          eligible: refusal === null,
          reason: refusal ? translate(locale, msg(refusal.key, ...refusal.args)) : null,
        });
      }
      return result;
    },

    /** GET bonus/definetrialbonus: verified phone; once per player, phone and fingerprint. */
    async claimTrial(playerId: string, fingerprint: string | null, locale: Locale): Promise<PlayerBonus> {
      await protection?.assertMayClaimBonus(playerId);
      return withDefinition(await claimTrial(playerId, fingerprint), locale);
    },

    /** bonus/request: trial → granted; first deposit → Requested; cashback → computed and granted. */
    async request(
      playerId: string,
      definitionId: number,
      fingerprint: string | null,
      locale: Locale,
    ): Promise<PlayerBonus> {
      const def = await repo.findDefinition(db, definitionId);
      if (!def || !def.is_active) throw new AppError(404, 'e.bonusUnknown');
      await protection?.assertMayClaimBonus(playerId);
      if (def.kind === 'trial') return withDefinition(await claimTrial(playerId, fingerprint), locale);
      if (def.kind === 'first_deposit')
        return withDefinition(await requestFirstDeposit(playerId, def), locale);
      return withDefinition(await requestCashback(playerId, def), locale);
    },

    /**
     * A bonus of `definitionId` for `amount` kuruş granted by an operator (and the property test), once per
     * `reference`: a repeated reference answers the bonus it already made, whatever the other arguments.
     */
    async grant(input: {
      playerId: string;
      definitionId: number;
      amount: number;
      reference: string;
    }): Promise<PlayerBonusRow> {
      const def = await repo.findDefinition(db, input.definitionId);
      if (!def) throw new AppError(404, 'e.bonusUnknown');
      const { row, created } = await db.transaction().execute(async (trx) => {
        await repo.lockPlayer(trx, input.playerId);
        const existing = await repo.findClaimedBonus(trx, 'manual', input.reference);
        if (existing) return { row: existing, created: [] };
        const row = await newRow(trx, input.playerId, def, Active);
        await claimOrRefuse(trx, 'manual', input.reference, row.id, {
          status: 409,
          key: 'e.idempotencyConflict',
          args: [],
        });
        return activate(trx, row, def, input.amount, `bonus:manual:${input.reference}`, input.reference);
      });
      publish(created);
      return row;
    },

    /**
     * The payment module's hook, called inside the deposit's confirming transaction before its ledger credit: on the
     * first confirmed deposit a Requested first-deposit bonus is granted (percent of the deposit up to the cap) or
     * cancelled (deposit below the minimum). Runs in a savepoint and never fails the deposit: a bonus error is logged
     * and the bonus stays Requested. Returns the notifications to publish after the commit.
     */
    async onDepositConfirmed(event: DepositConfirmed, trx: Db): Promise<Created[]> {
      if (!event.firstDeposit) return [];
      const savepoint = 'bonus_deposit_hook';
      await repo.savepoint(trx, savepoint);
      try {
        await repo.lockPlayer(trx, event.playerId);
        const def = await definition('first_deposit', trx);
        const row = await repo.findLatestOfDefinition(trx, event.playerId, def.id, Requested);
        let created: Created[] = [];
        if (row) {
          const min = kurusFromDb(def.min_amount);
          if (event.amount < min) {
            const now = clock.now();
            await repo.updatePlayerBonus(trx, row.id, {
              status: Cancelled,
              source_reference: event.reference,
              completed_at: now,
              updated_at: now,
            });
            created = [
              await notify(trx, event.playerId, 'bonusCancelled', [
                await playerTitle(trx, event.playerId, def),
                formatKurus(min),
              ]),
            ];
          } else {
            const cap = optionalKurus(def.max_amount) ?? Number.MAX_SAFE_INTEGER;
            const amount = Math.min(Math.floor((event.amount * (def.percent ?? 0)) / 100), cap);
            if (amount > 0) {
              created = (
                await activate(
                  trx,
                  row,
                  def,
                  amount,
                  `bonus:first-deposit:${event.playerId}`,
                  event.reference,
                )
              ).created;
            }
          }
        }
        await repo.releaseSavepoint(trx, savepoint);
        return created;
      } catch (error) {
        await repo.rollbackToSavepoint(trx, savepoint);
        log?.error(
          { err: error, playerId: event.playerId, reference: event.reference },
          'first-deposit bonus failed',
        );
        return [];
      }
    },

    /**
     * Whether a bet of the player has wagering to count (an active, unexpired bonus): one statement, no lock. When
     * there is none the casino skips recordWager — its bonus lock and wager key — and the bet costs one look-up. A
     * bonus granted by a transaction that commits while the bet runs is not counted by that bet (the bet is ordered
     * before the grant), which is the order recordWager's lock would also allow.
     */
    hasActiveBonus: (playerId: string, tx: Db = db) => repo.hasActive(tx, playerId, clock.now()),

    /**
     * Counts a bet (kuruş) towards wagering: the oldest active bonus first, the rest to the next. A bonus whose
     * requirement is met is Completed and what is left of it becomes cash. The casino calls this in its bet's
     * transaction BEFORE the bet's ledger movement (lock order: bonus lock, then wallet rows) and passes the bet's
     * key, so a replayed bet is not counted twice. Without `tx` it runs (and publishes) on its own.
     *
     * A settled sports bet passes `sports` with the prices of its counting legs (hundredths, void legs left out): it
     * goes only to the bonuses whose sports rule it meets (`sports_min_odds`, docs/decisions/0240), the oldest first;
     * a bonus without a sports rule is skipped, not closed.
     */
    async recordWager(
      playerId: string,
      amountKurus: number,
      tx: Db = db,
      options: { key?: string; sports?: { legOdds: readonly number[] } } = {},
    ): Promise<WagerResult> {
      if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0) {
        throw new RangeError(`a wager needs a positive whole number of kuruş, got ${amountKurus}`);
      }
      const result = await inTransaction(tx, async (trx): Promise<WagerResult> => {
        await repo.lockPlayer(trx, playerId);
        const now = clock.now();
        const none: WagerResult = { counted: 0, completed: [], created: [] };
        if (
          options.key !== undefined &&
          !(await repo.insertWager(trx, options.key, playerId, amountKurus, now))
        )
          return none;
        const active = (await repo.listActive(trx, playerId)).filter(
          (b) => b.expires_at && b.expires_at > now,
        );
        let remaining = amountKurus;
        const out: WagerResult = { counted: 0, completed: [], created: [] };
        const definitions = new Map<number, BonusDefinitionRow>();
        const definitionOf = async (id: number) => {
          let def = definitions.get(id);
          if (!def) {
            def = await repo.findDefinition(trx, id);
            if (!def) throw new Error(`bonus definition missing: ${id}`);
            definitions.set(id, def);
          }
          return def;
        };
        for (const row of active) {
          if (remaining === 0) break;
          if (
            options.sports &&
            !meetsSportsRule(await definitionOf(row.definition_id), options.sports.legOdds)
          )
            continue;
          const required = kurusFromDb(row.wagering_required);
          const progress = kurusFromDb(row.wagering_progress);
          const take = Math.min(required - progress, remaining);
          remaining -= take;
          out.counted += take;
          if (progress + take >= required) {
            const def = await definitionOf(row.definition_id);
            const done = await complete(trx, row, def);
            out.completed.push(row.id);
            out.created.push(...done.created);
          } else {
            await repo.updatePlayerBonus(trx, row.id, {
              wagering_progress: String(progress + take),
              updated_at: now,
            });
          }
        }
        return out;
      });
      if (!tx.isTransaction) publish(result.created);
      return result;
    },

    /** Every bonus kind for the back office's grant dialog (docs/decisions/0512), in `locale`. */
    async definitionsForOperators(locale: Locale) {
      return (await repo.listDefinitions(db)).map((def) => ({
        id: def.id,
        kind: def.kind,
        name: titleOf(def, locale),
        wageringMultiplier: def.wagering_multiplier,
        validDays: def.valid_days,
      }));
    },

    /**
     * An operator cancels a player's Active bonus (docs/decisions/0512): what is left of it goes back to the house
     * (key bonus:cancel:<id>), the bonus is Cancelled and the player notified, in one transaction under the player's
     * bonus lock. Anything but an Active bonus of this player is refused and nothing changes.
     */
    async cancelByOperator(
      playerId: string,
      bonusId: string,
    ): Promise<{ row: PlayerBonusRow; forfeited: number }> {
      const result = await db.transaction().execute(async (trx) => {
        await repo.lockPlayer(trx, playerId);
        const row = await repo.findPlayerBonusForUpdate(trx, bonusId);
        if (!row || row.player_id !== playerId) throw new AppError(404, 'e.bonusUnknown');
        if (row.status !== Active) throw new AppError(409, 'e.bonusNotActive');
        const def = await repo.findDefinition(trx, row.definition_id);
        if (!def) throw new Error(`bonus definition missing: ${row.definition_id}`);
        const now = clock.now();
        const forfeited = await settle(trx, row, (m) =>
          wallet.forfeitBonus({ ...m, key: `bonus:cancel:${row.id}` }, trx),
        );
        const updated = await repo.updatePlayerBonus(trx, row.id, {
          status: Cancelled,
          settled_amount: String(forfeited),
          completed_at: now,
          updated_at: now,
        });
        const created = await notification.create(
          {
            playerId,
            type: NotificationType.Bonus,
            title: 'n.bonusCancelledByOperator.title',
            note: 'n.bonusCancelledByOperator.note',
            args: [await playerTitle(trx, playerId, def), formatKurus(forfeited)],
          },
          trx,
        );
        return { row: updated, forfeited, created: [{ playerId, notification: created }] };
      });
      publish(result.created);
      return { row: result.row, forfeited: result.forfeited };
    },

    /**
     * Expires every active bonus whose expiry is at or before `now`: what is left of it is forfeited, the bonus is
     * Expired and the player notified; one transaction per bonus. Run by the sweep timer (bonus.sweep.ts) and by tests
     * with the test clock. Returns how many expired.
     */
    async expireBonuses(now: Date = clock.now()): Promise<number> {
      let count = 0;
      for (;;) {
        const due = await repo.listDue(db, now, SWEEP_BATCH);
        for (const { id, player_id } of due) {
          const created = await db.transaction().execute(async (trx) => {
            await repo.lockPlayer(trx, player_id);
            const row = await repo.findPlayerBonusForUpdate(trx, id);
            if (!row || row.status !== Active || !row.expires_at || row.expires_at > now) return null;
            const def = await repo.findDefinition(trx, row.definition_id);
            if (!def) throw new Error(`bonus definition missing: ${row.definition_id}`);
            return expire(trx, row, def, now);
          });
          if (created) {
            publish([created]);
            count += 1;
          }
        }
        if (due.length < SWEEP_BATCH) return count;
      }
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
