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
import { NotificationType } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { createDb } from '../apps/server/src/db/create-db.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { fastRegistration } from '../apps/server/src/test/fixtures.ts';
import { serveBench, wallNow } from './processes.ts';

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
      for (let i = 0; i < count; i++) {
        const n = registered++;
        // One address per player: the per-address registration limit is not what is measured.
        const session = await auth.register(fastRegistration({ trialBonus: 0 }), {
          ip: `10.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
          userAgent: 'kasa-bench',
          fingerprint: null,
        });
        if (funds > 0) {
          await wallet.creditDeposit({
            key: `bench-fund:${session.usercode}`,
            playerId: session.usercode,
            amount: funds,
          });
        }
        out.push({ id: session.usercode, token: session.token });
      }
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
