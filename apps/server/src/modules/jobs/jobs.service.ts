import PgBoss from 'pg-boss';
import type { Db } from '../../db/create-db.ts';
import { sqlExecutor, transactionExecutor } from '../../db/create-db.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The durable job queue (docs/decisions/0160): pg-boss on the application's own database connections — the pg pool on
 * PostgreSQL, the one session's FIFO on PGlite. A job is a row until a node has run its handler to the end: it survives
 * a crash and runs on whichever node is alive. Delivery is at least once (a node that dies mid-handler leaves the job
 * to be retried after its expiry), so every handler must be idempotent: running it twice has the effect of once.
 */

export interface QueuePolicy {
  /**
   * pg-boss's queue policy: 'standard' (default) keeps every job sent; 'short' keeps at most one job per singleton key
   * waiting to start (a repeat send while one waits returns null).
   */
  policy?: 'standard' | 'short';
  /** Attempts after the first; a job that failed them all stays `failed` (visible, counted). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay each retry (with jitter). */
  retryBackoff?: boolean;
  /** A handler running longer is failed (and retried); also how long a crashed node's job waits to be retried. */
  expireInSeconds: number;
}

export const DEFAULT_POLICY: QueuePolicy = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

export interface JobInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<P> = (data: P, job: JobInfo) => Promise<void>;

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** With a 'short' queue: at most one job with this key waits to start (a repeat send meanwhile returns null). */
  singletonKey?: string;
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: Transaction<Database>;
}

export interface JobsOptions {
  /** Register the recurring (cron) jobs. Off under NODE_ENV=test: tests run sweeps with their clock. */
  schedules: boolean;
  /** How often an idle worker looks for work (a send on this node wakes its worker at once). Default 2. */
  pollingIntervalSeconds?: number;
  /** How often a node checks whether a cron tick is due (one node per interval does). Default 30. */
  cronMonitorIntervalSeconds?: number;
  /** How often the node that found a cron tick due looks for ticks to send. Default 5. */
  cronWorkerIntervalSeconds?: number;
  /** How often expired and old jobs are handled (one node per interval). Default 120. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running handlers before failing them back to the queue. Default 10 000. */
  stopTimeoutMs?: number;
}

