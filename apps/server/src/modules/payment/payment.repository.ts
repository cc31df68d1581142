import { sql, type Insertable } from 'kysely';
import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { Db } from '../../db/create-db.ts';
import type { MethodDefinition } from './payment.methods.ts';
import type { PaymentMethodRow, PaymentRow, PaymentsTable } from './payment.table.ts';

const DEPOSIT = TransactionType.Deposit;
const { Confirmed: CONFIRMED, Pending: PENDING } = TransactionStatus;

// ---- methods ----

export async function upsertMethods(db: Db, methods: MethodDefinition[]): Promise<void> {
  for (const [index, m] of methods.entries()) {
    const values = {
      id: m.id,
      code: m.code,
      type: m.type,
      provider: m.provider,
      logo: m.logo,
      title_tr: m.title.tr,
      title_en: m.title.en,
      min_amount: String(m.min),
      max_amount: String(m.max),
      is_redirect: m.isRedirect,
      is_active: true,
      sort_order: index,
      fields: JSON.stringify(m.fields),
    };
    const { id: _id, ...update } = values;
    await db
      .insertInto('payment_methods')
      .values(values)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
  await db
    .updateTable('payment_methods')
    .set({ is_active: false })
    .where(
      'id',
      'not in',
      methods.map((m) => m.id),
    )
    .execute();
}

export function listActiveMethods(db: Db, type: number): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('type', '=', type)
    .where('is_active', '=', true)
    .where('operator_disabled', '=', false)
    .orderBy(sql`coalesce(operator_sort_order, sort_order)`)
    .orderBy('id')
    .execute();
}

