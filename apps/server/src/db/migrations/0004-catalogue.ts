/**
 * The service catalogue as data: offer desks, services, their kits (deployment types) and options,
 * and option tariffs as a price list with effective dates (a price in force is the latest not in the future).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table offer_desks (
      id text primary key,
      name text not null,
      client_fixed boolean not null default false,
      sort integer not null default 0
    )`.execute(db);

  await sql`
    create table services (
      id uuid primary key default gen_random_uuid(),
      offer_desk_id text not null references offer_desks(id),
      name text not null,
      resource_code text not null unique,
      resource_category text not null,
      group_code text not null,
      enabled boolean not null default true,
      client_server_only boolean not null default false,
      partners_only boolean not null default false,
      requires_active_subscription boolean not null default false,
      sort integer not null default 0
    )`.execute(db);
  await sql`create index services_desk_idx on services (offer_desk_id, group_code, sort)`.execute(db);

  await sql`
    create table service_kits (
      id uuid primary key default gen_random_uuid(),
      service_id uuid not null references services(id),
      name text not null,
      usage_mode text not null check (usage_mode in ('PRODUCTION', 'DEMONSTRATION')),
      resource_code text not null,
      resource_category text not null,
      expiration_period text,
      block_reason text,
      sort integer not null default 0
    )`.execute(db);
  await sql`create index service_kits_service_idx on service_kits (service_id, sort)`.execute(db);

  await sql`
    create table service_options (
      id uuid primary key default gen_random_uuid(),
      kit_id uuid not null references service_kits(id),
      name text not null,
      resource_code text not null,
      resource_category text not null,
      min_usage_count integer not null default 0,
      max_usage_count integer not null default 99,
      usage_count integer not null default 0,
      edit_status text not null default 'EDITABLE',
      payment_period text not null check (payment_period in ('d', 'm')),
      trial boolean not null default false,
      trial_length integer,
      trial_period text,
      sort integer not null default 0,
      check (min_usage_count >= 0 and max_usage_count >= min_usage_count)
    )`.execute(db);
  await sql`create index service_options_kit_idx on service_options (kit_id, sort)`.execute(db);

  await sql`
    create table option_tariffs (
      option_id uuid not null references service_options(id),
      effective_from date not null,
      price bigint not null check (price >= 0),
      client_price bigint check (client_price >= 0),
      currency_code text not null default 'RUB',
      primary key (option_id, effective_from)
    )`.execute(db);
}
