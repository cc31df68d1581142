import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { signInOperator } from '../modules/ops/ops.test-support.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { SessionData } from '@kasa/contract/auth';
import { type DiceRollData, FairPath } from '@kasa/contract/fair';
import { OpsPath } from '@kasa/contract/ops';
import type { BalanceData } from '@kasa/contract/wallet';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { createTestClock } from '../lib/clock.ts';
import { SEEDED_PROMOTION_FIXES, SEEDED_TEXT_FIXES } from '../modules/content/content.seed.ts';
import type { WebhookDelivery } from '../modules/payment/sandbox-gateway/sandbox-gateway.ts';
import { api } from '../test/test-app.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { createDb, type Db } from './create-db.ts';
import { releaseFixtures, type ReleaseFixture } from './fixtures/release-fixture.ts';
import { MIGRATION_NAMES, MIGRATIONS, migrateToLatest } from './migrate.ts';
import { prepareDatabase } from './prepare.ts';

// A database filled by an earlier release (db/fixtures, made by scripts/make-release-fixture.ts from that release's
// own code: players, deposits, dice rounds, withdrawals, the operator's content edits) is brought to today's schema
// and seed, and today's app runs on it (docs/decisions/0170). PGlite always; with KASA_TEST_DB=postgres the same on a
// fresh PostgreSQL database.

const onPostgres = process.env.KASA_TEST_DB === 'postgres';
const fixtures = releaseFixtures();

/** Money and accounts: every row the release wrote must come through the migrations with its old columns unchanged. */
const KEPT_VERBATIM = [
  'players',
  'wallet_accounts',
  'ledger_transactions',
  'ledger_entries',
  'payments',
] as const;
/** The operator's content: the seed on top must neither duplicate nor rewrite these (besides its documented fixes). */
const OPERATOR_CONTENT = [
  'content_categories',
  'content_pages',
  'content_banners',
  'content_promotions',
  'content_popups',
  'site_options',
] as const;

interface Loaded {
  db: Db;
  drop(): Promise<void>;
}

/** A new, empty database on the engine under test. */
async function emptyDatabase(): Promise<Loaded> {
  if (!onPostgres) {
    const db = createDb({});
    return { db, drop: () => db.destroy() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'upgrade');
  const db = createDb({ databaseUrl: scratch.url });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/** A new database holding the fixture's dump: in-memory PGlite, or a scratch PostgreSQL database. */
async function loadFixture(fixture: ReleaseFixture): Promise<Loaded> {
  const script = fixture.sql();
  if (onPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('KASA_TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(adminUrl, 'upgrade');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query(script);
    } finally {
      await client.end();
    }
    const db = createDb({ databaseUrl: scratch.url });
    return {
      db,
      drop: async () => {
        await db.destroy();
        await scratch.drop();
      },
    };
  }
  // The dump is many statements in one script, which only PGlite's exec runs; then createDb's handle on it.
  const pglite = new PGlite();
  await pglite.exec(script);
  const db = createDb({ pglite });
  return { db, drop: () => db.destroy() };
}

type Row = Record<string, unknown>;

async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${`public.${table}`}) is not null as found`.execute(db);
  return rows[0]!.found;
}

/** Every row as JSON, keyed by its primary key (or the whole row when the table has none). */
async function rowsOf(db: Db, table: string): Promise<Map<string, Row>> {
  const { rows: keyColumns } = await sql<{ column: string }>`
    select a.attname as column
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary
     order by a.attnum`.execute(db);
  const { rows } = await sql<{ row: Row }>`select to_jsonb(t) as row from ${sql.table(table)} t`.execute(db);
  const keyOf = (row: Row) =>
    keyColumns.length > 0 ? JSON.stringify(keyColumns.map((k) => row[k.column])) : JSON.stringify(row);
  return new Map(rows.map(({ row }) => [keyOf(row), row]));
}

/** The migrations the database has applied, in the order they ran. */
async function migrationsIn(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by timestamp, name`.execute(db);
  return rows.map((r) => r.name);
}

async function countOf(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]!.n;
}

