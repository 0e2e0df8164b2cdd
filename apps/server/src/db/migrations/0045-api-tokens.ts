/**
 * The partner API token (issue 13, decision 019): one per account, kept only as its SHA-256, found by a unique index
 * in the one statement that also counts the call against the token's per-minute limit. Token calls go to the audit log.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_tokens (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null unique references accounts(id) on delete cascade,
      token_hash text not null unique,
      issued_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  // The calls of one token, newest first (the audit log of token calls).
  await sql`create index audit_log_subject on audit_log (subject_type, subject_id, created_at desc)`.execute(db);
}
