/** Accounts, sessions, partners and their participation, mail outbox, error reports, audit log. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create sequence partner_code_seq start 10001`.execute(db);

  await sql`
    create table partners (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('partner', 'distributor')),
      partner_code text not null unique,
      name text not null,
      contact_name text not null,
      email text not null,
      phone text not null,
      website text,
      public_name text,
      public_email text,
      public_phone text,
      public_city text,
      city text,
      participation_status text check (participation_status in ('on', 'wait', 'refused', 'off')),
      rejected_reason text,
      off_reason text,
      distributor_id uuid references partners(id),
      unique_exchange_id text not null unique,
      partner_exchange_id text,
      distributor_listed boolean not null default false,
      distributor_types text[] not null default '{grm,ias}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid
    )`.execute(db);
  await sql`create index partners_queue_idx on partners (participation_status, created_at desc) where kind = 'partner'`.execute(db);
  await sql`create index partners_search_idx on partners using gin ((name || ' ' || partner_code || ' ' || email) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index partners_distributor_idx on partners (distributor_id)`.execute(db);

  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      email text not null unique,
      password_hash text not null,
      name text,
      surname text,
      city text,
      phone text,
      partner_id uuid references partners(id),
      created_at timestamptz not null default now(),
      last_login_at timestamptz
    )`.execute(db);
  await sql`create index accounts_partner_idx on accounts (partner_id)`.execute(db);

  await sql`
    create table account_authorities (
      account_id uuid not null references accounts(id) on delete cascade,
      authority text not null,
      primary key (account_id, authority)
    )`.execute(db);

  await sql`
    create table sessions (
      id text primary key,
      account_id uuid not null references accounts(id) on delete cascade,
      csrf_token text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_account_idx on sessions (account_id)`.execute(db);
  await sql`create index sessions_expires_idx on sessions (expires_at)`.execute(db);

  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      body_text text not null,
      kind text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'stored', 'failed')),
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_created_idx on mail_outbox (created_at desc)`.execute(db);

  await sql`
    create table error_reports (
      id uuid primary key default gen_random_uuid(),
      account_id uuid references accounts(id) on delete set null,
      title text not null,
      message text not null,
      url text not null,
      status integer,
      details text not null,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index error_reports_created_idx on error_reports (created_at desc)`.execute(db);

  await sql`
    create table audit_log (
      id bigserial primary key,
      actor_account_id uuid references accounts(id) on delete set null,
      action text not null,
      subject_type text not null,
      subject_id text not null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_subject_idx on audit_log (subject_type, subject_id, created_at desc)`.execute(db);
}
