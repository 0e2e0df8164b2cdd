/**
 * The account's own security (decision 034): sessions carry a public id (the list's handle, never the cookie's hash),
 * the browser, the address and their last use; password recovery links keep only the token's SHA-256.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column public_id uuid not null default gen_random_uuid(),
      add column user_agent text,
      add column ip_address text,
      add column last_seen_at timestamptz not null default now()`.execute(db);
  await sql`create unique index sessions_public_id_idx on sessions (public_id)`.execute(db);

  await sql`
    create table password_reset_links (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_reset_links_account_idx on password_reset_links (account_id)`.execute(db);

  // Browsers an account has signed in from (a long-lived device cookie's SHA-256): a sign-in from another sends a letter.
  await sql`
    create table account_devices (
      account_id uuid not null references accounts(id) on delete cascade,
      device_hash text not null,
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      primary key (account_id, device_hash)
    )`.execute(db);

  // The second factor (TOTP, RFC 6238): the secret while enrolling and once on, the last time step used (a code is
  // accepted once), single-use recovery codes (SHA-256), and the logins waiting for their second step.
  await sql`
    alter table accounts
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_enabled_at timestamptz,
      add column totp_last_step bigint`.execute(db);
  await sql`
    create table account_recovery_codes (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index account_recovery_codes_account_idx on account_recovery_codes (account_id)`.execute(db);
  await sql`
    create table login_challenges (
      id text primary key,
      account_id uuid not null references accounts(id) on delete cascade,
      expires_at timestamptz not null,
      attempts integer not null default 0
    )`.execute(db);
}