export interface JobCount {
  queue: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The advisory lock that lets one node at a time install or upgrade pg-boss's schema and declare queues. */
const INSTALL_LOCK = 'kasa:jobs:install';

/** `M` maps each queue name to its job data (the application's map is `AppJobs`, lib/app-jobs.ts). */
export function createJobsService<M>({ db, log, options }: { db: Db; log: Logger; options: JobsOptions }) {
  type Name = keyof M & string;
  const executor = sqlExecutor(db);
  const boss = new PgBoss({
    db: executor,
    schedule: options.schedules,
    supervise: true,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
    ...(options.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
      : {}),
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  // pg-boss reports failures of its own loops (polling, maintenance, cron) as events; unheard, one would crash us.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<Name, { handler: JobHandler<never>; policy: QueuePolicy }>();
  const schedules = new Map<Name, string>();
  const workerIds = new Map<Name, string>();
  let starting: Promise<void> | null = null;
  let started = false;
  let stopped = false;

  async function declareQueue(name: Name, policy: QueuePolicy) {
    const settings = {
      policy: policy.policy ?? 'standard',
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff ?? false,
      expireInSeconds: policy.expireInSeconds,
    };
    await boss.createQueue(name, { name, ...settings }); // nothing when it exists
    await boss.updateQueue(name, { name, ...settings }); // a changed policy applies to jobs sent from now on
  }

  async function startWorker(name: Name) {
    const queue = queues.get(name);
    if (!queue) return;
    const id = await boss.work<unknown>(
      name,
      {
        includeMetadata: true,
        ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      },
      async ([job]) => {
        if (!job) return;
        // pg-boss's worker sleeps out its polling interval even after a job; woken, it fetches again at once, so a
        // backlog drains at one job per round trip and an empty queue is polled at the interval.
        const self = workerIds.get(name);
        if (self) boss.notifyWorker(self);
        try {
          await queue.handler(job.data as never, { id: job.id, retryCount: job.retryCount });
        } catch (error) {
          log.warn(
            { err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1 },
            'job failed; it is retried while attempts remain',
          );
          throw error;
        }
      },
    );
    workerIds.set(name, id);
  }

  async function start(): Promise<void> {
    if (stopped) throw new Error('the job queue was stopped');
    starting ??= (async () => {
      // Nodes starting together take turns: the first installs (or upgrades) pg-boss's schema and declares the
      // queues, the others then find them in place.
      await executor.withAdvisoryLock(INSTALL_LOCK, async () => {
        await boss.start();
        for (const [name, { policy }] of queues) await declareQueue(name, policy);
        if (options.schedules) {
          for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
          // A recurring job removed from the code stops recurring.
          for (const { name } of await boss.getSchedules()) {
            if (!schedules.has(name as Name)) await boss.unschedule(name);
          }
        }
      });
      for (const name of queues.keys()) await startWorker(name);
      started = true;
    })();
    return starting;
  }

  return {
    /**
     * Declares a queue and the handler this node runs for it. Before start() it is declared with the others; after,
     * at once. The handler must be idempotent (at-least-once delivery); throwing fails the attempt (retried per policy).
     */
    async work<K extends Name>(name: K, handler: JobHandler<M[K]>, policy: QueuePolicy = DEFAULT_POLICY) {
      if (queues.has(name)) throw new Error(`job queue ${name} already has a handler`);
      queues.set(name, { handler: handler as JobHandler<never>, policy });
      if (started && !stopped) {
        await executor.withAdvisoryLock(INSTALL_LOCK, () => declareQueue(name, policy));
        await startWorker(name);
      }
    },

    /**
     * Sends `name` on a cron schedule (UTC, minute resolution). Each tick is sent once whatever the number of nodes:
     * one node per interval evaluates the schedules, and the tick's job is a singleton for its minute.
     */
    async schedule<K extends Name>(name: K, cron: string): Promise<void> {
      schedules.set(name, cron);
      if (started && !stopped && options.schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },

    /** Enqueues a job; returns its id (null when `singletonKey` found one already waiting). */
    async send<K extends Name>(name: K, data: M[K], sendOptions: SendOptions = {}): Promise<string | null> {
      const id = await boss.send(name, data as object, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.tx ? { db: transactionExecutor(sendOptions.tx) } : {}),
      });
      // Wake this node's worker rather than wait for its next poll (a job in a transaction is found once committed).
      const workerId = workerIds.get(name);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },

    /** Installs pg-boss's schema if needed, declares the queues and schedules, starts this node's workers. */
    start,

    /**
     * Stops taking jobs, waits up to `stopTimeoutMs` for running handlers, then fails the ones still running back
     * to the queue (another node retries them). Sending still works afterwards (it is plain SQL).
     */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (starting) await starting.catch(() => {});
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
    },

    /** Jobs waiting (created, retry), running (active) and given up (failed), per queue; [] before start. */
    async counts(): Promise<JobCount[]> {
      if (!started) return [];
      // One indexed scan of the live jobs (completed ones move to the archive table): no pg-boss helper counts per
      // queue and state without also counting every completed job.
      const { rows } = await executor.executeSql(
        `select name as queue, state::text as state, count(*)::int as count from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [],
      );
      const counts = rows as JobCount[];
      // Every declared queue reports each state, 0 included, so a drained queue's gauge falls back to 0.
      for (const queue of queues.keys()) {
        for (const state of ['created', 'retry', 'active', 'failed'] as const) {
          if (!counts.some((c) => c.queue === queue && c.state === state))
            counts.push({ queue, state, count: 0 });
        }
      }
      return counts;
    },

    /** One job as pg-boss keeps it (state, retries, output), for tests and operators; null when archived or unknown. */
    async find<K extends Name>(name: K, id: string) {
      return boss.getJobById(name, id);
    },
  };
}

export type JobsService<M> = ReturnType<typeof createJobsService<M>>;
