import { createHash, randomBytes } from 'node:crypto';
import { NotificationType } from '@kasa/contract/enums';
import {
  IDENTITY_KINDS,
  isSamePersonName,
  KYC_DEFAULT_DAILY_WITHDRAWAL_THRESHOLD,
  KYC_FILE_RULES,
  type KycDocument,
  type KycDocumentKind,
  type KycIdentityState,
  type KycStatusData,
  type OpsKycApproveRequest,
  type OpsKycAuditEntry,
  type OpsKycDocument,
  type OpsKycSettings,
} from '@kasa/contract/kyc';
import { translate } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { formatKurus } from '../../lib/money.ts';
import type { ObjectStorage } from '../../lib/storage/object-storage.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import { inspectDocument } from './kyc.files.ts';
import * as repo from './kyc.repository.ts';
import type { KycDocumentRow } from './kyc.table.ts';

export interface KycDeps {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
  players: Pick<PlayersService, 'findById' | 'localeOf'>;
  notification: Pick<NotificationService, 'create' | 'publish'>;
  log?: { warn: (obj: object, msg: string) => void };
}

/** A withdrawal as the payment module asks about it, inside its transaction (after the amount is reserved). */
export interface WithdrawalCheck {
  playerId: string;
  /** Kuruş. */
  amount: number;
  /** The account holder's name the player typed for the method, when the method has one (bank transfer). */
  holderName: string | null;
  /** Kuruş of the player's other withdrawals today (Türkiye time), pending or paid. */
  withdrawnToday: number;
  /** Whether the player has another withdrawal, pending or paid. */
  hasEarlierWithdrawal: boolean;
}

const THRESHOLD_KEY = 'daily-withdrawal-threshold-kurus';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The player's name as the account holds it. */
const accountName = (player: { name: string; surname: string }) => `${player.name} ${player.surname}`.trim();

/** Message arguments are joined with ':' (lib/app-error), so a typed name must not carry one. */
const asArgument = (text: string) => text.replaceAll(':', ' ').slice(0, 100);

function identityOf(rows: KycDocumentRow[]): KycIdentityState {
  const sides = IDENTITY_KINDS.map((kind) => rows.find((row) => row.kind === kind));
  if (sides.every((row) => row?.status === 'approved')) return 'approved';
  if (sides.some((row) => row?.status === 'rejected')) return 'rejected';
  if (sides.some((row) => row?.status === 'pending')) return 'pending';
  return 'none';
}

function toDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind,
    // 'replaced' rows are never shown to players (latestDocuments leaves them out).
    status: row.status === 'replaced' ? 'rejected' : row.status,
    reason: row.reason,
    mediaType: row.media_type,
    size: row.size_bytes,
    width: row.width,
    height: row.height,
    uploadedAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** What the audit keeps of a document: its state, never the bytes or the storage key. */
const auditView = (row: KycDocumentRow) => ({
  status: row.status,
  reason: row.reason,
  documentName: row.document_name,
  documentPersonalNo: row.document_personal_no,
  reviewedBy: row.reviewed_by,
});

/**
 * Identity checks (issue 12 §2, docs/decisions/0410): documents uploaded by the player and checked by their bytes,
 * kept in the file storage under random keys; operators approve or reject them (every decision audited with its
 * before and after, the player notified); the rules a withdrawal must meet.
 */
