/**
 * Orders and deployment: a subscription remembers its service, kit, desk, price and dates; its options and
 * properties; an order keeps its Idempotency-Key so a retried request finds the first order; operators can arm
 * a failure of a partner's next deployment in the provisioner simulator.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table subscriptions
      add column service_id uuid references services(id),
      add column service_kit_id uuid references service_kits(id),
      add column offer_desk_id text,
      add column subscription_name text,
      add column price bigint not null default 0,
      add column client_price bigint,
      add column start_date timestamptz,
      add column expiration_date timestamptz,
      add column updated_at timestamptz not null default now(),
      add column last_error text`.execute(db);
  await sql`create index subscriptions_list_idx on subscriptions (partner_id, created_at desc, id) where not deleted`.execute(db);
  await sql`create index subscriptions_trial_idx on subscriptions (partner_id, trial_start desc, id) where not deleted and usage_mode = 'DEMONSTRATION'`.execute(
    db,
  );
  await sql`create index subscriptions_customer_idx on subscriptions (customer_id)`.execute(db);
  await sql`
    create index subscriptions_search_idx on subscriptions using gin ((lower(service_name || ' ' || service_kit_name)) gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    create table subscription_options (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references subscriptions(id),
      service_option_id uuid not null references service_options(id),
      name text not null,
      usage_count integer not null check (usage_count >= 0),
      price bigint not null,
      client_price bigint,
      payment_period text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index subscription_options_subscription_idx on subscription_options (subscription_id)`.execute(db);

  await sql`
    create table subscription_properties (
      subscription_id uuid not null references subscriptions(id),
      name text not null,
      value text not null,
      property_group text not null,
      primary key (subscription_id, name)
    )`.execute(db);

  await sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      idempotency_key text,
      subscription_id uuid not null references subscriptions(id),
      created_at timestamptz not null default now(),
      unique (partner_id, idempotency_key)
    )`.execute(db);

  await sql`
    create table provisioner_failures (
      partner_id uuid primary key references partners(id),
      armed_by uuid,
      armed_at timestamptz not null default now()
    )`.execute(db);
}
