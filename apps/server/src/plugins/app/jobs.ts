/** Starts pg-boss; in the API process it also runs the workers unless JOBS_IN_PROCESS is off. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { briefError } from '../../db/errors.ts';
import { startBoss } from '../../jobs/boss.ts';
import { enqueueWith } from '../../jobs/enqueue.ts';
import { registerWorkers } from '../../jobs/workers.ts';

export async function registerJobs(app: FastifyInstance, handle: DatabaseHandle): Promise<void> {
  const boss = await startBoss(handle, app.config.jobs);
  boss.on('error', (error) => app.log.error({ err: briefError(error) }, 'job queue error'));
  app.decorate('boss', boss);
  app.decorate('enqueue', enqueueWith(boss));
  const stopTakeover = app.config.jobsInProcess
    ? await registerWorkers(
        boss,
        app.db,
        {
          mailer: app.mailer,
          provisioner: app.ports.provisioner,
          publicUrl: app.config.publicUrl,
          webhooks: app.config.webhooks,
          vendor: app.config.vendor,
        },
        app.log,
        app.config.jobs,
        { soleWorker: handle.jobs.kind === 'pglite' },
      )
    : () => undefined;
  app.addHook('onClose', async () => {
    stopTakeover();
    await boss.stop({ graceful: true, timeout: 10_000 });
  });
}
