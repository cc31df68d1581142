import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { createDb } from './db/create-db.ts';
import { prepareDatabase } from './db/prepare.ts';
import { systemClock } from './lib/clock.ts';
import { shutdown } from './plugins/lifecycle.ts';

// Process entry: configuration, database (migrated and seeded), the app on a port, and a graceful stop.
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The demo operator of the README exists only outside production (decision 0500).
await prepareDatabase(db, systemClock, config.passwordHashCost, {
  demoOperator: !config.isProduction,
  operatorSecretKey: config.operatorSecretKey,
});
const app = await buildApp(config, { db, clock: systemClock });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down: draining');
  try {
    // /ready → 503 and loops stop; after the drain: no new connections, sockets moved, in-flight requests finish.
    await shutdown(app, config.shutdown);
    await db.destroy(); // last: the requests that just finished needed it
    app.log.info('shut down cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

if (config.sandbox.ephemeralSecret) {
  app.log.warn(
    'SANDBOX_WEBHOOK_SECRET is not set: the sandbox payment webhook uses a random secret of this process (one node only)',
  );
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`, env: config.nodeEnv },
    `Kasa listening on port ${config.port} (public address ${config.publicUrl})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await db.destroy();
  process.exit(1);
}