/** The operator's choices for a method (docs/decisions/0513); the definition's columns are left as they are. */
export function setMethodOverrides(
  db: Db,
  id: number,
  values: {
    operator_disabled: boolean;
    operator_min_amount: string;
    operator_max_amount: string;
    operator_sort_order: number;
  },
): Promise<PaymentMethodRow> {
  return db
    .updateTable('payment_methods')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listMethods(db: Db): Promise<PaymentMethodRow[]> {
  return db.selectFrom('payment_methods').selectAll().execute();
}

// ---- payments ----

/** The audit row of each payment `source` (a data-modifying WITH's output) holds, dated by its updated_at. */
const auditOf = (source: 'payment' | 'decided', actor: string, action: string, note: string | null) =>
  sql<{ id: string }>`(insert into payment_audit (payment_id, actor, action, note, created_at)
       select id, ${actor}, ${action}, ${note}::text, updated_at from ${sql.table(source)} returning id)`;

/** A new payment and its first audit row ("…-requested") in one statement; undefined when the reference is taken. */
export async function insertPaymentWithAudit(
  db: Db,
  values: Insertable<PaymentsTable>,
  audit: { actor: string; action: string },
): Promise<PaymentRow | undefined> {
  return db
    .with('payment', (qb) =>
      qb
        .insertInto('payments')
        .values(values)
        .onConflict((oc) => oc.column('reference').doNothing())
        .returningAll(),
    )
    .with('audit', () => auditOf('payment', audit.actor, audit.action, null))
    .selectFrom('payment')
    .selectAll()
    .executeTakeFirst();
}

/**
 * A PSP's confirmation (or decline) of a pending redirect deposit when everything matches — reference, amount,
 * provider reference, one of `redirectMethodIds` — in ONE statement: the decision, its audit row, and whether the
 * player had a confirmed deposit before (read in the statement's snapshot, where this payment is still pending).
 * Undefined when anything does not match or it was decided already: the caller then looks closer.
 */
export async function decidePendingDeposit(
  db: Db,
  match: {
    reference: string;
    amount: number;
    providerReference: string;
    redirectMethodIds: readonly number[];
  },
  decision: { status: number; actor: string; action: string; note: string | null; now: Date },
): Promise<(PaymentRow & { first_deposit: boolean }) | undefined> {
  if (match.redirectMethodIds.length === 0) return undefined;
  return db
    .with('decided', (qb) =>
      qb
        .updateTable('payments')
        .set({
          status: decision.status,
          decided_by: decision.actor,
          decided_at: decision.now,
          note: null,
          updated_at: decision.now,
        })
        .where('reference', '=', match.reference)
        .where('status', '=', PENDING)
        .where('type', '=', DEPOSIT)
        .where('amount', '=', String(match.amount) as never)
        .where((eb) =>
          eb.or([
            eb('provider_reference', 'is', null),
            eb('provider_reference', '=', match.providerReference),
          ]),
        )
        .where('method_id', 'in', match.redirectMethodIds)
        .returningAll(),
    )
    .with('audit', () => auditOf('decided', decision.actor, decision.action, decision.note))
    .selectFrom('decided')
    .selectAll()
    .select(
      sql<boolean>`not exists (select 1 from payments p
         where p.player_id = decided.player_id and p.type = ${DEPOSIT} and p.status = ${CONFIRMED})`.as(
        'first_deposit',
      ),
    )
    .executeTakeFirst();
}

export function findByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Locks the payment row for a decision: concurrent deciders (two webhooks, webhook and operator) queue here. */
export function findByReferenceForUpdate(db: Db, reference: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * References of Pending PSP deposits whose reconciliation check is due at `now`: made between `maxAgeMs` and
 * `minAgeMs` ago, and last checked (or made) at least as long ago as that moment is after their creation — checks
 * at 5, 10, 20, 40 … minutes of age. Oldest first.
 */
export async function listDueForReconciliation(
  db: Db,
  o: { now: Date; minAgeMs: number; maxAgeMs: number; redirectMethodIds: readonly number[]; limit: number },
): Promise<string[]> {
  if (o.redirectMethodIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .select('reference')
    .where('status', '=', PENDING)
    .where('type', '=', DEPOSIT)
    .where('method_id', 'in', o.redirectMethodIds)
    .where('provider_reference', 'is not', null)
    .where('created_at', '<=', new Date(o.now.getTime() - o.minAgeMs))
    .where('created_at', '>', new Date(o.now.getTime() - o.maxAgeMs))
    .where(
      sql<boolean>`coalesce(psp_checked_at, created_at) + greatest(
         ${o.minAgeMs}::double precision * interval '1 millisecond', coalesce(psp_checked_at, created_at) - created_at)
       <= ${o.now}::timestamptz`,
    )
    .orderBy('id')
    .limit(o.limit)
    .execute();
  return rows.map((row) => row.reference);
}

export async function markProviderChecked(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('payments').set({ psp_checked_at: now }).where('id', '=', id).execute();
}

export async function setProviderReference(db: Db, id: string, providerReference: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_reference: providerReference })
    .where('id', '=', id)
    .execute();
}

export async function decide(
  db: Db,
  id: string,
  values: { status: number; decidedBy: string; note: string | null; now: Date },
): Promise<PaymentRow> {
  return db
    .updateTable('payments')
    .set({
      status: values.status,
      decided_by: values.decidedBy,
      decided_at: values.now,
      note: values.note,
      updated_at: values.now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertAudit(
  db: Db,
  values: { paymentId: string; actor: string; action: string; note: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('payment_audit')
    .values({
      payment_id: values.paymentId,
      actor: values.actor,
      action: values.action,
      note: values.note,
      created_at: values.now,
    })
    .execute();
}

export function listAuditByReference(db: Db, reference: string) {
  return db
    .selectFrom('payment_audit')
    .innerJoin('payments', 'payments.id', 'payment_audit.payment_id')
    .selectAll('payment_audit')
    .where('payments.reference', '=', reference)
    .orderBy('payment_audit.id')
    .execute();
}

export function listPending(db: Db, limit: number) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_methods', 'payment_methods.id', 'payments.method_id')
    .selectAll('payments')
    .select(['payment_methods.code as method_code', 'payment_methods.is_redirect'])
    .where('payments.status', '=', 2)
    .orderBy('payments.id')
    .limit(limit)
    .execute();
}

export interface HistoryFilter {
  playerId: string;
  type: number | null;
  status: number | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  skip: number;
  take: number;
}

export async function history(db: Db, f: HistoryFilter) {
  let query = db
    .selectFrom('payments')
    .innerJoin('payment_methods', 'payment_methods.id', 'payments.method_id')
    .where('payments.player_id', '=', f.playerId);
  if (f.type !== null) query = query.where('payments.type', '=', f.type);
  if (f.status !== null) query = query.where('payments.status', '=', f.status);
  if (f.from !== null) query = query.where('payments.created_at', '>=', f.from);
  if (f.to !== null) query = query.where('payments.created_at', '<', f.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll('payments')
      .select(['payment_methods.title_tr', 'payment_methods.title_en'])
      .orderBy('payments.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Whether the player has a confirmed deposit other than `except` (the bonus module's first-deposit rule): stops at
 * the first one found instead of counting a player's whole history.
 */
export async function hasConfirmedDeposit(
  db: Db,
  playerId: string,
  except: string | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('payments')
    .select('id')
    .where('player_id', '=', playerId)
    .where('type', '=', DEPOSIT)
    .where('status', '=', CONFIRMED);
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The player's withdrawals other than `except` that are pending or paid: whether there is one, and their total since
 * `since` (kuruş) — what the withdrawal rules (first withdrawal, daily threshold) look at.
 */
export async function withdrawalTotals(
  db: Db,
  playerId: string,
  since: Date,
  except: string,
): Promise<{ hasAny: boolean; sinceKurus: number }> {
  const row = await db
    .selectFrom('payments')
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(amount) filter (where created_at >= ${since}), 0)`.as('since_total'),
    ])
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Withdraw)
    .where('status', 'in', [CONFIRMED, PENDING])
    .where('id', '<>', except)
    .executeTakeFirstOrThrow();
  return { hasAny: Number(row.n) > 0, sinceKurus: Number(row.since_total) };
}
