import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/create-db.ts';
import type { SandboxOutboxRow, SandboxSessionRow, SandboxSessionsTable } from './sandbox.table.ts';

export async function insertSession(db: Db, values: Insertable<SandboxSessionsTable>): Promise<void> {
  await db.insertInto('sandbox_sessions').values(values).execute();
}

export function findByToken(db: Db, token: string): Promise<SandboxSessionRow | undefined> {
  return db.selectFrom('sandbox_sessions').selectAll().where('token', '=', token).executeTakeFirst();
}

export function findByMerchantReference(db: Db, reference: string): Promise<SandboxSessionRow | undefined> {
  return db
    .selectFrom('sandbox_sessions')
    .selectAll()
    .where('merchant_reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Decides an open session and writes its webhook outbox row in the same statement (so "paid" never exists without
 * the duty to report it); `firstAttemptAt` is when the outbox worker tries if the caller's own attempt does not get
 * through. Undefined when the session was not open (decided already, or unknown).
 */
export async function decideWithOutbox(
  db: Db,
  token: string,
  decision: { status: 'paid' | 'declined'; cardLast4: string | null; now: Date; firstAttemptAt: Date },
): Promise<SandboxSessionRow | undefined> {
  return db
    .with('decided', (qb) =>
      qb
        .updateTable('sandbox_sessions')
        .set({ status: decision.status, card_last4: decision.cardLast4, decided_at: decision.now })
        .where('token', '=', token)
        .where('status', '=', 'open')
        .returningAll(),
    )
    .with('outbox', (qb) =>
      qb
        .insertInto('sandbox_webhook_outbox')
        .columns(['session_token', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('decided')
            .select([
              'decided.token',
              sql<Date>`${decision.firstAttemptAt}::timestamptz`.as('next_attempt_at'),
              sql<Date>`${decision.now}::timestamptz`.as('created_at'),
            ]),
        )
        .returning('id'),
    )
    .selectFrom('decided')
    .selectAll()
    .executeTakeFirst();
}

/**
 * A decided session without an outbox row (decided before migration 0047, or a redelivery job of the previous
 * release) gets one, due at `dueAt`; an undelivered row is made due at `dueAt`. Delivered rows are left alone.
 */
export async function scheduleDelivery(db: Db, token: string, dueAt: Date): Promise<void> {
  await db
    .insertInto('sandbox_webhook_outbox')
    .values({ session_token: token, next_attempt_at: dueAt, created_at: dueAt })
    .onConflict((oc) =>
      oc
        .column('session_token')
        .doUpdateSet({ next_attempt_at: dueAt, gave_up_at: null })
        .where('sandbox_webhook_outbox.delivered_at', 'is', null),
    )
    .execute();
}

export function findOutbox(db: Db, token: string): Promise<SandboxOutboxRow | undefined> {
  return db
    .selectFrom('sandbox_webhook_outbox')
    .selectAll()
    .where('session_token', '=', token)
    .executeTakeFirst();
}

/**
 * Claims up to `limit` rows due at `now` (oldest first), skipping rows another node holds: each claimed row counts
 * its attempt and is moved to the retry slot after it (`retryAt(attempts)`), committed before anything is posted —
 * a node dying mid-attempt leaves the row due again at that slot, and no other node takes it meanwhile.
 */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  retryAt: (attemptsMade: number) => Date,
): Promise<Array<SandboxOutboxRow & { session: SandboxSessionRow }>> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sandbox_webhook_outbox')
      .selectAll()
      .where('delivered_at', 'is', null)
      .where('gave_up_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const claimed: Array<SandboxOutboxRow & { session: SandboxSessionRow }> = [];
    for (const row of due) {
      const updated = await claimRow(trx, row, now, retryAt);
      const session = await findByToken(trx, row.session_token);
      if (session) claimed.push({ ...updated, session });
    }
    return claimed;
  });
}

/** Claims one undelivered row now, whatever its due time (the payer's own attempt, "Report again"). */
export async function claimNow(
  db: Db,
  token: string,
  now: Date,
  retryAt: (attemptsMade: number) => Date,
): Promise<SandboxOutboxRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sandbox_webhook_outbox')
      .selectAll()
      .where('session_token', '=', token)
      .where('delivered_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    return row ? claimRow(trx, row, now, retryAt) : undefined;
  });
}

function claimRow(
  trx: Db,
  row: SandboxOutboxRow,
  now: Date,
  retryAt: (attemptsMade: number) => Date,
): Promise<SandboxOutboxRow> {
  const attempts = row.attempts + 1;
  return trx
    .updateTable('sandbox_webhook_outbox')
    .set({ attempts, last_attempt_at: now, next_attempt_at: retryAt(attempts), gave_up_at: null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records an attempt's outcome: delivered, or failed (given up when it was the last allowed attempt). */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { delivered: boolean; status: number | null; error: string | null; now: Date; giveUp: boolean },
): Promise<void> {
  await db
    .updateTable('sandbox_webhook_outbox')
    .set({
      last_status: outcome.status,
      last_error: outcome.error,
      ...(outcome.delivered ? { delivered_at: outcome.now } : {}),
      ...(!outcome.delivered && outcome.giveUp ? { gave_up_at: outcome.now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Rows still to deliver and rows given up, for metrics and operators. */
export async function outboxCounts(db: Db): Promise<{ waiting: number; gaveUp: number }> {
  const row = await db
    .selectFrom('sandbox_webhook_outbox')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('gave_up_at', 'is', null).as('waiting'),
      eb.fn.countAll<string>().filterWhere('gave_up_at', 'is not', null).as('gave_up'),
    ])
    .where('delivered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), gaveUp: Number(row.gave_up) };
}
