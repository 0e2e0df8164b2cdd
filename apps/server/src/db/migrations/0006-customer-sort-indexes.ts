/**
 * The client list sorts ascending with nulls first (and descending with nulls last, the same order read
 * backwards); the indexes of 0003 used the default nulls-last order and so could never serve a sorted page.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name', 'responsible', 'email', 'phone', 'inn', 'one_c_id', 'city']) {
    await sql`drop index ${sql.id(`customers_partner_${column}_idx`)}`.execute(db);
    await sql`create index ${sql.id(`customers_partner_${column}_idx`)} on customers (partner_id, ${sql.id(column)} nulls first, id)`.execute(
      db,
    );
  }
  await sql`drop index customers_partner_created_idx`.execute(db);
  await sql`create index customers_partner_created_idx on customers (partner_id, created_at nulls first, id)`.execute(db);
}
