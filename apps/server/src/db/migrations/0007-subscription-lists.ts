/**
 * The subscription lists stay fast for a partner with tens of thousands of subscriptions:
 * - each list reads its first page from an index of its own rows in its own order;
 * - each list's total is a counter kept by a trigger (as the client count of 0003), so a page never counts rows;
 * - a search reads one trigram index over the product, the kit and the client's name, kept on the subscription
 *   (the client's name changes when an INN is added, and a trigger carries it over).
 * The lists are those of SUBSCRIPTION_FILTERS in packages/domain; listSubscriptions filters with the same rules.
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

  // ---- Totals of the lists ----
  await sql`
    alter table partner_stats
      add column subscriptions_all integer not null default 0,
      add column subscriptions_paid integer not null default 0,
      add column subscriptions_trial integer not null default 0,
      add column subscriptions_demo_customer integer not null default 0,
      add column subscriptions_demo_partner integer not null default 0`.execute(db);
  // Adds (sign 1) or takes away (sign -1) one subscription from the totals of the lists it belongs to.
  await sql`
    create function subscription_list_counts_add(s subscriptions, sign integer) returns void language plpgsql as $$
    declare
      demo boolean := s.usage_mode = 'DEMONSTRATION';
      partner_desk boolean := coalesce(s.offer_desk_id = 'special', false);
    begin
      if s.deleted then return; end if;
      insert into partner_stats as ps (partner_id, subscriptions_all, subscriptions_paid, subscriptions_trial,
                                       subscriptions_demo_customer, subscriptions_demo_partner)
      values (s.partner_id, sign, case when demo then 0 else sign end, case when demo then sign else 0 end,
              case when demo and not partner_desk then sign else 0 end, case when partner_desk then sign else 0 end)
      on conflict (partner_id) do update set
        subscriptions_all = ps.subscriptions_all + excluded.subscriptions_all,
        subscriptions_paid = ps.subscriptions_paid + excluded.subscriptions_paid,
        subscriptions_trial = ps.subscriptions_trial + excluded.subscriptions_trial,
        subscriptions_demo_customer = ps.subscriptions_demo_customer + excluded.subscriptions_demo_customer,
        subscriptions_demo_partner = ps.subscriptions_demo_partner + excluded.subscriptions_demo_partner;
    end $$`.execute(db);
  await sql`
    create function subscriptions_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform subscription_list_counts_add(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform subscription_list_counts_add(new, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_count after insert or delete or update of partner_id, usage_mode, offer_desk_id, deleted
    on subscriptions for each row execute function subscriptions_count_trigger()`.execute(db);
  await sql`select subscription_list_counts_add(s, 1) from subscriptions s`.execute(db);

  // ---- Search ----
  await sql`alter table subscriptions add column search_text text not null default ''`.execute(db);
  await sql`
    create function subscriptions_search_text_trigger() returns trigger language plpgsql as $$
    begin
      new.search_text := lower(new.service_name || ' ' || new.service_kit_name || ' ' ||
                               coalesce((select name from customers where id = new.customer_id), ''));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_search_text before insert or update of service_name, service_kit_name, customer_id
    on subscriptions for each row execute function subscriptions_search_text_trigger()`.execute(db);
  await sql`
    create function customers_name_to_subscriptions_trigger() returns trigger language plpgsql as $$
    begin
      update subscriptions set customer_id = customer_id where customer_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger customers_name_to_subscriptions after update of name on customers
    for each row when (old.name is distinct from new.name) execute function customers_name_to_subscriptions_trigger()`.execute(db);
  await sql`update subscriptions set customer_id = customer_id`.execute(db);
  await sql`drop index subscriptions_search_idx`.execute(db);
  await sql`create index subscriptions_search_idx on subscriptions using gin (search_text gin_trgm_ops)`.execute(db);
}
