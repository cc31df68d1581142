/**
 * The app as the bench measures it: started the way `apps/server/src/server.ts` starts it (configuration from the
 * environment, database migrated and seeded, `buildApp`, listen), in a process of its own (processes.ts), with the
 * production configuration the bench hands in (NODE_ENV=production, LOG_LEVEL=warn, PGlite in DATA_DIR or
 * PostgreSQL at DATABASE_URL). Besides HTTP it answers a few bench calls over IPC, for what only the server's own
 * process can do and that is not being measured, or that the measurement needs to start at a known instant:
 *
 * - `players`: registers players through the auth service (a session each) and funds them through the ledger;
 * - `pspSession`: the sandbox PSP's look-up of its own payment session (provider reference, merchant reference,
 *   amount), which a real PSP knows without asking us;
 * - `notify`: writes one notification per player through the notification service, then publishes them all (the
 *   path a payment decision or a bonus takes after its commit) and answers the wall-clock instant of the publish.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NotificationType } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import type * as AppModule from '../apps/server/src/app.ts';
import type * as EnvModule from '../apps/server/src/config/env.ts';
import type * as DbModule from '../apps/server/src/db/create-db.ts';
import type * as PrepareModule from '../apps/server/src/db/prepare.ts';
import type * as ClockModule from '../apps/server/src/lib/clock.ts';
import type * as FixturesModule from '../apps/server/src/test/fixtures.ts';
import { REPO_DIR, serveBench, wallNow } from './processes.ts';

// The server's source: this checkout's, or BENCH_APP_DIR's (another checkout, e.g. the commit before a change, with
// its own `npm ci`), so one bench measures both sides of a change in one quiet moment of the machine.
const SERVER_SRC = resolve(process.env.BENCH_APP_DIR || REPO_DIR, 'apps/server/src');
const load = <T>(path: string) => import(pathToFileURL(resolve(SERVER_SRC, path)).href) as Promise<T>;
const { buildApp } = await load<typeof AppModule>('app.ts');
const { parseEnv } = await load<typeof EnvModule>('config/env.ts');
const { createDb } = await load<typeof DbModule>('db/create-db.ts');
const { prepareDatabase } = await load<typeof PrepareModule>('db/prepare.ts');
const { systemClock } = await load<typeof ClockModule>('lib/clock.ts');
const { fastRegistration } = await load<typeof FixturesModule>('test/fixtures.ts');

const config = parseEnv(process.env);
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(db, systemClock, config.passwordHashCost);
const app = await buildApp(config, { db, clock: systemClock });
await app.listen({ port: config.port, host: config.host });
const { auth, wallet, sandboxGateway, notification } = app.services;

let registered = 0;

serveBench(
  (app.server.address() as AddressInfo).port,
  {
    /** `count` new players, each with a session (token) and `funds` kuruş of cash. */
    async players({ count, funds }: { count: number; funds: number }) {
      const out: Array<{ id: string; token: string }> = [];
      const one = async () => {
        const n = registered++;
        // One address per player: the per-address registration limit is not what is measured.
        const outcome = await auth.register(fastRegistration({ trialBonus: 0 }), {
          ip: `10.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
          userAgent: 'kasa-bench',
          fingerprint: null,
        });
        if (outcome.kind !== 'session') throw new Error('a bench player must get a session at registration');
        const session = outcome.session;
        if (funds > 0) {
          await wallet.creditDeposit({
            key: `bench-fund:${session.usercode}`,
            playerId: session.usercode,
            amount: funds,
          });
        }
        out.push({ id: session.usercode, token: session.token });
      };
      // A few at a time: PostgreSQL registers them in parallel, PGlite one after the other anyway.
      let left = count;
      await Promise.all(
        Array.from({ length: Math.min(8, count) }, async () => {
          while (left > 0) {
            left--;
            await one();
          }
        }),
      );
      return out;
    },

    async pspSession({ token }: { token: string }) {
      const session = await sandboxGateway.findSession(token);
      if (!session) throw new Error(`no sandbox session ${token}`);
      return {
        providerReference: session.provider_reference,
        reference: session.merchant_reference,
        amount: Number(session.amount),
      };
    },

    async notify({ playerIds, wave }: { playerIds: string[]; wave: number }) {
      const created: Array<[string, Notification]> = [];
      for (const playerId of playerIds) {
        const one = await notification.create({
          playerId,
          type: NotificationType.Deposit,
          title: 'n.depositConfirmed.title',
          note: 'n.depositConfirmed.note',
          args: ['100,00 ₺', `DP-BENCH${wave}`],
        });
        created.push([playerId, one]);
        // Let the hub's I/O run between the writes: on PGlite a long chain of queries would otherwise hold the event
        // loop (pings unanswered, sockets dropped) before the measured publish even begins.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const t0 = wallNow();
      for (const [playerId, one] of created) notification.publish(playerId, one);
      return { t0, publishMs: wallNow() - t0 };
    },
  },
  async () => {
    await app.close();
    await db.destroy();
  },
);
