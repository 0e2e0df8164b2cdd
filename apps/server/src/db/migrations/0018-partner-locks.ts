/**
 * Distributors (issue 11): a partner's address for the partner list, its lock (document 2 §3 Partner lock) with who
 * changed it and when, the lock changes as durable records that a job carries out (PENDING until applied), and the
 * history of which distributor a partner was attached to, and the units an invoice line bills. The partner list pages by (distributor_id, name).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table partners
      add column region_code text,
      add column address text,
      add column lock_status text not null default 'INACTIVE' check (lock_status in ('ACTIVE', 'INACTIVE')),
      add column lock_date timestamptz,
      add column unlock_date timestamptz,
      add column lock_reason text,
      add column unlock_reason text,
      add column locked_by uuid references accounts(id),
      add column unlocked_by uuid references accounts(id),
      add column lock_change_id uuid`.execute(db);
  // The partner list searches name, code and address: one lower-cased text kept by the database, read in one pass.
  await sql`
    alter table partners add column search_text text generated always as (
      lower(name || ' ' || partner_code || ' ' || coalesce(city, '') || ' ' || coalesce(region_code, '') || ' ' || coalesce(address, ''))
    ) stored`.execute(db);
  await sql`create index partners_distributor_name on partners (distributor_id, name, id) where distributor_id is not null`.execute(db);
  await sql`create index partners_distributor_lock on partners (distributor_id, lock_status) where distributor_id is not null`.execute(db);

  await sql`
    create table partner_lock_changes (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      distributor_id uuid not null references partners(id),
      action text not null check (action in ('grant', 'revoke')),
      reason text,
      requested_by uuid references accounts(id),
      requested_at timestamptz not null default now(),
      applied_at timestamptz
    )`.execute(db);
  await sql`create index partner_lock_changes_partner on partner_lock_changes (partner_id, requested_at desc)`.execute(db);
  await sql`create index partner_lock_changes_pending on partner_lock_changes (requested_at) where applied_at is null`.execute(db);
  await sql`
    alter table partners add constraint partners_lock_change foreign key (lock_change_id) references partner_lock_changes(id)`.execute(db);

  await sql`
    create table partner_attachments (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      distributor_id uuid references partners(id),
      previous_distributor_id uuid references partners(id),
      attached_by uuid references accounts(id),
      attached_at timestamptz not null default now()
    )`.execute(db);
  // The count of units (workplaces) a line bills at its last run, for the partner details' export; earlier invoices have none.
  await sql`alter table invoice_lines add column units integer`.execute(db);
  await sql`create index partner_attachments_partner on partner_attachments (partner_id, attached_at desc)`.execute(db);
}
