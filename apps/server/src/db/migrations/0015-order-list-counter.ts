/**
 * The order list stays fast for a partner with hundreds of thousands of orders (every creation and change is one,
 * decision 012): its total without a search is a counter kept by a trigger in partner_stats, as the subscription
 * lists' totals are (migration 0007), so a page never counts rows. The trigger is per statement, so that a bulk insert
 * updates the counter once per partner.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partner_stats add column orders_all integer not null default 0`.execute(db);
  await sql`
    insert into partner_stats as ps (partner_id, orders_all)
    select partner_id, count(*) from orders group by partner_id
    on conflict (partner_id) do update set orders_all = excluded.orders_all`.execute(db);
  await sql`
    create function orders_count_inserted() returns trigger language plpgsql as $$
    begin
      insert into partner_stats as ps (partner_id, orders_all)
      select partner_id, count(*) from inserted group by partner_id
      on conflict (partner_id) do update set orders_all = ps.orders_all + excluded.orders_all;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_count_inserted after insert on orders
    referencing new table as inserted for each statement execute function orders_count_inserted()`.execute(db);
  await sql`
    create function orders_count_deleted() returns trigger language plpgsql as $$
    begin
      update partner_stats ps set orders_all = ps.orders_all - d.n
      from (select partner_id, count(*) as n from deleted group by partner_id) d
      where ps.partner_id = d.partner_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_count_deleted after delete on orders
    referencing old table as deleted for each statement execute function orders_count_deleted()`.execute(db);
}
