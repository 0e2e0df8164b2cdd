/** Letters go into the outbox and a durable job delivers them, in the caller's transaction. */
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { findQueuedLetter, insertLetter, markLetter, type Letter } from '../repositories/mail.repository.ts';
import type { Mailer } from '../ports/mailer/mailer.ts';

/** Writes the letter and its delivery job atomically: both exist after commit, or neither. */
export async function queueLetter(trx: Db, enqueue: Enqueue, letter: Letter): Promise<string> {
  const letterId = await insertLetter(trx, letter);
  await enqueue.letter(trx, letterId);
  return letterId;
}

/** The job: delivers a queued letter once; a letter already delivered is left alone. */
export async function deliverLetter(db: Db, mailer: Mailer, job: { letterId: string }): Promise<void> {
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
