import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Db } from '../../db/create-db.ts';
import type { AppJobs } from '../../lib/app-jobs.ts';
import { createJobsService, type JobsOptions, type JobsService } from './jobs.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (modules/jobs, docs/decisions/0160): send, schedule, work. */
    jobs: JobsService<AppJobs>;
  }
}

export interface JobsPluginOptions {
  db: Db;
  options: JobsOptions;
}

/**
 * The job queue of this node. Registered before the services (they send jobs) and after lifecycle and metrics.
 * Modules declare their handlers and schedules while they register; the queue starts once the app is ready (the
 * database is migrated before the app is built) and stops when shutdown begins, before the hub and the database close.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { db, options }) => {
    const jobs = createJobsService<AppJobs>({ db, log: app.log, options });
    app.decorate('jobs', jobs);

    new Gauge({
      name: 'kasa_job_queue_depth',
      help: 'Jobs in the durable queue by queue and state: created/retry = waiting, active = running, failed = given up',
      labelNames: ['queue', 'state'] as const,
      registers: [app.metrics.registry],
      async collect() {
        for (const { queue, state, count } of await jobs.counts()) this.set({ queue, state }, count);
      },
    });

    app.addHook('onReady', async () => jobs.start());
    app.lifecycle.onShutdown(() => jobs.stop());
  },
  { name: 'jobs', dependencies: ['lifecycle', 'metrics'] },
);