export function createKycService({ db, clock, storage, players, notification, log }: KycDeps) {
  async function dailyThresholdKurus(executor: Db = db): Promise<number> {
    const stored = await repo.readSetting(executor, THRESHOLD_KEY);
    return typeof stored === 'number' ? stored : KYC_DEFAULT_DAILY_WITHDRAWAL_THRESHOLD * 100;
  }

  async function notifyDecision(trx: Db, row: KycDocumentRow, approved: boolean): Promise<Notification> {
    const locale = await players.localeOf(row.player_id, trx);
    return notification.create(
      {
        playerId: row.player_id,
        type: NotificationType.System,
        title: approved ? 'n.kycApproved.title' : 'n.kycRejected.title',
        note: approved ? 'n.kycApproved.note' : 'n.kycRejected.note',
        args: [translate(locale, `kyc.kind.${row.kind}`)],
      },
      trx,
    );
  }

  /** A pending document, locked, or the error an operator sees. */
  async function pendingForDecision(trx: Db, id: string): Promise<KycDocumentRow> {
    const row = await repo.findDocumentForUpdate(trx, id);
    if (!row || row.status === 'replaced') throw new AppError(404, 'e.kycDocumentUnknown');
    if (row.status !== 'pending') throw conflict('e.kycDecided');
    return row;
  }

  async function toOps(row: KycDocumentRow): Promise<OpsKycDocument> {
    const player = await players.findById(row.player_id);
    return {
      ...toDocument(row),
      status: row.status === 'replaced' ? 'rejected' : row.status,
      playerId: row.player_id,
      username: player?.username ?? null,
      accountName: player ? accountName(player) : '',
      accountPersonalNo: player?.personal_no ?? null,
      documentName: row.document_name,
      documentPersonalNo: row.document_personal_no,
      reviewedBy: row.reviewed_by,
      sha256: row.sha256,
    };
  }

  return {
    /** The player's documents, identity state and withdrawal rule. */
    async status(playerId: string): Promise<KycStatusData> {
      const rows = await repo.latestDocuments(db, playerId);
      return {
        identity: identityOf(rows),
        documents: rows.map(toDocument),
        withdrawal: {
          dailyThreshold: kurusToLira(await dailyThresholdKurus()),
          firstNeedsIdentity: true,
        },
      };
    },

    /**
     * Stores a document after its bytes pass `inspectDocument`. A pending document of the same kind is replaced (kept
     * for the audit, no longer reviewed); an approved one cannot be; at most `maxUploadsPerDay` uploads a day.
     */
    async upload(playerId: string, kind: KycDocumentKind, bytes: Buffer): Promise<KycDocument> {
      const inspected = inspectDocument(bytes);
      const now = clock.now();
      const latest = (await repo.latestDocuments(db, playerId)).find((row) => row.kind === kind);
      if (latest?.status === 'approved') throw conflict('e.kycAlreadyApproved');
      if (
        (await repo.countUploadsSince(db, playerId, new Date(now.getTime() - DAY_MS))) >=
        KYC_FILE_RULES.maxUploadsPerDay
      )
        throw tooManyRequests('e.kycTooManyUploads');

      // A random key: it tells nothing about the player or the document, and cannot be guessed.
      const key = `kyc/${randomBytes(16).toString('hex')}`;
      await storage.put(key, bytes, inspected.mediaType);
      // Two uploads of one kind at once: both may find no pending row, and the partial unique index lets one insert;
      // the other runs again and replaces it.
      const store = () =>
        db.transaction().execute(async (trx) => {
          const pending = await repo.findPendingForUpdate(trx, playerId, kind);
          if (pending) {
            const replaced = await repo.setStatus(trx, pending.id, { status: 'replaced', now });
            await repo.insertAudit(trx, {
              playerId,
              documentId: pending.id,
              actor: `player:${playerId}`,
              action: 'replaced',
              before: auditView(pending),
              after: auditView(replaced),
              now,
            });
          }
          const inserted = await repo.insertDocument(trx, {
            player_id: playerId,
            kind,
            status: 'pending',
            storage_key: key,
            media_type: inspected.mediaType,
            size_bytes: bytes.length,
            width: inspected.width,
            height: inspected.height,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            reason: null,
            document_name: null,
            document_personal_no: null,
            reviewed_by: null,
            reviewed_at: null,
            created_at: now,
            updated_at: now,
          });
          await repo.insertAudit(trx, {
            playerId,
            documentId: inserted.id,
            actor: `player:${playerId}`,
            action: 'uploaded',
            before: null,
            after: { ...auditView(inserted), kind, mediaType: inspected.mediaType, size: bytes.length },
            now,
          });
          return inserted;
        });
      try {
        let row: KycDocumentRow;
        try {
          row = await store();
        } catch (error) {
          if (violatedUniqueIndex(error) !== 'kyc_documents_one_pending_idx') throw error;
          row = await store();
        }
        return toDocument(row);
      } catch (error) {
        // The row never came to be: the bytes must not stay behind without it.
        await storage
          .delete(key)
          .catch((e: unknown) => log?.warn({ err: e, key }, 'kyc: orphan object left'));
        throw error;
      }
    },

    /**
     * A document's bytes for its owner or an operator (`playerId` null). Another player's document answers the
     * same 404 as a missing one, so ids tell nothing.
     */
    async file(
      id: string,
      viewer: { playerId: string } | { operator: string },
    ): Promise<{ bytes: Buffer; mediaType: string; kind: KycDocumentKind }> {
      const row = await repo.findDocument(db, id);
      if (!row || ('playerId' in viewer && row.player_id !== viewer.playerId))
        throw new AppError(404, 'e.kycDocumentUnknown');
      const bytes = await storage.get(row.storage_key);
      if (!bytes) throw new AppError(404, 'e.kycDocumentUnknown');
      if ('operator' in viewer) {
        // Who looked at a person's identity papers is part of the record.
        await repo.insertAudit(db, {
          playerId: row.player_id,
          documentId: row.id,
          actor: viewer.operator,
          action: 'file-viewed',
          before: null,
          after: null,
          now: clock.now(),
        });
      }
      return { bytes, mediaType: row.media_type, kind: row.kind };
    },

    // ---- operators ----

    async listPending(): Promise<OpsKycDocument[]> {
      return Promise.all((await repo.listPending(db, 200)).map(toOps));
    },

    async document(id: string): Promise<OpsKycDocument> {
      const row = await repo.findDocument(db, id);
      if (!row) throw new AppError(404, 'e.kycDocumentUnknown');
      return toOps(row);
    },

    /**
     * Approves a pending document. For the identity card's front the operator enters what the card says; the name
     * (Turkish-aware, see normalizePersonName) and the TC No must match the account, or nothing changes.
     */
    async approve(id: string, actor: string, input: OpsKycApproveRequest): Promise<OpsKycDocument> {
      const result = await db.transaction().execute(async (trx) => {
        const row = await pendingForDecision(trx, id);
        let documentName: string | null = null;
        let documentPersonalNo: string | null = null;
        if (row.kind === 'id_front') {
          if (!input.name || !input.surname || !input.personalNo)
            throw badRequest('e.kycIdentityFieldsRequired');
          const player = await players.findById(row.player_id, trx);
          if (!player) throw new AppError(404, 'e.kycDocumentUnknown');
          documentName = `${input.name} ${input.surname}`;
          if (!isSamePersonName(documentName, accountName(player)))
            throw conflict('e.kycNameMismatch', asArgument(documentName), asArgument(accountName(player)));
          if (!player.personal_no) throw conflict('e.kycAccountNoPersonalNo');
          if (player.personal_no !== input.personalNo) throw conflict('e.kycPersonalNoMismatch');
          documentPersonalNo = input.personalNo;
        }
        const now = clock.now();
        const decided = await repo.setStatus(trx, row.id, {
          status: 'approved',
          reason: null,
          documentName,
          documentPersonalNo,
          reviewedBy: actor,
          reviewedAt: now,
          now,
        });
        await repo.insertAudit(trx, {
          playerId: row.player_id,
          documentId: row.id,
          actor,
          action: 'approved',
          before: auditView(row),
          after: { ...auditView(decided), note: input.note ?? null },
          now,
        });
        return { decided, created: await notifyDecision(trx, decided, true) };
      });
      notification.publish(result.decided.player_id, result.created);
      return toOps(result.decided);
    },

    /** Rejects a pending document with the reason the player will see. */
    async reject(id: string, actor: string, reason: string): Promise<OpsKycDocument> {
      const result = await db.transaction().execute(async (trx) => {
        const row = await pendingForDecision(trx, id);
        const now = clock.now();
        const decided = await repo.setStatus(trx, row.id, {
          status: 'rejected',
          reason,
          reviewedBy: actor,
          reviewedAt: now,
          now,
        });
        await repo.insertAudit(trx, {
          playerId: row.player_id,
          documentId: row.id,
          actor,
          action: 'rejected',
          before: auditView(row),
          after: auditView(decided),
          now,
        });
        return { decided, created: await notifyDecision(trx, decided, false) };
      });
      notification.publish(result.decided.player_id, result.created);
      return toOps(result.decided);
    },

    async audit(playerId: string): Promise<OpsKycAuditEntry[]> {
      return (await repo.listAudit(db, playerId)).map((row) => ({
        id: row.id,
        documentId: row.document_id,
        actor: row.actor,
        action: row.action,
        before: row.before,
        after: row.after,
        createdAt: row.created_at.toISOString(),
      }));
    },

    async settings(): Promise<OpsKycSettings> {
      return { dailyWithdrawalThreshold: kurusToLira(await dailyThresholdKurus()) };
    },

    async saveSettings(actor: string, input: OpsKycSettings): Promise<OpsKycSettings> {
      const kurus = Math.round(input.dailyWithdrawalThreshold * 100);
      await db.transaction().execute(async (trx) => {
        const before = await repo.lockSetting(trx, THRESHOLD_KEY);
        const now = clock.now();
        await repo.writeSetting(trx, THRESHOLD_KEY, kurus, actor, now);
        await repo.insertAudit(trx, {
          playerId: null,
          documentId: null,
          actor,
          action: 'settings-changed',
          before: {
            [THRESHOLD_KEY]:
              typeof before === 'number' ? before : KYC_DEFAULT_DAILY_WITHDRAWAL_THRESHOLD * 100,
          },
          after: { [THRESHOLD_KEY]: kurus },
          now,
        });
      });
      return this.settings();
    },

    /**
     * The rules of a withdrawal (called once, by the payment module, inside its transaction): the money goes only to
     * a method in the player's own name; the first withdrawal, and any that takes the day's total above the
     * operator's threshold, needs an approved identity. Throws the message the player sees; every read uses `trx`.
     */
    async checkWithdrawal(check: WithdrawalCheck, trx: Db): Promise<void> {
      const player = await players.findById(check.playerId, trx);
      if (!player) throw new AppError(404, 'e.notFound');
      if (check.holderName !== null && !isSamePersonName(check.holderName, accountName(player)))
        throw badRequest('e.kycHolderName', asArgument(check.holderName), asArgument(accountName(player)));

      const threshold = await dailyThresholdKurus(trx);
      const overThreshold = check.withdrawnToday + check.amount > threshold;
      if (check.hasEarlierWithdrawal && !overThreshold) return;
      const identity = identityOf(await repo.latestDocuments(trx, check.playerId));
      if (identity === 'approved') return;
      if (identity === 'pending') throw new AppError(403, 'e.kycWithdrawPending');
      if (!check.hasEarlierWithdrawal) throw new AppError(403, 'e.kycWithdrawFirst');
      throw new AppError(403, 'e.kycWithdrawThreshold', [
        formatKurus(threshold),
        formatKurus(check.withdrawnToday),
      ]);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;

/** The byte check of uploads, for other modules' images (chat attachments): type by bytes, size, dimensions. */
export { inspectDocument } from './kyc.files.ts';
