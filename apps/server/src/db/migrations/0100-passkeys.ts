/**
 * Passkeys (WebAuthn, decision 034): an account's registered credentials, the challenges the server handed out (single
 * use, short-lived), and the portal's security settings (the operator's requirement of a second factor).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_passkeys (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index account_passkeys_account_idx on account_passkeys (account_id)`.execute(db);
  // A registration's challenge belongs to its account; a passwordless sign-in's to nobody yet.
  await sql`
    create table webauthn_challenges (
      id text primary key,
      account_id uuid references accounts(id) on delete cascade,
      purpose text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table security_settings (
      id boolean primary key default true check (id),
      require_second_factor boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into security_settings (id) values (true)`.execute(db);
}
