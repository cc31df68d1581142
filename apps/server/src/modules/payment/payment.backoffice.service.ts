import { sql } from 'kysely';
import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { Db } from '../../db/create-db.ts';
import { toOps } from './payment.service.ts';

// The payment module's reads for the back office (modules/backoffice, docs/decisions/0510). Kuruş as text.

/** Confirmed deposits and withdrawals per Europe/Istanbul day of their decision in [from, to). */
export async function confirmedByDay(db: Db, from: Date, to: Date) {
  const { rows } = await sql<{ day: string; deposits: string; withdrawals: string }>`
    select to_char(coalesce(decided_at, updated_at) at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day,
           coalesce(sum(amount) filter (where type = ${TransactionType.Deposit}), 0) as deposits,
           coalesce(sum(amount) filter (where type = ${TransactionType.Withdraw}), 0) as withdrawals
      from payments
     where status = ${sql.lit(TransactionStatus.Confirmed)}
       and coalesce(decided_at, updated_at) >= ${from} and coalesce(decided_at, updated_at) < ${to}
     group by 1`.execute(db);
  return new Map(
    rows.map((r) => [r.day, { deposits: String(r.deposits), withdrawals: String(r.withdrawals) }]),
  );
}

/** Pending deposits, and the references of pending withdrawals. */
export async function pendingQueues(db: Db) {
  const rows = await db
    .selectFrom('payments')
    .select(['type', 'reference'])
    .where('status', '=', TransactionStatus.Pending)
    .execute();
  return {
    deposits: rows.filter((r) => r.type === TransactionType.Deposit).length,
    withdrawalReferences: rows.filter((r) => r.type === TransactionType.Withdraw).map((r) => r.reference),
  };
}

/** Players who used an IBAN that starts with `iban` (spaces ignored, any case) in a payment's details. */
export async function playersByIban(db: Db, iban: string): Promise<string[]> {
  const prefix = iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[%_\\]/g, '');
  if (prefix.length < 4) return [];
  const { rows } = await sql<{ player_id: string }>`
    select distinct player_id from payments
     where upper(replace(detail->>'iban', ' ', '')) like ${`${prefix}%`}
     limit 1000`.execute(db);
  return rows.map((r) => String(r.player_id));
}

/** The IBAN of the player's latest payment that had one. */
export async function latestIban(db: Db, playerId: string): Promise<string | null> {
  const { rows } = await sql<{ iban: string }>`
    select detail->>'iban' as iban from payments
     where player_id = ${playerId} and detail->>'iban' is not null
     order by id desc limit 1`.execute(db);
  return rows[0]?.iban ?? null;
}

/** Confirmed deposits and withdrawals over the account's life. */
export async function playerPaymentTotals(db: Db, playerId: string) {
  const { rows } = await sql<{ deposits: string; withdrawals: string }>`
    select coalesce(sum(amount) filter (where type = ${TransactionType.Deposit}), 0) as deposits,
           coalesce(sum(amount) filter (where type = ${TransactionType.Withdraw}), 0) as withdrawals
      from payments where player_id = ${playerId} and status = ${TransactionStatus.Confirmed}`.execute(db);
  return { deposits: String(rows[0]?.deposits ?? '0'), withdrawals: String(rows[0]?.withdrawals ?? '0') };
}

/** The player's deposits and withdrawals, newest first. */
export async function playerPayments(
  db: Db,
  playerId: string,
  username: string | null,
  skip: number,
  take: number,
) {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .selectAll('p')
    .select('m.code as method_code')
    .where('p.player_id', '=', playerId)
    .orderBy('p.id', 'desc')
    .limit(take)
    .offset(skip)
    .execute();
  const counted = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { total: Number(counted.n), items: rows.map((row) => toOps(row, row.method_code, username)) };
}

export interface MethodFlowRow {
  method_id: number;
  code: string;
  title_tr: string;
  title_en: string;
  type: number;
  confirmed_count: string;
  confirmed_amount: string;
  pending_count: string;
  rejected_count: string;
}

/**
 * Payments per method created in [from, to) (docs/decisions/0513): how many were confirmed and for how much, how many
 * still wait, how many were rejected (rejected, cancelled or failed). Every method is listed, with zeros if unused.
 */
export async function paymentsByMethod(db: Db, from: Date, to: Date): Promise<MethodFlowRow[]> {
  const { rows } = await sql<MethodFlowRow>`
    select m.id as method_id, m.code, m.title_tr, m.title_en, m.type,
           count(p.id) filter (where p.status = ${sql.lit(TransactionStatus.Confirmed)}) as confirmed_count,
           coalesce(sum(p.amount) filter (where p.status = ${sql.lit(TransactionStatus.Confirmed)}), 0)
             as confirmed_amount,
           count(p.id) filter (where p.status = ${sql.lit(TransactionStatus.Pending)}) as pending_count,
           count(p.id) filter (where p.status in (${sql.lit(TransactionStatus.Rejected)},
                                                  ${sql.lit(TransactionStatus.Cancelled)})) as rejected_count
      from payment_methods m
      left join payments p on p.method_id = m.id and p.created_at >= ${from} and p.created_at < ${to}
     group by m.id, m.code, m.title_tr, m.title_en, m.type
     order by m.type, coalesce(m.operator_sort_order, m.sort_order), m.id`.execute(db);
  return rows;
}
