/** The job handlers, shared by the API process and `npm run worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../ports/mailer/mailer.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import { runDeployment } from '../services/deployment.service.ts';
import { deleteExpiredSessions } from '../repositories/session.repository.ts';
import { deleteExpiredCounters } from '../repositories/throttle.repository.ts';
import { deliverLetter } from '../services/mail.service.ts';
import { runDeletion, startDueDeletions } from '../services/subscription-deletion.service.ts';
import {
  DELETE_QUEUE,
  DEPLOY_QUEUE,
  DUE_DELETIONS_QUEUE,
  MAIL_QUEUE,
  SESSION_CLEANUP_QUEUE,
  type DeleteJob,
  type DeployJob,
  type MailJob,
} from './queues.ts';

export type WorkerPorts = { mailer: Mailer; provisioner: Provisioner };

export async function registerWorkers(boss: PgBoss, db: Db, ports: WorkerPorts, log: FastifyBaseLogger): Promise<void> {
  const { mailer, provisioner } = ports;
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await deliverLetter(db, mailer, job.data);
  });
  await boss.work<DeployJob>(DEPLOY_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
    await Promise.all(jobs.map((job) => runDeployment(db, boss, provisioner, job.data.subscriptionId)));
  });
  await boss.work<DeleteJob>(DELETE_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
    await Promise.all(jobs.map((job) => runDeletion(db, provisioner, job.data.subscriptionId)));
  });
  await boss.work(DUE_DELETIONS_QUEUE, async () => {
    const started = await startDueDeletions(db, boss);
    if (started > 0) log.info({ started }, 'planned subscription deletions started');
  });
  await boss.schedule(DUE_DELETIONS_QUEUE, '* * * * *');
  await boss.work(SESSION_CLEANUP_QUEUE, async () => {
    const removed = await deleteExpiredSessions(db);
    const counters = await deleteExpiredCounters(db);
    log.info({ removed, counters }, 'expired sessions and throttle counters removed');
  });
  await boss.schedule(SESSION_CLEANUP_QUEUE, '17 * * * *');
}
