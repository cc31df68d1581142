// `npm run deploy:local -- --nodes 3`: N nodes on PostgreSQL and Redis behind HAProxy, as processes on this machine.
// Prints the address; Ctrl-C stops the nodes (each drains) and then HAProxy. See deploy/README.md.
//
//   --nodes N              nodes (default 3)
//   --port P               HAProxy's port (default 8080); node i listens on P + i
//   --stats-port S         HAProxy's statistics page (default P + 50)
//   --database-url URL     the shared database, created when missing (default $DATABASE_URL or
//                          postgres://postgres@127.0.0.1:5432/kasa_local)
//   --fresh                drop and recreate that database first
//   --redis-url URL        default $REDIS_URL or redis://127.0.0.1:6379
//   --work-dir DIR         node logs, HAProxy's log and configuration (default $TMPDIR/kasa-deploy-<port>)
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildOnce, Cluster } from './cluster.ts';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'stats-port': { type: 'string' },
    'database-url': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'redis-url': { type: 'string' },
    'work-dir': { type: 'string' },
  },
});
const nodes = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 32) throw new Error('--nodes: 1 to 32');
if (!Number.isInteger(port) || port < 1 || port + nodes > 65535) throw new Error('--port: a free port');

buildOnce();
const cluster = new Cluster({
  nodes,
  port,
  statsPort: Number(values['stats-port'] ?? port + 50),
  databaseUrl:
    values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kasa_local',
  fresh: values.fresh,
  redisUrl: values['redis-url'] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: `kasa-local-${randomBytes(4).toString('hex')}`,
  workDir: values['work-dir'] ?? path.join(tmpdir(), `kasa-deploy-${port}`),
});

let stopping = false;
const stop = async (why: string) => {
  if (stopping) return;
  stopping = true;
  console.log(
    `\n${why}: stopping the nodes (each drains ${cluster.nodeEnv(cluster.nodes[0]!).SHUTDOWN_DRAIN_MS} ms) and HAProxy …`,
  );
  await cluster.stop();
  console.log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('Ctrl-C'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  const started = performance.now();
  await cluster.start();
  console.log(`
Kasa on ${nodes} node${nodes === 1 ? '' : 's'} behind HAProxy (up in ${((performance.now() - started) / 1000).toFixed(1)} s):

  site            ${cluster.url}
  HAProxy stats   ${cluster.statsUrl}
  nodes           ${cluster.nodes.map((node) => `http://127.0.0.1:${node.port} (pid ${node.child?.pid})`).join('\n                  ')}
  database        ${cluster.options.databaseUrl}
  redis           ${cluster.options.redisUrl} (prefix ${cluster.options.redisPrefix})
  logs            ${cluster.options.workDir}
  operators       DATABASE_URL=${cluster.options.databaseUrl} PUBLIC_URL=${cluster.url} npm run ops -- create-operator <name> --roles admin
                  then PUBLIC_URL=${cluster.url} npm run ops -- login

Ctrl-C stops everything.`);
} catch (error) {
  console.error((error as Error).message);
  await cluster.stop();
  process.exit(1);
}
