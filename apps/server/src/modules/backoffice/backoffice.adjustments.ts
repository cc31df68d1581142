import { NotificationType } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import type {
  AdjustmentStatus,
  OpsAdjustment,
  OpsAdjustmentPage,
  OpsAdjustmentRequest,
  OpsAdjustmentResult,
} from '@kasa/contract/ops-backoffice';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './backoffice.repository.ts';
import type { BalanceAdjustmentRow } from './backoffice.table.ts';

// Balance adjustments by operators (docs/decisions/0512). A correction of a player's cash with a reason, through the
// ledger: credit = the house's `adjustments` account → cash, debit = cash → `adjustments`, one movement keyed
// `adjustment:<id>` in the same transaction as the row's change to 'applied' and the player's notification. Up to the
// four-eyes threshold the requesting operator's adjustment applies at once; above it, it waits, and a different
// operator applies or rejects it. A debit never takes the cash below zero (the ledger refuses; the row stays as it
// was). The request id makes a retried request one adjustment.

export interface AdjustmentsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  players: PlayersService;
  notification: NotificationService;
  /** Adjustments above this many lira need a second operator (FOUR_EYES_ADJUSTMENT_LIRA). */
  fourEyesLira: number;
}

export interface OperatorRef {
  operatorId: string;
  actor: string;
}