/** Rows of `before` missing from `after`, or whose old columns (less `ignore`) changed: none is expected. */
function changedRows(before: Map<string, Row>, after: Map<string, Row>, ignore: string[] = []) {
  const problems: string[] = [];
  for (const [key, old] of before) {
    const now = after.get(key);
    if (!now) {
      problems.push(`row ${key} is gone`);
      continue;
    }
    for (const [column, value] of Object.entries(old)) {
      if (ignore.includes(column)) continue;
      if (JSON.stringify(now[column]) !== JSON.stringify(value)) {
        problems.push(
          `row ${key}: ${column} was ${JSON.stringify(value)}, now ${JSON.stringify(now[column])}`,
        );
      }
    }
  }
  return problems;
}

const testConfig = () =>
  parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
  });

/**
 * Today's start on a database: migrations, seed, then the app (its plugins seed the catalog and content too). `now` is
 * the upgrade's moment: a release's database is upgraded minutes after that release last ran, so its open sessions are
 * still inside the idle timeout and lifetime (docs/decisions/0420) and the test proves the token still works.
 */
async function startApp(db: Db, now = new Date()): Promise<FastifyInstance> {
  const clock = createTestClock(now);
  const config = testConfig();
  await prepareDatabase(db, clock, config.passwordHashCost);
  // The sandbox PSP posts its webhook through app.inject, as in test/test-app.ts.
  const built: { app?: FastifyInstance } = {};
  const deliver: WebhookDelivery = async (url, body, headers) => {
    const response = await built.app!.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body,
      headers,
    });
    return { status: response.statusCode, body: response.body };
  };
  const app = await buildApp(config, { db, clock, sandbox: { deliver } });
  built.app = app;
  await app.ready();
  return app;
}

