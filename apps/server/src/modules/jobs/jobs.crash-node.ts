import { createDb } from '../../db/create-db.ts';
import { createJobsService } from './jobs.service.ts';

// A node that dies: run as its own process by jobs.test.ts (PostgreSQL only), killed with SIGKILL while its handler
// runs. It sends one job to `test-crash`, prints `RUNNING <id>` when its handler has started, and never finishes it.
const url = process.argv[2];
if (!url) throw new Error('usage: jobs.crash-node.ts <postgres url>');
const db = createDb({ databaseUrl: url });
const log = {
  info() {},
  warn() {},
  error: (details: object, message: string) => console.error(message, details),
};
const jobs = createJobsService<{ 'test-crash': { n: number } }>({
  db,
  log,
  options: { schedules: false, pollingIntervalSeconds: 0.5 },
});
await jobs.work(
  'test-crash',
  async (_data, job) => {
    console.log(`RUNNING ${job.id}`);
    await new Promise(() => {});
  },
  // Expires 1 s after it started: how soon another node may take over a job whose node died.
  { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 1 },
);
await jobs.start();
await jobs.send('test-crash', { n: 1 });
