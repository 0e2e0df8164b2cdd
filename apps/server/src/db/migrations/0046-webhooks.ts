/**
 * Webhooks (issue 13, decision 019): a partner's endpoints with the events they receive and their signing secret, and
 * each delivery with its signed body, its attempts and the last response. A job (pg-boss) sends and retries them.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      url text not null,
      events text[] not null,
      secret text not null,
      created_by uuid references accounts(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_endpoints_partner on webhook_endpoints (partner_id, created_at)`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      partner_id uuid not null references partners(id),
      event_type text not null,
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      response_status integer,
      response_body text,
      error text,
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz,
      delivered_at timestamptz
    )`.execute(db);
  await sql`create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc, id)`.execute(db);
}