describe('upgrade from an earlier release’s database', () => {
  it('has the previous release’s database to start from (db/fixtures)', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  describe.each(fixtures.map((fixture) => [fixture.manifest.release.slice(0, 7), fixture] as const))(
    'release %s',
    (_release, fixture) => {
      const { manifest } = fixture;
      let loaded: Loaded;
      let app: FastifyInstance;
      const before = new Map<string, Map<string, Row>>();
      const countsBefore = new Map<string, number>();
      let migratedBefore: string[];
      let applied: string[];
      const afterMigration = new Map<string, Map<string, Row>>();
      const countsAfterMigration = new Map<string, number>();

      beforeAll(async () => {
        loaded = await loadFixture(fixture);
        const { rows } = await sql<{ table: string }>`
          select tablename as table from pg_tables where schemaname = 'public'`.execute(loaded.db);
        for (const { table } of rows) countsBefore.set(table, await countOf(loaded.db, table));
        for (const table of [...KEPT_VERBATIM, ...OPERATOR_CONTENT])
          before.set(table, await rowsOf(loaded.db, table));

        migratedBefore = await migrationsIn(loaded.db);
        applied = await migrateToLatest(loaded.db);
        for (const table of KEPT_VERBATIM) afterMigration.set(table, await rowsOf(loaded.db, table));
        // Tables a migration renamed or merged are not counted here.
        for (const table of countsBefore.keys()) {
          if (await tableExists(loaded.db, table))
            countsAfterMigration.set(table, await countOf(loaded.db, table));
        }
        app = await startApp(loaded.db, new Date(Date.parse(fixture.manifest.madeAt) + 5 * 60_000));
      }, 120_000);

      afterAll(async () => {
        await app?.close();
        await loaded?.drop();
      });

      it('the fixture is what the release left: its players, money movements, payments and content', () => {
        expect(countsBefore.get('players')).toBeGreaterThanOrEqual(manifest.players.length);
        for (const table of [
          'ledger_entries',
          'payments',
          'game_transactions',
          'fair_rounds',
          'content_pages',
        ])
          expect(countsBefore.get(table), table).toBeGreaterThan(0);
      });

      it('applies every migration the release lacked, and the database then lists all of today’s', async () => {
        expect(migratedBefore.length).toBeGreaterThan(0);
        expect([...migratedBefore, ...applied]).toEqual([...MIGRATION_NAMES]);
        expect(await migrationsIn(loaded.db)).toEqual([...MIGRATION_NAMES]);
      });

      it('keeps every player, account, ledger row and payment with its old values; no table loses rows', async () => {
        for (const table of KEPT_VERBATIM) {
          expect(changedRows(before.get(table)!, afterMigration.get(table)!), table).toEqual([]);
        }
        for (const [table, count] of countsAfterMigration) {
          if (!table.startsWith('kysely_'))
            expect(count, table).toBeGreaterThanOrEqual(countsBefore.get(table)!);
        }
      });

      it('the books balance after the upgrade and the start', async () => {
        expect(await app.services.wallet.checkBooks()).toEqual({ ok: true, problems: [] });
      });

      it('the seed on top neither duplicates nor rewrites the operator’s content', async () => {
        // Counts: today's fresh database, plus what the operator added on the release.
        const fresh = createDb({});
        const freshApp = await startApp(fresh);
        try {
          const freshOptions = await rowsOf(fresh, 'site_options');
          const added: Record<string, number> = {
            content_pages: manifest.operator.addedPages.length,
            site_options: manifest.operator.siteOptions.filter(
              (o) => !freshOptions.has(JSON.stringify([o.key])),
            ).length,
          };
          for (const table of OPERATOR_CONTENT) {
            expect(await countOf(loaded.db, table), table).toBe(
              (await countOf(fresh, table)) + (added[table] ?? 0),
            );
          }
        } finally {
          await freshApp.close();
          await fresh.destroy();
        }

        // Rows: as the release left them, but for the seed's documented text fixes (content.seed.ts).
        const expectedPages = new Map(
          [...before.get('content_pages')!].map(([key, row]) => {
            const fixed = { ...row };
            for (const fix of SEEDED_TEXT_FIXES) {
              if (fixed.id === fix.page && typeof fixed[fix.column] === 'string') {
                fixed[fix.column] = (fixed[fix.column] as string).replace(fix.was, fix.now);
              }
            }
            return [key, fixed];
          }),
        );
        const expectedPromotions = new Map(
          [...before.get('content_promotions')!].map(([key, row]) => {
            const fixed = { ...row };
            for (const fix of SEEDED_PROMOTION_FIXES) {
              if (fixed.id === fix.promotion && typeof fixed[fix.column] === 'string') {
                fixed[fix.column] = (fixed[fix.column] as string).replace(fix.was, fix.now);
              }
            }
            return [key, fixed];
          }),
        );
        // Migration 0049 points Live TV at the site's live centre where it still held the dead seeded address.
        const expectedOptions = new Map(
          [...before.get('site_options')!].map(([key, row]) => [
            key,
            row.key === 'liveTv' && row.value === 'https://tv.kasa.bet'
              ? { ...row, value: '/canli-tv' }
              : row,
          ]),
        );
        for (const table of OPERATOR_CONTENT) {
          const expected =
            table === 'content_pages'
              ? expectedPages
              : table === 'content_promotions'
                ? expectedPromotions
                : table === 'site_options'
                  ? expectedOptions
                  : before.get(table)!;
          expect(changedRows(expected, await rowsOf(loaded.db, table), ['updated_at']), table).toEqual([]);
        }

        for (const page of manifest.operator.editedPages) {
          const row = await loaded.db
            .selectFrom('content_pages')
            .select(['title_en', 'body_en'])
            .where('id', '=', page.id)
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ title_en: page.titleEn, body_en: page.bodyEn });
        }
        for (const option of manifest.operator.siteOptions) {
          const row = await loaded.db
            .selectFrom('site_options')
            .select(['value', 'is_active'])
            .where('key', '=', option.key)
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ value: option.value, is_active: option.status });
        }
      }, 90_000);

      it('an old player logs in with the old password and sees the balance the release showed', async () => {
        const client = api(app);
        for (const [i, player] of manifest.players.entries()) {
          const login = await client.post<SessionData>(
            ApiPath.login,
            { username: player.username, password: manifest.password },
            { ip: `10.250.0.${i + 1}` },
          );
          expect(login.status, player.username).toBe(200);
          expect(login.body.data.usercode).toBe(player.playerId);
          const balance = await client.get<BalanceData>(ApiPath.balance, { token: login.body.data.token });
          expect(balance.status).toBe(200);
          expect(balance.body.data).toEqual({ balance: player.balance, bonusBalance: player.bonusBalance });
        }
      });

      it('a player signed in on the release is still signed in: the old session token works', async () => {
        const { openSession } = manifest;
        const player = manifest.players.find((p) => p.username === openSession.username)!;
        const balance = await api(app).get<BalanceData>(ApiPath.balance, { token: openSession.token });
        expect(balance.status).toBe(200);
        expect(balance.body.data).toEqual({ balance: player.balance, bonusBalance: player.bonusBalance });
      });

      it('payments the release left open are finished by today’s code: a withdrawal rejected, a deposit paid', async () => {
        const client = api(app);
        const balanceOf = async (username: string, ip: string) => {
          const login = await client.post<SessionData>(
            ApiPath.login,
            { username, password: manifest.password },
            { ip },
          );
          expect(login.status, username).toBe(200);
          const res = await client.get<BalanceData>(ApiPath.balance, { token: login.body.data.token });
          return res.body.data.balance;
        };

        const { openWithdrawal, openDeposit } = manifest;
        const before = await balanceOf(openWithdrawal.username, '10.250.2.1');
        // The release had no operator accounts (one shared token); today's migration adds them, and one signs in.
        const operator = await signInOperator(app, ['payments'], 'upgrade-test');
        const rejected = await app.inject({
          method: 'POST',
          url: `/api/${OpsPath.rejectWithdrawal.replace(':reference', openWithdrawal.reference)}`,
          headers: operator.headers,
          payload: { note: 'after the upgrade' },
        });
        expect(rejected.statusCode, rejected.body).toBe(200);
        expect(await balanceOf(openWithdrawal.username, '10.250.2.2')).toBeCloseTo(
          before + openWithdrawal.amount,
          2,
        );

        const depositor = manifest.players.find((p) => p.username === openDeposit.username)!;
        const paid = await app.inject({
          method: 'POST',
          url: openDeposit.pagePath,
          payload: 'action=pay',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(paid.statusCode).toBe(200);
        expect(paid.body).toContain('data-outcome="paid"');
        expect(await balanceOf(openDeposit.username, '10.250.2.3')).toBeCloseTo(
          depositor.balance + openDeposit.amount,
          2,
        );
        expect(await app.services.wallet.checkBooks()).toEqual({ ok: true, problems: [] });
      });

      it('an old player plays on (a dice round on the old seed pair) and the books still balance', async () => {
        const client = api(app);
        const player = manifest.players.find((p) => p.balance >= 10)!;
        const login = await client.post<SessionData>(
          ApiPath.login,
          { username: player.username, password: manifest.password },
          { ip: '10.250.1.1' },
        );
        const token = login.body.data.token;
        const before = (await client.get<BalanceData>(ApiPath.balance, { token })).body.data.balance;
        const launch = await client.post<string>(ApiPath.originalsLaunch, { code: 'kasa-dice' }, { token });
        expect(launch.status).toBe(200);
        const session = new URL(launch.body.data, 'http://x').searchParams.get('session')!;
        const roll = await client.post<DiceRollData>(
          FairPath.diceRoll,
          { amount: 1, target: 50, direction: 'over' },
          { headers: { 'x-game-session': session } },
        );
        expect(roll.status, JSON.stringify(roll.body)).toBe(200);
        const balance = await client.get<BalanceData>(ApiPath.balance, { token });
        expect(balance.body.data.balance).toBeCloseTo(before - 1 + roll.body.data.bet.payout, 2);
        expect(await app.services.wallet.checkBooks()).toEqual({ ok: true, problems: [] });
      });
    },
  );
});

describe('the upgrade test catches a migration that breaks old data', () => {
  // A new NOT NULL column without a default: harmless on an empty database, fatal on one with players.
  const broken = {
    ...MIGRATIONS,
    '9999-broken': {
      up: (db: Kysely<unknown>) =>
        db.schema
          .alterTable('players')
          .addColumn('nickname', 'text', (c) => c.notNull())
          .execute(),
    },
  };
  const migrate = async (db: Db) => {
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => broken },
    }).migrateToLatest();
    return error;
  };

  it('passes on a new, empty database', async () => {
    const empty = await emptyDatabase();
    try {
      expect(await migrate(empty.db)).toBeUndefined();
    } finally {
      await empty.drop();
    }
  });

  it('fails on the release’s database', async () => {
    expect(fixtures.length).toBeGreaterThan(0);
    const loaded = await loadFixture(fixtures.at(-1)!);
    try {
      expect(String(await migrate(loaded.db))).toMatch(/nickname/);
    } finally {
      await loaded.drop();
    }
  });
});
