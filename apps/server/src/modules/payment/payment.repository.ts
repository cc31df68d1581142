import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { MethodDefinition } from './payment.methods.ts';
import type { PaymentMethodRow, PaymentRow, PaymentsTable } from './payment.table.ts';

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
    .orderBy('sort_order')
    .execute();
}

export function findMethod(db: Db, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- payments ----

/** Inserts unless the reference is taken (then undefined: the caller draws another), without aborting a transaction. */
export function insertPayment(db: Db, values: Insertable<PaymentsTable>): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payments')
    .values(values)
    .onConflict((oc) => oc.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
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

/** How many confirmed deposits the player has (the bonus module's first-deposit rule). */
export async function countConfirmedDeposits(db: Db, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .where('type', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
