/**
 * A partner is a company of people (issue 32, decision 044): each account of a partner or a distributor holds one
 * role and may be suspended; API tokens carry a role; invitations bring new people; the partner's journal of who did
 * what is append-only (a trigger refuses every update and delete).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table accounts
      add column member_role text check (member_role in ('ADMIN', 'MANAGER', 'ACCOUNTANT', 'VIEWER')),
      add column suspended_at timestamptz
  `.execute(db);
  // Every account that acts for its partner or distributor today is its owner: its first administrator.
  await sql`
    update accounts a set member_role = 'ADMIN'
    where a.partner_id is not null
      and exists (select 1 from account_authorities r where r.account_id = a.id and r.authority in ('ROLE_PARTNER', 'ROLE_DISTRIBUTOR'))
  `.execute(db);

  await sql`alter table api_tokens add column role text check (role in ('ADMIN', 'MANAGER', 'ACCOUNTANT', 'VIEWER'))`.execute(db);
  await sql`update api_tokens set role = 'ADMIN'`.execute(db);
  await sql`alter table api_tokens alter column role set not null`.execute(db);

  await sql`
    create table partner_invitations (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners (id),
      email text not null,
      role text not null check (role in ('ADMIN', 'MANAGER', 'ACCOUNTANT', 'VIEWER')),
      token_hash text not null unique,
      invited_by uuid references accounts (id),
      created_at timestamptz not null default now(),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by uuid references accounts (id),
      withdrawn_at timestamptz
    )
  `.execute(db);
  // One open invitation per person and partner: a second one is a resend.
  await sql`
    create unique index partner_invitations_open_idx on partner_invitations (partner_id, lower(email))
    where accepted_at is null and withdrawn_at is null
  `.execute(db);

  await sql`
    create table partner_journal (
      id bigint generated always as identity primary key,
      partner_id uuid not null references partners (id),
      actor_account_id uuid references accounts (id),
      api_token_id uuid,
      ip_address text,
      action text not null,
      subject_type text not null,
      subject_id text,
      subject_label text,
      changes jsonb not null default '[]',
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // A partner's page, newest first, whole or by one person or one action.
  await sql`create index partner_journal_page_idx on partner_journal (partner_id, created_at desc, id desc)`.execute(db);
  await sql`create index partner_journal_actor_idx on partner_journal (partner_id, actor_account_id, created_at desc, id desc)`.execute(db);
  await sql`create index partner_journal_action_idx on partner_journal (partner_id, action, created_at desc, id desc)`.execute(db);
  await sql`
    create function partner_journal_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'partner_journal is append-only' using errcode = '42501';
    end
    $$
  `.execute(db);
  await sql`
    create trigger partner_journal_append_only before update or delete on partner_journal
    for each row execute function partner_journal_append_only()
  `.execute(db);
}
