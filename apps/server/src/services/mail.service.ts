/** Letters go into the outbox and a durable job delivers them, in the caller's transaction. */
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { MAIL_QUEUE, type MailJob } from '../jobs/queues.ts';
import { findQueuedLetter, insertLetter, markLetter, type Letter } from '../repositories/mail.repository.ts';
import type { Mailer } from '../ports/mailer/mailer.ts';

/** Writes the letter and its delivery job atomically: both exist after commit, or neither. */
export async function queueLetter(trx: Db, boss: PgBoss, letter: Letter): Promise<string> {
  const letterId = await insertLetter(trx, letter);
  await boss.send(MAIL_QUEUE, { letterId } satisfies MailJob, { db: fromKysely(trx) });
  return letterId;
}

/** The job: delivers a queued letter once; a letter already delivered is left alone. */
export async function deliverLetter(db: Db, mailer: Mailer, job: MailJob): Promise<void> {
  const letter = await findQueuedLetter(db, job.letterId);
  if (!letter) return;
  try {
    const result = await mailer.deliver(letter);
    await markLetter(db, letter.id, result);
  } catch (error) {
    await markLetter(db, letter.id, 'queued', error instanceof Error ? error.message : String(error));
    throw error;
  }
}
