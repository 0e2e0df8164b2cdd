/**
 * Each subscription list reads its first page from an index of its own rows in its own order, so a partner
 * with tens of thousands of paid subscriptions does not scan them to find a handful of demos.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index subscriptions_paid_idx on subscriptions (partner_id, created_at desc, id) where not deleted and usage_mode = 'PRODUCTION'`.execute(
    db,
  );
  await sql`create index subscriptions_demo_idx on subscriptions (partner_id, created_at desc, id) where not deleted and usage_mode = 'DEMONSTRATION'`.execute(
    db,
  );
  await sql`create index subscriptions_partner_desk_idx on subscriptions (partner_id, created_at desc, id) where not deleted and offer_desk_id = 'special'`.execute(
    db,
  );
}
