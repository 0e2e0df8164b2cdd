/**
 * The distributor's partner list stays as fast for 2,000 partners as for 10 (issue 11, decision 015):
 * - its totals without a search are counters kept by a trigger in the distributor's partner_stats row, one per
 *   status filter (all, ACTIVE, BLOCKED, UPDATING — the rules of distributor.repository's filter), so a page never
 *   counts the partners; every writer (an application naming a distributor, the vendor's attach, a lock change and
 *   its job, the demo world) keeps them in its own transaction;
 * - a status filter's page reads an index of that status's partners in name order;
 * - a search reads a trigram index over partners.search_text instead of comparing every partner's text.
 *   (The embedded database never vacuums: dead versions of updated partners stay in the table, and a search that
 *   compared every row read them too.)
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table partner_stats
      add column distributor_partners_all integer not null default 0,
      add column distributor_partners_active integer not null default 0,
      add column distributor_partners_blocked integer not null default 0,
      add column distributor_partners_updating integer not null default 0`.execute(db);
  // Adds (sign 1) or takes away (sign -1) one partner from its distributor's totals: a change under way reads
  // UPDATING whatever the lock; otherwise lock ACTIVE is the BLOCKED status and INACTIVE the ACTIVE one.
  await sql`
    create function distributor_partner_counts_add(p partners, sign integer) returns void language plpgsql as $$
    declare
      updating boolean := p.lock_change_id is not null;
    begin
      if p.distributor_id is null or p.kind <> 'partner' then return; end if;
      insert into partner_stats as ps (partner_id, distributor_partners_all, distributor_partners_active,
                                       distributor_partners_blocked, distributor_partners_updating)
      values (p.distributor_id, sign,
              case when not updating and p.lock_status = 'INACTIVE' then sign else 0 end,
              case when not updating and p.lock_status = 'ACTIVE' then sign else 0 end,
              case when updating then sign else 0 end)
      on conflict (partner_id) do update set
        distributor_partners_all = ps.distributor_partners_all + excluded.distributor_partners_all,
        distributor_partners_active = ps.distributor_partners_active + excluded.distributor_partners_active,
        distributor_partners_blocked = ps.distributor_partners_blocked + excluded.distributor_partners_blocked,
        distributor_partners_updating = ps.distributor_partners_updating + excluded.distributor_partners_updating;
    end $$`.execute(db);
  await sql`
    create function partners_distributor_count_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform distributor_partner_counts_add(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform distributor_partner_counts_add(new, 1); end if;
      return null;
    end $$`.execute(db);
  // Only a change of what the counters depend on fires it: a partner's name or address edits touch no counter.
  await sql`
    create trigger partners_distributor_count after insert or delete or update of distributor_id, kind, lock_status, lock_change_id
    on partners for each row execute function partners_distributor_count_trigger()`.execute(db);
  await sql`select distributor_partner_counts_add(p, 1) from partners p`.execute(db);

  // A status filter's page walks its own partners in name order and stops at its rows, instead of walking all the
  // distributor's partners to find the few blocked (or the none being updated). They replace (distributor_id,
  // lock_status), which no query reads in name order.
  await sql`drop index partners_distributor_lock`.execute(db);
  await sql`
    create index partners_distributor_lock_name on partners (distributor_id, lock_status, name, id)
    where distributor_id is not null and lock_change_id is null`.execute(db);
  await sql`
    create index partners_distributor_updating_name on partners (distributor_id, name, id)
    where distributor_id is not null and lock_change_id is not null`.execute(db);

  // Without fastupdate: the embedded database is a standalone backend with no autovacuum, so a GIN index's pending
  // list is never merged into the index and every search would read it whole (a search among 2,000 partners took
  // 1.2 ms through the pending list, 0.5 ms through the index; decision 015). Partners are written seldom.
  await sql`create index partners_search_text_idx on partners using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
}
