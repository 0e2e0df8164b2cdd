/** pg-boss on the same database: PGlite through its adapter (sharing the lock), PostgreSQL by URL. */
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import { MAIL_QUEUE, SESSION_CLEANUP_QUEUE } from './queues.ts';

export async function startBoss(handle: DatabaseHandle): Promise<PgBoss> {
  const boss =
    handle.jobs.kind === 'pglite'
      ? new PgBoss({ backend: 'pglite', db: fromPglite(handle.jobs.pglite) })
      : new PgBoss({ connectionString: handle.jobs.connectionString, max: 4 });
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(SESSION_CLEANUP_QUEUE);
  return boss;
}
