/**
 * The back office's export of partners' documents (issue 33): one ZIP of every chosen partner's invoice PDF, act PDF and
 * XML УПД per month, built by a durable job. The finished ZIP lives in the database in ~1 MiB chunks, so that any
 * instance serves it and a restart loses nothing; a job that starts again deletes the chunks it wrote and starts over.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table document_exports (
      id uuid primary key default gen_random_uuid(),
      requested_by uuid not null references accounts (id),
      partner_ids uuid[],
      months text[] not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      done integer not null default 0,
      total integer not null default 0,
      failures integer not null default 0,
      error text,
      size bigint,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )
  `.execute(db);
  // The back office lists the recent exports, newest first.
  await sql`create index document_exports_recent_idx on document_exports (created_at desc, id desc)`.execute(db);
  await sql`
    create table document_export_chunks (
      export_id uuid not null references document_exports (id) on delete cascade,
      seq integer not null,
      data bytea not null,
      primary key (export_id, seq)
    )
  `.execute(db);
}
