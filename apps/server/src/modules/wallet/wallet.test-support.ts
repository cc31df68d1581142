import { sql } from 'kysely';
import { expect } from 'vitest';
import type { MessageKey } from '@kasa/contract/messages';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import { registration } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A player with open wallet accounts, made straight through the services (no HTTP, no password hashing). */
export async function createPlayer(t: TestApp): Promise<string> {
  const r = registration();
  const { players, wallet } = t.app.services;
  return t.db.transaction().execute(async (tx) => {
    const player = await players.create(
      {
        username: r.username,
        email: r.email,
        passwordHash: 'not-used-for-login',
        name: r.name,
        surname: r.surname,
        phone: r.phone,
        personalNo: r.PersonalNo,
        birthDate: r.birthDate,
        countryId: r.country,
        currencyId: r.currencyId,
        trialBonus: false,
        isFast: false,
        referrerId: null,
      },
      tx,
    );
    await wallet.openAccounts(player.id, tx);
    return player.id;
  });
}

/** How many ledger rows exist: a refused movement must leave both unchanged. */
export async function ledgerSize(db: Db): Promise<{ transactions: number; entries: number }> {
  const { rows } = await sql<{ transactions: string; entries: string }>`
    select (select count(*) from ledger_transactions) as transactions,
           (select count(*) from ledger_entries) as entries`.execute(db);
  return { transactions: Number(rows[0]?.transactions), entries: Number(rows[0]?.entries) };
}

/** Awaits a promise that must fail with an AppError of this status and message key. */
export async function expectAppError(
  promise: Promise<unknown>,
  status: number,
  key: MessageKey,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${status} ${key}`).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).messageRef.split(':')[0]).toBe(key);
}

/** Whether this run's test database is PostgreSQL (KASA_TEST_DB=postgres) rather than PGlite. */
export const onPostgres = process.env.KASA_TEST_DB === 'postgres';
