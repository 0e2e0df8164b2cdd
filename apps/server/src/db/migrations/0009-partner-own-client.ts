/**
 * The partner's own client: orders on the desk 'Партнерам' are for the partner itself, so each partner gets one
 * client row of its own (own_use), created on first use. It is not one of the partner's clients: it stays out of
 * the client lists, their count and the portal-wide uniqueness of a client's email.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers add column own_use boolean not null default false`.execute(db);
  await sql`create unique index customers_own_use_key on customers (partner_id) where own_use`.execute(db);
  await sql`drop index customers_email_key`.execute(db);
  await sql`create unique index customers_email_key on customers (lower(email)) where not own_use`.execute(db);
  await sql`
    create or replace function customers_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and not new.own_use then
        insert into partner_stats (partner_id, customer_count) values (new.partner_id, 1)
        on conflict (partner_id) do update set customer_count = partner_stats.customer_count + 1;
      elsif tg_op = 'DELETE' and not old.own_use then
        update partner_stats set customer_count = customer_count - 1 where partner_id = old.partner_id;
      end if;
      return null;
    end $$`.execute(db);
}
