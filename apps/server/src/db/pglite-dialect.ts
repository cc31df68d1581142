import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Per-type text parsers for results, by PostgreSQL type OID (e.g. keep INT8 as a string). */
export type PGliteParsers = Record<number, (value: string) => unknown>;

/**
 * A Kysely dialect over PGlite. PGlite is ONE PostgreSQL session, so a transaction's BEGIN … COMMIT would otherwise be
 * shared by every query that runs meanwhile (they would join it, and a rollback would take their writes with it).
 * The driver hands out its single connection under a mutex: Kysely acquires a connection for each lone query and for a
 * whole transaction, so a transaction holds the session exclusively from BEGIN to COMMIT/ROLLBACK and everything else
 * queues behind it.
 *
 * Consequence for code: inside `db.transaction().execute(trx => …)` use `trx` only. A query on `db` there waits for the
 * transaction that is waiting for it (on PostgreSQL it would merely miss the uncommitted rows: a bug either way).
 */
export class PGliteDialect implements Dialect {
  private driver: PGliteDriver | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly parsers: PGliteParsers = {},
  ) {}

  createDriver(): Driver {
    this.driver = new PGliteDriver(this.pglite, this.parsers);
    return this.driver;
  }

  /**
   * Runs SQL for a library that brings its own statements (the job queue, pg-boss) on the same session, in the same
   * FIFO as Kysely's queries and transactions: it never runs inside another caller's transaction, and nothing runs
   * inside its own. Without `values` the text may hold several statements (an install script with its own BEGIN …
   * COMMIT): it is sent as one simple query, and a failure rolls back whatever transaction the script left open so
   * the session is clean for the next holder.
   */
  async executeSql(
    text: string,
    values?: readonly unknown[],
  ): Promise<{ rows: unknown[]; rowCount: number }> {
    if (!this.driver) throw new Error('the PGlite dialect has no driver yet (Kysely not built)');
    return this.driver.executeSql(text, values);
  }

  /** The session as a pool of one, for metrics: whether it is held and how many wait for it. */
  stats(): { total: number; idle: number; waiting: number } {
    const waiting = this.driver?.waiting ?? 0;
    const held = this.driver?.held ?? false;
    return { total: 1, idle: held ? 0 : 1, waiting };
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** A FIFO mutex: `lock()` resolves with the function that releases it. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Lock calls not yet released: the holder (if any) and everyone queued behind it. */
  private pending = 0;

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = () => {
        this.pending--;
        resolve();
      };
    });
    this.pending++;
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return acquired;
  }

  get held(): boolean {
    return this.pending > 0;
  }

  get waiting(): number {
    return Math.max(this.pending - 1, 0);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly parsers: PGliteParsers,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
      parsers: this.parsers,
    });
    const isWrite = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command ?? '');
    return {
      rows: result.rows,
      ...(isWrite ? { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PGlite dialect does not support streaming queries.');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private readonly parsers: PGliteParsers;
  private readonly releases = new Map<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    parsers: PGliteParsers,
  ) {
    this.connection = new PGliteConnection(pglite, parsers);
    this.parsers = parsers;
  }

  get held(): boolean {
    return this.mutex.held;
  }

  get waiting(): number {
    return this.mutex.waiting;
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async executeSql(
    text: string,
    values?: readonly unknown[],
  ): Promise<{ rows: unknown[]; rowCount: number }> {
    await this.pglite.waitReady;
    const release = await this.mutex.lock();
    try {
      if (values === undefined) {
        try {
          const results = await this.pglite.exec(text, { parsers: this.parsers });
          const last = results.at(-1);
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
        } catch (error) {
          await this.pglite.exec('rollback').catch(() => {});
          throw error;
        }
      }
      // pg turns undefined parameters into NULL; PGlite needs it said.
      const result = await this.pglite.query(
        text,
        values.map((value) => (value === undefined ? null : value)),
        { parsers: this.parsers },
      );
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    } finally {
      release();
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // PGlite has no other session to isolate from, but the statement keeps the same SQL valid on PostgreSQL.
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(modes.length > 0 ? `begin ${modes.join(', ')}` : 'begin'),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async destroy(): Promise<void> {
    // Wait for whatever holds the session, then close it.
    const release = await this.mutex.lock();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
