/**
 * The navbar's «Мои лиды» counts the leads dispatched to the partner and not yet processed (issue 22 item 22,
 * decision 031): a second trigger keeps them in `lead_counters` under 'dispatched:{partnerId}', beside the lists'
 * totals, so that processing a lead lowers the number without counting rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function lead_dispatched_key(partner_id uuid, status text) returns text language sql immutable as $$
      select case when partner_id is not null and status = 'DISPATCHED' then 'dispatched:' || partner_id::text end
    $$`.execute(db);
  await sql`
    create function leads_dispatched_count_trigger() returns trigger language plpgsql as $$
    declare k text;
    begin
      if tg_op = 'UPDATE' and lead_dispatched_key(old.partner_id, old.status) is not distinct from lead_dispatched_key(new.partner_id, new.status) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        k := lead_dispatched_key(old.partner_id, old.status);
        if k is not null then
          insert into lead_counters (key, leads) values (k, -1)
          on conflict (key) do update set leads = lead_counters.leads - 1;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        k := lead_dispatched_key(new.partner_id, new.status);
        if k is not null then
          insert into lead_counters (key, leads) values (k, 1)
          on conflict (key) do update set leads = lead_counters.leads + 1;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger leads_dispatched_count after insert or delete or update of partner_id, status
    on leads for each row execute function leads_dispatched_count_trigger()`.execute(db);
  await sql`
    insert into lead_counters (key, leads)
    select lead_dispatched_key(partner_id, status), count(*)::int from leads
    where lead_dispatched_key(partner_id, status) is not null
    group by 1`.execute(db);
}
