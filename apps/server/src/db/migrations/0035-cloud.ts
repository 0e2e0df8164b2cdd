/**
 * Cloud infrastructure (issue 12, decision 017): who wrote each tariff version (the operator edits the cloud price list),
 * the queue of non-standard virtual machine requests, and the index the active licences list pages on.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Versions written before this migration were seeded: no author, the time of the migration.
  await sql`
    alter table option_tariffs
      add column created_by uuid references accounts(id),
      add column created_at timestamptz not null default now()`.execute(db);

  await sql`
    create table cloud_vm_requests (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity,
      partner_id uuid not null references partners(id),
      requested_by uuid references accounts(id),
      project_id text not null,
      config jsonb not null,
      price_date date not null,
      month_price bigint not null check (month_price >= 0),
      status text not null default 'NEW' check (status in ('NEW', 'CREATED', 'REFUSED')),
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid references accounts(id),
      reason text,
      subscription_id uuid references subscriptions(id),
      check ((status = 'NEW') = (decided_at is null)),
      check (status <> 'CREATED' or subscription_id is not null)
    )`.execute(db);
  await sql`create unique index cloud_vm_requests_number_idx on cloud_vm_requests (number)`.execute(db);
  // The operator's queue by status, oldest first; the partner's own requests newest first.
  await sql`create index cloud_vm_requests_queue_idx on cloud_vm_requests (status, created_at, id)`.execute(db);
  await sql`create index cloud_vm_requests_partner_idx on cloud_vm_requests (partner_id, created_at desc)`.execute(db);

  // The active licences: a partner's subscriptions on one desk, newest first, the deleted ones left out.
  await sql`
    create index subscriptions_partner_cloud_idx on subscriptions (partner_id, created_at desc, id)
    where not deleted and offer_desk_id = 'oi'`.execute(db);
}
