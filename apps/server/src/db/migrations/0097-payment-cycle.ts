/**
 * The payment cycle of closed months (issue 24, decision 036): the production calendar's decreed days, the partner's
 * requisites for its documents, the act's signature or refusal, payments (recorded by hand or imported from bank
 * statements, matched to an invoice or waiting for the operator), the statement imports, and waived penalties.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table production_calendar_days (
      day date primary key,
      kind text not null check (kind in ('holiday', 'working')),
      changed_by uuid references accounts(id),
      changed_at timestamptz not null default now()
    )`.execute(db);

  // What the vendor holds of a partner for its invoices and acts; the payer INN of a statement is matched against it.
  await sql`alter table partners add column inn text check (inn ~ '^([0-9]{10}|[0-9]{12})$')`.execute(db);
  await sql`alter table partners add column kpp text check (kpp ~ '^[0-9]{4}[0-9A-Z]{2}[0-9]{3}$')`.execute(db);
  await sql`alter table partners add column legal_address text`.execute(db);
  await sql`create index partners_inn_idx on partners (inn) where inn is not null`.execute(db);

  await sql`
    create table invoice_acts (
      invoice_id uuid primary key references invoices(id),
      decision text not null check (decision in ('signed', 'refused')),
      reason text check (decision = 'signed' or length(btrim(reason)) > 0),
      decided_by uuid not null references accounts(id),
      decided_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table statement_imports (
      id uuid primary key default gen_random_uuid(),
      file_name text not null,
      imported_by uuid not null references accounts(id),
      imported_at timestamptz not null default now(),
      documents integer not null,
      recorded integer not null,
      repeated integer not null,
      matched integer not null
    )`.execute(db);

  await sql`
    create table payments (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid references invoices(id),
      received_on date not null,
      amount bigint not null check (amount > 0),
      source text not null check (source in ('manual', 'statement')),
      -- A statement's payment is the same payment in every statement it appears in (decision 036).
      payment_key text unique,
      statement_import_id uuid references statement_imports(id),
      document_number text,
      payer_inn text,
      payer_name text not null default '',
      purpose text not null default '',
      unmatched_reason text,
      recorded_by uuid not null references accounts(id),
      recorded_at timestamptz not null default now(),
      matched_by uuid references accounts(id),
      matched_at timestamptz,
      check (source = 'manual' or payment_key is not null)
    )`.execute(db);
  await sql`create index payments_invoice_idx on payments (invoice_id, received_on) where invoice_id is not null`.execute(db);
  await sql`create index payments_unmatched_idx on payments (received_on desc) where invoice_id is null`.execute(db);

  await sql`
    create table invoice_penalty_waivers (
      invoice_id uuid primary key references invoices(id),
      reason text not null check (length(btrim(reason)) > 0),
      waived_by uuid not null references accounts(id),
      waived_at timestamptz not null default now()
    )`.execute(db);

  // What was told of an invoice, once each: the letters before the due date, on closing and reopening orders, and the
  // webhook events paid and overdue. The hourly sweep and the payments read it so nothing is told twice.
  await sql`
    create table invoice_notices (
      invoice_id uuid not null references invoices(id),
      kind text not null check (kind in ('due-soon', 'overdue', 'orders-closed', 'orders-reopened', 'paid')),
      sent_at timestamptz not null default now(),
      primary key (invoice_id, kind)
    )`.execute(db);
}