function toAdjustment(row: BalanceAdjustmentRow, username: string): OpsAdjustment {
  return {
    id: row.id,
    playerId: row.player_id,
    username,
    direction: row.direction,
    amount: kurusToLira(kurusFromDb(row.amount)),
    reason: row.reason,
    status: row.status,
    requestedBy: { operatorId: row.requested_by, actor: row.requested_actor },
    decidedBy:
      row.decided_by !== null ? { operatorId: row.decided_by, actor: row.decided_actor ?? '' } : null,
    decisionNote: row.decision_note,
    transactionId: row.ledger_transaction_id,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const isRefusedDebit = (error: unknown) =>
  error instanceof AppError && error.messageRef === 'e.insufficientFunds';

export function createAdjustments({
  db,
  clock,
  wallet,
  players,
  notification,
  fourEyesLira,
}: AdjustmentsDeps) {
  const fourEyesKurus = liraToKurus(fourEyesLira);

  async function usernameOf(playerId: string, tx: Db = db): Promise<string> {
    const player = await players.findById(playerId, tx);
    if (!player) throw new AppError(404, 'e.playerNotFound');
    return player.username;
  }

  /**
   * Moves the money of a pending adjustment and marks it applied by `by`, in `tx`: the ledger movement, the row, the
   * player's notification (returned, to publish after the commit). A debit the cash cannot cover is refused with the
   * balance named, and nothing is written.
   */
  async function apply(tx: Db, row: BalanceAdjustmentRow, by: OperatorRef, note: string | null) {
    const amount = kurusFromDb(row.amount);
    let moved;
    try {
      moved = await wallet.adjust(
        row.direction,
        {
          key: `adjustment:${row.id}`,
          playerId: row.player_id,
          amount,
          meta: { adjustmentId: row.id, operator: by.actor },
        },
        tx,
      );
    } catch (error) {
      if (!isRefusedDebit(error)) throw error;
      const { cash } = await wallet.getBalances(row.player_id, tx);
      throw new AppError(409, 'e.adjustmentInsufficient', [formatKurus(cash)]);
    }
    const applied = await repo.decideAdjustment(tx, row.id, {
      status: 'applied',
      decidedBy: by.operatorId,
      decidedActor: by.actor,
      note,
      transactionId: moved.transactionId,
      now: clock.now(),
    });
    const kind = row.direction === 'credit' ? 'adjustmentCredit' : 'adjustmentDebit';
    const created = await notification.create(
      {
        playerId: row.player_id,
        type: NotificationType.System,
        title: `n.${kind}.title`,
        note: `n.${kind}.note`,
        args: [formatKurus(amount), formatKurus(moved.balances.cash)],
      },
      tx,
    );
    return { applied, created };
  }

  const publish = (playerId: string, created: Notification | null) => {
    if (created) notification.publish(playerId, created);
  };

  /** Whether a stored request is the same adjustment as `input` (a retry) or another one under the same key. */
  const sameRequest = (row: BalanceAdjustmentRow, playerId: string, input: OpsAdjustmentRequest) =>
    row.player_id === playerId &&
    row.direction === input.direction &&
    kurusFromDb(row.amount) === liraToKurus(input.amount) &&
    row.reason === input.reason;

  return {
    fourEyesLira,

    /** An operator asks for an adjustment: applied now up to the threshold, else pending for a second operator. */
    async requestAdjustment(
      playerId: string,
      by: OperatorRef,
      input: OpsAdjustmentRequest,
    ): Promise<OpsAdjustmentResult> {
      const username = await usernameOf(playerId);
      const amount = liraToKurus(input.amount);
      const replay = async (): Promise<OpsAdjustmentResult> => {
        const row = await repo.findAdjustmentByRequest(db, input.requestId);
        if (!row || !sameRequest(row, playerId, input)) throw new AppError(409, 'e.adjustmentConflict');
        return { adjustment: toAdjustment(row, username), fourEyesLira, replayed: true };
      };
      if (await repo.findAdjustmentByRequest(db, input.requestId)) return replay();

      const result = await db.transaction().execute(async (tx) => {
        const row = await repo.insertAdjustment(tx, {
          player_id: playerId,
          direction: input.direction,
          amount,
          reason: input.reason,
          status: 'pending',
          request_id: input.requestId,
          requested_by: by.operatorId,
          requested_actor: by.actor,
          decided_by: null,
          decided_actor: null,
          decision_note: null,
          ledger_transaction_id: null,
          created_at: clock.now(),
          decided_at: null,
        });
        // The same request id committed meanwhile by a concurrent call: answered as a replay below.
        if (!row) return null;
        if (amount > fourEyesKurus) return { row, created: null };
        const { applied, created } = await apply(tx, row, by, null);
        return { row: applied, created };
      });
      if (!result) return replay();
      publish(playerId, result.created);
      return { adjustment: toAdjustment(result.row, username), fourEyesLira, replayed: false };
    },

    /** The second operator applies a pending adjustment (never the one who asked for it). */
    async approveAdjustment(id: string, by: OperatorRef, note: string | null) {
      const result = await db.transaction().execute(async (tx) => {
        const row = await repo.findAdjustment(tx, id, true);
        if (!row) throw new AppError(404, 'e.adjustmentUnknown');
        if (row.status !== 'pending') throw new AppError(409, 'e.adjustmentDecided');
        if (row.requested_by === by.operatorId) throw new AppError(409, 'e.adjustmentSameOperator');
        const before = toAdjustment(row, await usernameOf(row.player_id, tx));
        const { applied, created } = await apply(tx, row, by, note);
        return { before, after: toAdjustment(applied, before.username), created };
      });
      publish(result.after.playerId, result.created);
      return { before: result.before, after: result.after };
    },

    /** The second operator refuses a pending adjustment: nothing moves. */
    async rejectAdjustment(id: string, by: OperatorRef, note: string) {
      return db.transaction().execute(async (tx) => {
        const row = await repo.findAdjustment(tx, id, true);
        if (!row) throw new AppError(404, 'e.adjustmentUnknown');
        if (row.status !== 'pending') throw new AppError(409, 'e.adjustmentDecided');
        if (row.requested_by === by.operatorId) throw new AppError(409, 'e.adjustmentSameOperator');
        const username = await usernameOf(row.player_id, tx);
        const rejected = await repo.decideAdjustment(tx, row.id, {
          status: 'rejected',
          decidedBy: by.operatorId,
          decidedActor: by.actor,
          note,
          transactionId: null,
          now: clock.now(),
        });
        return { before: toAdjustment(row, username), after: toAdjustment(rejected, username) };
      });
    },

    async listAdjustments(
      filter: { playerId?: string; status?: AdjustmentStatus | undefined },
      skip: number,
      take: number,
    ): Promise<OpsAdjustmentPage> {
      if (filter.playerId) await usernameOf(filter.playerId);
      const { total, rows } = await repo.listAdjustments(db, filter, skip, take);
      return { total, items: rows.map((row) => toAdjustment(row, row.username)) };
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
