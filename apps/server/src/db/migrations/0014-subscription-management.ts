/**
 * Subscription management (decision 012): orders become records of every creation, change and conversion with their
 * lines; a subscription's option change has its own guarded state; every option's active count is kept in the usage
 * ledger that billing prices; one comment per subscription; the flags the detail page's rules need.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Orders as records: a number people can quote, what kind of order, its state and the month's price after it.
  await sql`
    alter table orders
      add column number bigint generated always as identity,
      add column kind text not null default 'create' check (kind in ('create', 'change', 'convert')),
      add column status text not null default 'APPLIED' check (status in ('PENDING', 'APPLIED', 'FAILED')),
      add column customer_id uuid references customers(id),
      add column price bigint,
      add column client_price bigint,
      add column last_error text,
      add column applied_at timestamptz`.execute(db);
  await sql`update orders o set customer_id = s.customer_id, price = s.price, client_price = s.client_price, applied_at = o.created_at
            from subscriptions s where s.id = o.subscription_id`.execute(db);
  await sql`alter table orders alter column customer_id set not null`.execute(db);
  await sql`create unique index orders_number_idx on orders (number)`.execute(db);
  await sql`create index orders_partner_list_idx on orders (partner_id, created_at desc, id)`.execute(db);
  await sql`create index orders_subscription_idx on orders (subscription_id, created_at desc)`.execute(db);
  // At most one change of a subscription in progress: a second change (or a deletion) waits for it to settle.
  await sql`create unique index orders_one_pending_change_idx on orders (subscription_id) where status = 'PENDING' and kind <> 'create'`.execute(
    db,
  );

  // The lines of an order: each option's count before and after it, at the tariff of the moment it was placed.
  await sql`
    create table order_lines (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders(id),
      service_option_id uuid not null references service_options(id),
      name text not null,
      units_before integer not null check (units_before >= 0),
      units_after integer not null check (units_after >= 0),
      price bigint not null,
      client_price bigint,
      payment_period text not null check (payment_period in ('d', 'm'))
    )`.execute(db);
  await sql`create index order_lines_order_idx on order_lines (order_id)`.execute(db);
  await sql`
    insert into order_lines (order_id, service_option_id, name, units_before, units_after, price, client_price, payment_period)
    select o.id, so.service_option_id, so.name, 0, so.usage_count, so.price, so.client_price, so.payment_period
    from orders o join subscription_options so on so.subscription_id = o.subscription_id`.execute(db);

  // The change in progress of a subscription, if any (the guard that blocks a second change and a deletion).
  await sql`
    alter table subscriptions
      add column change_order_id uuid references orders(id),
      add column is_direct boolean not null default false,
      add column converted_to uuid references subscriptions(id),
      add column converted_from uuid references subscriptions(id),
      add column trial_letter_sent_at timestamptz`.execute(db);

  // Prepaid options are charged for a range of months at once (document 2 §4, §9).
  await sql`
    alter table subscription_options
      add column prepaid_from date,
      add column prepaid_months integer check (prepaid_months is null or prepaid_months > 0),
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create unique index subscription_options_one_per_option_idx on subscription_options (subscription_id, service_option_id)`.execute(
    db,
  );

  /*
   * The usage ledger: for each subscription option, intervals of a constant active count, from the moment the
   * Provisioner confirmed it to the moment the next confirmed change or the removal ended it. Written in the same
   * transaction as the state change; never edited afterwards except to close an interval (the trigger below).
   */
  await sql`
    create table usage_ledger (
      id bigint generated always as identity primary key,
      partner_id uuid not null references partners(id),
      customer_id uuid not null references customers(id),
      subscription_id uuid not null references subscriptions(id),
      subscription_option_id uuid not null references subscription_options(id),
      service_option_id uuid not null references service_options(id),
      units integer not null check (units > 0),
      active_from timestamptz not null,
      active_to timestamptz,
      order_id uuid references orders(id),
      check (active_to is null or active_to >= active_from)
    )`.execute(db);
  await sql`create unique index usage_ledger_one_open_idx on usage_ledger (subscription_option_id) where active_to is null`.execute(db);
  // Billing reads a partner's intervals that overlap a month.
  await sql`create index usage_ledger_partner_idx on usage_ledger (partner_id, active_from)`.execute(db);
  await sql`create index usage_ledger_subscription_idx on usage_ledger (subscription_id)`.execute(db);
  await sql`
    create function usage_ledger_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'usage_ledger is append-only';
      end if;
      if old.active_to is not null or new.active_to is null
         or (new.id, new.partner_id, new.customer_id, new.subscription_id, new.subscription_option_id,
             new.service_option_id, new.units, new.active_from, new.order_id)
            is distinct from
            (old.id, old.partner_id, old.customer_id, old.subscription_id, old.subscription_option_id,
             old.service_option_id, old.units, old.active_from, old.order_id) then
        raise exception 'a usage_ledger interval can only be closed';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger usage_ledger_append_only before update or delete on usage_ledger
    for each row execute function usage_ledger_append_only()`.execute(db);

  // What was already running before the ledger existed: from its start to its removal.
  await sql`
    insert into usage_ledger (partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, units, active_from, active_to, order_id)
    select s.partner_id, s.customer_id, s.id, so.id, so.service_option_id, so.usage_count,
           coalesce(s.start_date, s.created_at),
           case when s.deploy_status = 'DELETED' then greatest(s.updated_at, coalesce(s.start_date, s.created_at)) end,
           (select o.id from orders o where o.subscription_id = s.id order by o.created_at limit 1)
    from subscriptions s join subscription_options so on so.subscription_id = s.id
    where so.usage_count > 0 and s.deploy_status in ('DEPLOYED', 'DELETING', 'DELETE_FAILED', 'DELETED')
      and (s.start_date is not null or s.deploy_status = 'DELETED')`.execute(db);

  // One comment per subscription (document 1 §3, document 2 "Active licences").
  await sql`
    create table subscription_comments (
      subscription_id uuid primary key references subscriptions(id),
      text text not null,
      updated_by uuid references accounts(id),
      updated_at timestamptz not null default now()
    )`.execute(db);
}
