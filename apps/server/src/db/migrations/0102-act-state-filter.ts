/**
 * The operator's «Счета партнеров» filtered by where the act stands (issue 31): refused acts are few, so their page
 * starts from a partial index of them; an undecided act still waits only on an invoice closed in the last working days,
 * found by its closing instant.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index invoice_acts_refused_idx on invoice_acts (invoice_id) where decision = 'refused'`.execute(db);
  await sql`create index invoices_closed_at_idx on invoices (closed_at)`.execute(db);
}
