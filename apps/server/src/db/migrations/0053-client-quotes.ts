/**
 * Client quotes (issue 14 item 3, decision 021): a calculator's configuration priced by the partner for one of its
 * clients. The lines (as the calculator produced them, with the client price of each) are one jsonb document: a quote
 * is read and written whole, never queried by line. The totals are columns so the list needs no jsonb.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_quotes (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      customer_id uuid not null references customers(id) on delete cascade,
      title text not null,
      lines jsonb not null,
      pricing_mode text not null check (pricing_mode in ('markup', 'perLine')),
      markup_basis_points integer,
      order_href text not null,
      partner_total bigint not null,
      client_total bigint not null,
      line_count integer not null,
      created_by uuid references accounts(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  // The list: a partner's quotes newest first, and one client's.
  await sql`create index client_quotes_partner on client_quotes (partner_id, created_at desc, id)`.execute(db);
  await sql`create index client_quotes_customer on client_quotes (partner_id, customer_id, created_at desc, id)`.execute(db);
}
