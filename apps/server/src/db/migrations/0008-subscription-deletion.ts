/**
 * Subscription deletion: the reason a partner gave and when the deletion was asked for; an index for the periodic
 * job that starts the deletions whose planned date (expiration_date) has come.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table subscriptions
      add column deletion_reason text,
      add column deletion_requested_at timestamptz`.execute(db);
  await sql`create index subscriptions_due_deletion_idx on subscriptions (expiration_date) where deploy_status = 'DEPLOYED' and expiration_date is not null`.execute(
    db,
  );
}
