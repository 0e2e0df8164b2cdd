/**
 * Billing (decision 014): months close into immutable invoices per partner with their lines; the closing of a month is
 * recorded so that it can be resumed; a ledger write that reaches into a closed month is marked late, so that the next
 * open month bills the difference as a correction line; indexes for pricing a month in one statement.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A month's closing, begun by the schedule on the 5th or by an operator; finished when every partner has its invoice.
  await sql`
    create table billing_closings (
      year smallint not null,
      month smallint not null check (month between 0 and 11),
      period_end timestamptz not null,
      started_at timestamptz not null default now(),
      started_by uuid references accounts(id),
      finished_at timestamptz,
      primary key (year, month)
    )`.execute(db);

  await sql`create sequence invoice_number_seq`.execute(db);
  await sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      year smallint not null,
      month smallint not null check (month between 0 and 11),
      number text not null unique,
      sum bigint not null,
      currency_code text not null default 'RUB',
      line_count integer not null,
      closed_at timestamptz not null default now(),
      unique (partner_id, year, month)
    )`.execute(db);
  await sql`create index invoices_month_idx on invoices (year, month, partner_id)`.execute(db);

  // A line bills one subscription option for a month: the invoice's own, or an earlier closed one (a correction).
  // What the details page shows of a closed month is kept here as it was when the month closed.
  await sql`
    create table invoice_lines (
      id bigint generated always as identity primary key,
      invoice_id uuid not null references invoices(id),
      period_year smallint not null,
      period_month smallint not null check (period_month between 0 and 11),
      correction boolean not null default false,
      customer_id uuid not null references customers(id),
      customer_name text not null,
      customer_responsible text not null,
      customer_phone text,
      customer_email text not null,
      customer_inn text,
      customer_city text,
      customer_login text,
      own_use boolean not null,
      subscription_id uuid not null references subscriptions(id),
      service_name text not null,
      service_kit_name text not null,
      usage_mode text not null,
      subscription_start timestamptz,
      subscription_end timestamptz,
      subscription_days integer not null,
      trial_start timestamptz,
      trial_end timestamptz,
      trial_days integer,
      subscription_option_id uuid not null references subscription_options(id),
      service_option_id uuid not null references service_options(id),
      option_name text not null,
      resource_code text not null,
      kind text not null check (kind in ('daily', 'monthly', 'prepaid', 'free')),
      period_type text not null check (period_type in ('d', 'm')),
      prepaid boolean not null,
      range_months integer,
      start_date timestamptz,
      end_date timestamptz,
      days integer not null,
      charged_days integer not null,
      unit_price bigint not null,
      sum bigint not null,
      explanation text not null,
      active boolean not null
    )`.execute(db);
  await sql`create index invoice_lines_invoice_idx on invoice_lines (invoice_id, customer_id)`.execute(db);
  await sql`create index invoice_lines_option_period_idx on invoice_lines (subscription_option_id, period_year, period_month)`.execute(db);

  // An invoice is a document: once written it never changes.
  await sql`
    create function billing_immutable() returns trigger language plpgsql as $$
    begin
      raise exception '% is immutable', tg_table_name;
    end $$`.execute(db);
  await sql`create trigger invoices_immutable before update or delete on invoices for each row execute function billing_immutable()`.execute(
    db,
  );
  await sql`
    create trigger invoice_lines_immutable before update or delete on invoice_lines
    for each row execute function billing_immutable()`.execute(db);

  /*
   * A ledger write that reaches into a month whose closing has begun (an interval opened or closed before that month's
   * end) is late: the next open month bills the difference. The share lock orders such a write with a closing that
   * begins at the same time, so a write either is seen by the closing or is marked late.
   */
  await sql`alter table usage_ledger add column late boolean not null default false`.execute(db);
  await sql`
    create function usage_ledger_mark_late() returns trigger language plpgsql as $$
    declare
      closed_until timestamptz;
    begin
      lock table billing_closings in share mode;
      select max(period_end) into closed_until from billing_closings;
      if closed_until is not null then
        if tg_op = 'INSERT' and new.active_from < closed_until then
          new.late := true;
        elsif tg_op = 'UPDATE' and new.active_to is not null and new.active_to < closed_until then
          new.late := true;
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger usage_ledger_mark_late before insert or update on usage_ledger
    for each row execute function usage_ledger_mark_late()`.execute(db);
  await sql`create index usage_ledger_late_idx on usage_ledger (partner_id) where late`.execute(db);

  // Pricing a month reads the partner's intervals that end after the month began (the current month: the open ones).
  await sql`create index usage_ledger_partner_end_idx on usage_ledger (partner_id, (coalesce(active_to, 'infinity'::timestamptz)))`.execute(
    db,
  );
  // ... and only the few subscriptions that bill differently: demos and those with a trial.
  await sql`create index subscriptions_billing_trial_idx on subscriptions (partner_id) where usage_mode = 'DEMONSTRATION' or trial_end is not null`.execute(
    db,
  );
  await sql`create index subscription_options_prepaid_idx on subscription_options (subscription_id) where prepaid_from is not null`.execute(
    db,
  );
}
