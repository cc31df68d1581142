import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

interface TestDb {
  items: { id: number; name: string };
}

describe('PGlite dialect', () => {
  let db: Kysely<TestDb>;
  let dialect: PGliteDialect;

  beforeAll(async () => {
    dialect = new PGliteDialect(new PGlite());
    db = new Kysely<TestDb>({ dialect });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
  });
  afterAll(async () => db.destroy());
  beforeEach(async () => {
    await db.deleteFrom('items').execute();
  });

  const names = async () =>
    (await db.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name);

  it('a transaction that throws leaves no write behind while a concurrent one commits', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, name: 'rolled back' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('boom');
    });
    const succeeding = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 2, name: 'committed' }).execute();
    });
    const [failed, succeeded] = await Promise.allSettled([failing, succeeding]);
    expect(failed.status).toBe('rejected');
    expect(succeeded.status).toBe('fulfilled');
    expect(await names()).toEqual(['committed']);
  });

  it('the committing transaction survives even when it started first and the other one throws later', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: i, name: `t${i}` })
            .execute();
          if (i % 2 === 1) throw new Error(`fail ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect(await names()).toEqual(['t0', 't2', 't4', 't6', 't8']);
  });

  it('lone queries issued while a transaction is open neither see nor join its uncommitted work', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => {
      inserted = resolve;
    });

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 100, name: 'uncommitted' }).execute();
      inserted();
      await held;
      throw new Error('roll it back');
    });
    await insertedInTransaction;

    // Queued behind the transaction: they run after its rollback, so they cannot see its row…
    const reads = Array.from({ length: 20 }, () => db.selectFrom('items').select('id').execute());
    // …and a write issued meanwhile is not swept away by that rollback.
    const write = db.insertInto('items').values({ id: 200, name: 'outside' }).execute();
    releaseTransaction();

    await expect(transaction).rejects.toThrow('roll it back');
    const readResults = await Promise.all(reads);
    await write;
    for (const rows of readResults) expect(rows.map((r) => r.id)).not.toContain(100);
    expect(await names()).toEqual(['outside']);
  });

  it('a failing statement inside a transaction rolls the whole transaction back and frees the session', async () => {
    await db.insertInto('items').values({ id: 1, name: 'existing' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 2, name: 'first' }).execute();
        await trx.insertInto('items').values({ id: 1, name: 'duplicate' }).execute();
      }),
    ).rejects.toThrow();
    expect(await names()).toEqual(['existing']);
  });

  it('reports affected rows for writes', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      .execute();
    const result = await db.updateTable('items').set({ name: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('raw SQL from the job queue waits for an open transaction instead of running inside it', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, name: 'uncommitted' }).execute();
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertedOnce;
    // pg-boss's parameterised query and its multi-statement script, issued while the transaction is open.
    const read = dialect.executeSql('select count(*)::int as n from items where id = $1', [1]);
    const script = dialect.executeSql(`begin; insert into items (id, name) values (2, 'script'); commit;`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseTransaction();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await read).rows).toEqual([{ n: 0 }]);
    await script;
    expect(await names()).toEqual(['script']);
  });

  it('a failing raw script leaves no transaction open on the session', async () => {
    await expect(
      dialect.executeSql(`begin; insert into items (id, name) values (3, 'lost'); select 1/0; commit;`),
    ).rejects.toThrow(/division by zero/);
    // Were the script's transaction still open (aborted), this insert would fail and the rollback below take it.
    await db.insertInto('items').values({ id: 4, name: 'after' }).execute();
    await sql`rollback`.execute(db).catch(() => {});
    expect(await names()).toEqual(['after']);
  });
});
