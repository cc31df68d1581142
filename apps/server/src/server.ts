import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { createDb } from './db/create-db.ts';
import { prepareDatabase } from './db/prepare.ts';
import { systemClock } from './lib/clock.ts';

// Process entry: configuration, database (migrated and seeded), the app on a port, and a clean stop.
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(db, systemClock, config.passwordHashCost);
const app = await buildApp(config, { db, clock: systemClock });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
