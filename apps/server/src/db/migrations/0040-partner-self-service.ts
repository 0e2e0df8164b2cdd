/**
 * Partner self-service (issue 13): the certificate's number and end date on the partner, support requests with the
 * operator's answer, and the applications table — every subscription of a partner, deleted ones too, paged in SQL
 * in the order of any of its columns from an index of its own, with the client's label kept on the subscription and
 * the total kept in partner_stats.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- Certificate ----
  await sql`alter table partners add column certificate_number text unique, add column certificate_end_date date`.execute(db);
  await sql`create sequence certificate_number_seq`.execute(db);

  // ---- Support requests ----
  await sql`
    create table feedback_requests (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id),
      account_id uuid references accounts(id),
      project_id text not null check (project_id in ('ecw', 'infra')),
      subject text not null,
      message text not null,
      error_info text,
      email text not null,
      responsible text not null,
      created_at timestamptz not null default now(),
      answer text,
      answered_at timestamptz,
      answered_by uuid references accounts(id)
    )`.execute(db);
  await sql`create index feedback_requests_partner on feedback_requests (partner_id, created_at desc, id)`.execute(db);
  await sql`create index feedback_requests_open on feedback_requests (created_at desc, id) where answer is null`.execute(db);
  await sql`create index feedback_requests_all on feedback_requests (created_at desc, id)`.execute(db);

  // ---- Applications table ----
  // The client's label (name → responsible → e-mail → phone → id) lives on the subscription so that the table sorts by
  // it from an index; the search text's trigger already follows the client, this one follows every part of the label.
  await sql`alter table subscriptions add column customer_label text not null default ''`.execute(db);
  await sql`
    create function subscriptions_customer_label_trigger() returns trigger language plpgsql as $$
    begin
      new.customer_label := coalesce((
        select coalesce(nullif(btrim(name), ''), nullif(btrim(responsible), ''), nullif(btrim(email), ''),
                        nullif(btrim(phone), ''), id::text)
        from customers where id = new.customer_id), '');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_customer_label before insert or update of customer_id
    on subscriptions for each row execute function subscriptions_customer_label_trigger()`.execute(db);
  // One customer trigger refreshes both the search text and the label (it replaces the name-only one of 0007).
  await sql`drop trigger customers_name_to_subscriptions on customers`.execute(db);
  await sql`
    create trigger customers_label_to_subscriptions after update of name, responsible, email, phone on customers
    for each row when ((old.name, old.responsible, old.email, old.phone) is distinct from (new.name, new.responsible, new.email, new.phone))
    execute function customers_name_to_subscriptions_trigger()`.execute(db);
  await sql`update subscriptions set customer_id = customer_id`.execute(db);

  await sql`alter table partner_stats add column applications_all integer not null default 0`.execute(db);
  await sql`
    create function subscriptions_applications_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update partner_stats set applications_all = applications_all - 1 where partner_id = old.partner_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into partner_stats as ps (partner_id, applications_all) values (new.partner_id, 1)
        on conflict (partner_id) do update set applications_all = ps.applications_all + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_applications_count after insert or delete or update of partner_id
    on subscriptions for each row execute function subscriptions_applications_count_trigger()`.execute(db);
  await sql`
    update partner_stats ps set applications_all = (select count(*) from subscriptions s where s.partner_id = ps.partner_id)`.execute(db);

  for (const [name, column] of [
    ['created', 'created_at'],
    ['customer', 'customer_label'],
    ['service', 'service_name'],
    ['kit', 'service_kit_name'],
    ['status', 'deploy_status'],
    ['end', 'expiration_date'],
  ] as const) {
    await sql`create index ${sql.raw(`subscriptions_admin_${name}_idx`)} on subscriptions (partner_id, ${sql.ref(column)}, id)`.execute(db);
  }
}
