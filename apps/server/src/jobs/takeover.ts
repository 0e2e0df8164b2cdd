/**
 * Takes over the provisioner jobs of a worker that died (kill -9, a lost machine, a restart): every running deployment,
 * resize or removal refreshes pg-boss's heartbeat of its job each second, and every worker process checks at start and
 * every second for active jobs whose heartbeat has stopped for `lostAfterSeconds`; it puts them back in the queue as if
 * never claimed, so that a live worker runs them at once. An interruption is not a failure of the work: it uses no retry
 * and waits out no backoff, however many times it happens (a deployment interrupted by five restarts in a row would
 * otherwise wait a doubling delay, minutes); retries and backoff stay for the provisioner's own errors. The state
 * machine makes the rerun safe (DEPLOYING resumes, the letter is sent once).
 *
 * A live worker's job is never taken: its heartbeat is fresh, and the statement that puts a job back checks that in the
 * same update. The one case where a live worker's heartbeat is old is a database outage, when nobody can write; so after
 * this process has itself lost the database, it judges again only once it has been connected for `lostAfterSeconds`,
 * time enough for the live workers to beat again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { briefError } from '../db/errors.ts';

export type TakeoverOptions = { lostAfterSeconds: number; takeoverIntervalMs: number };
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Puts the active jobs of these queues whose heartbeat (or start, for a job that has none yet) is at least
 * `silentSeconds` old back in the queue, as pg-boss's own restore does (state created, never started), in one
 * statement; returns them. The retry count stays: only the provisioner's errors count as retries.
 */
async function putBack(boss: PgBoss, queues: string[], silentSeconds: number): Promise<Array<{ name: string }>> {
  const { rows } = await boss.getDb().executeSql(
    `update pgboss.job set state = 'created', started_on = null, heartbeat_on = null, start_after = now(), upsert_by_key = null
     where name = any($1::text[]) and state = 'active'
       and coalesce(heartbeat_on, started_on) <= now() - make_interval(secs => $2)
     returning name`,
    [queues, silentSeconds],
  );
  return rows as Array<{ name: string }>;
}

/**
 * The embedded database's start (issue 23): one process owns it, so every job still active was its previous
 * process's, killed with it. They are put back at once, before this process's workers start, with no heartbeat to
 * wait for. Returns how many were put back.
 */
export async function restoreOrphanedJobs(boss: PgBoss, queues: string[]): Promise<number> {
  return (await putBack(boss, queues, 0)).length;
}

export function superviseLostJobs(boss: PgBoss, queues: string[], options: TakeoverOptions, log: Log): { stop(): void } {
  /** When this process last regained the database after losing it; 0 while it has not lost it. */
  let regainedAt = 0;
  let lostDatabase = false;
  let running = false;

  async function takeOver(): Promise<void> {
    const judging = !lostDatabase && Date.now() - regainedAt >= options.lostAfterSeconds * 1000;
    let taken: Array<{ name: string }> = [];
    try {
      // While regaining the database, only whether it answers is asked.
      if (judging) taken = await putBack(boss, queues, options.lostAfterSeconds);
      else await boss.getDb().executeSql('select 1', []);
    } catch {
      lostDatabase = true;
      return;
    }
    if (lostDatabase) {
      lostDatabase = false;
      regainedAt = Date.now();
    }
    for (const queue of queues) {
      const jobs = taken.filter((job) => job.name === queue).length;
      if (jobs > 0) log.warn({ queue, jobs }, `jobs of a lost worker taken over: no heartbeat for ${options.lostAfterSeconds} s`);
    }
  }

  const tick = () => {
    if (running) return;
    running = true;
    takeOver()
      .catch((error: unknown) => log.warn({ err: briefError(error) }, 'job takeover failed'))
      .finally(() => (running = false));
  };
  tick();
  const timer = setInterval(tick, options.takeoverIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
