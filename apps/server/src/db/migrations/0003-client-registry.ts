/**
 * The client registry: the customer's full fields, portal-wide uniqueness of email, INN and login,
 * sort indexes per partner, a trigram index for search, the email-confirmation token, and a
 * per-partner client counter so the list's total never needs a full count.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence customer_code_seq start 100001`.execute(db);
  await sql`
    alter table customers
      add column street text,
      add column chief_name text,
      add column customer_code text not null default nextval('customer_code_seq')::text,
      add column onec_username text,
      add column number_of_employees integer,
      add column country_uin text,
      add column region_uin text,
      add column main_activity_type text,
      add column exchange_id text not null default gen_random_uuid()::text,
      add column regnum text,
      add column confirmation_token_hash text,
      add column confirmed_at timestamptz,
      add column decided_by uuid,
      add column updated_at timestamptz not null default now()`.execute(db);

  await sql`create unique index customers_email_key on customers (lower(email))`.execute(db);
  await sql`create unique index customers_inn_key on customers (inn) where inn is not null`.execute(db);
  await sql`create unique index customers_one_c_id_key on customers (lower(one_c_id)) where one_c_id is not null`.execute(db);
  await sql`create unique index customers_confirmation_key on customers (confirmation_token_hash) where confirmation_token_hash is not null`.execute(
    db,
  );

  // One index per sortable column, led by the partner, so every sorted page is an index range scan.
  for (const column of ['name', 'responsible', 'email', 'phone', 'inn', 'one_c_id', 'city']) {
    await sql`create index ${sql.id(`customers_partner_${column}_idx`)} on customers (partner_id, ${sql.id(column)}, id)`.execute(db);
  }
  await sql`drop index customers_partner_idx`.execute(db);
  await sql`create index customers_partner_created_idx on customers (partner_id, created_at, id)`.execute(db);
  await sql`
    create index customers_search_idx on customers using gin (
      (lower(name || ' ' || responsible || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(inn, '') || ' ' ||
       coalesce(one_c_id, '') || ' ' || coalesce(city, ''))) gin_trgm_ops)`.execute(db);

  await sql`
    create table partner_stats (
      partner_id uuid primary key references partners(id),
      customer_count integer not null default 0
    )`.execute(db);
  await sql`
    insert into partner_stats (partner_id, customer_count)
    select partner_id, count(*) from customers group by partner_id`.execute(db);
  // A trigger keeps the counter exact for every writer, in the writer's own transaction.
  await sql`
    create function customers_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into partner_stats (partner_id, customer_count) values (new.partner_id, 1)
        on conflict (partner_id) do update set customer_count = partner_stats.customer_count + 1;
      elsif tg_op = 'DELETE' then
        update partner_stats set customer_count = customer_count - 1 where partner_id = old.partner_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger customers_count after insert or delete on customers
    for each row execute function customers_count_trigger()`.execute(db);
}
