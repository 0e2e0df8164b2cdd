/**
 * An order keeps the hash of its canonical request (type and body) beside its Idempotency-Key, so that the same key
 * with a different body is refused instead of being answered with the first order. Older orders have none.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column request_hash text`.execute(db);
}
