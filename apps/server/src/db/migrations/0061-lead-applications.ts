/**
 * The common leads' applications and the lists' indexes (issue 15, decision 023): which partners asked for a lead of
 * the pool and when, who dispatched a lead, and the indexes of the three lists (the pool, a partner's leads, a search
 * among them) and of the job that returns lapsed applications to the pool.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lead_applications (
      lead_id uuid not null references leads(id) on delete cascade,
      partner_id uuid not null references partners(id),
      created_at timestamptz not null default now(),
      primary key (lead_id, partner_id)
    )`.execute(db);
  await sql`create index lead_applications_partner_idx on lead_applications (partner_id, lead_id)`.execute(db);

  await sql`alter table leads add column dispatched_by uuid references accounts(id)`.execute(db);

  // The common pool, newest first: the leads not given to any partner.
  await sql`create index leads_pool_idx on leads (created_at desc, id desc) where partner_id is null`.execute(db);
  // A partner's own leads, newest first (replaces the (partner_id, status) index for the list's order).
  await sql`create index leads_partner_date_idx on leads (partner_id, created_at desc, id desc) where partner_id is not null`.execute(db);
  // Applied-for leads by the time of their first application: the operator's queue and the release job.
  await sql`create index leads_applied_idx on leads (applied_at) where status = 'APPLIED'`.execute(db);
  // IN_PROD matching: a partner's open leads by INN and by e-mail.
  await sql`create index leads_open_inn_idx on leads (partner_id, inn) where status in ('DISPATCHED', 'PROCESSED')`.execute(db);
  await sql`create index leads_open_email_idx on leads (partner_id, lower(email)) where status in ('DISPATCHED', 'PROCESSED')`.execute(db);
  // The search of "My leads" by name, INN and e-mail. Without fastupdate: the embedded database never vacuums, so a
  // GIN pending list would never be merged and every search would read it whole (as partners_search_text_idx, 0021).
  await sql`
    create index leads_search_idx on leads
    using gin ((lower(name || ' ' || coalesce(inn, '') || ' ' || coalesce(email, ''))) gin_trgm_ops)
    with (fastupdate = off)`.execute(db);

  // The lists' totals and the navbar's counters without counting rows: the common pool under the key 'pool', each
  // partner's own leads under its id, kept by a trigger (a count of 50,000 rows would make a page of 10 slow).
  await sql`create table lead_counters (key text primary key, leads integer not null default 0)`.execute(db);
  await sql`
    create function lead_counter_key(partner_id uuid, status text) returns text language sql immutable as $$
      select case when partner_id is not null then partner_id::text
                  when status in ('NON_DISPATCHED', 'APPLIED') then 'pool' end
    $$`.execute(db);
  await sql`
    create function leads_count_trigger() returns trigger language plpgsql as $$
    declare k text;
    begin
      -- A change within one list (taken to work, processed) leaves the counters alone: no write on a shared row.
      if tg_op = 'UPDATE' and lead_counter_key(old.partner_id, old.status) is not distinct from lead_counter_key(new.partner_id, new.status) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        k := lead_counter_key(old.partner_id, old.status);
        if k is not null then
          insert into lead_counters (key, leads) values (k, -1)
          on conflict (key) do update set leads = lead_counters.leads - 1;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        k := lead_counter_key(new.partner_id, new.status);
        if k is not null then
          insert into lead_counters (key, leads) values (k, 1)
          on conflict (key) do update set leads = lead_counters.leads + 1;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger leads_count after insert or delete or update of partner_id, status
    on leads for each row execute function leads_count_trigger()`.execute(db);
  await sql`
    insert into lead_counters (key, leads)
    select lead_counter_key(partner_id, status), count(*)::int from leads
    where lead_counter_key(partner_id, status) is not null
    group by 1`.execute(db);
}
