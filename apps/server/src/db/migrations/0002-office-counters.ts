/**
 * The first shape of customers, subscriptions and leads: enough for the navbar counters.
 * The client, ordering and lead issues extend these tables with forward migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      name text not null,
      responsible text not null,
      email text not null,
      phone text,
      inn text,
      kpp text,
      city text,
      one_c_id text,
      status text not null default 'unconfirmed' check (status in ('confirmed', 'unconfirmed', 'rejected')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customers_partner_idx on customers (partner_id, created_at desc)`.execute(db);

  await sql`
    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      customer_id uuid not null references customers(id),
      service_name text not null,
      service_kit_name text not null,
      usage_mode text not null check (usage_mode in ('PRODUCTION', 'DEMONSTRATION')),
      deploy_status text not null check (deploy_status in
        ('INIT', 'DEPLOYING', 'DEPLOYED', 'DEPLOY_FAILED', 'DELETING', 'DELETED', 'DELETE_FAILED')),
      trial_start timestamptz,
      trial_end timestamptz,
      deleted boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index subscriptions_partner_idx on subscriptions (partner_id, usage_mode, customer_id) where not deleted`.execute(db);

  await sql`
    create table leads (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid references partners(id),
      status text not null check (status in ('NON_DISPATCHED', 'APPLIED', 'DISPATCHED', 'PROCESSED', 'IN_PROD')),
      name text not null,
      responsible text,
      email text,
      phone text,
      inn text,
      created_at timestamptz not null default now(),
      dispatched_at timestamptz
    )`.execute(db);
  await sql`create index leads_partner_idx on leads (partner_id, status)`.execute(db);
  await sql`create index leads_status_idx on leads (status)`.execute(db);
}
