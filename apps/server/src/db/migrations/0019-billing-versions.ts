/**
 * A version per partner of everything its bill is priced from (decision 014): the usage ledger, its subscriptions'
 * trials and demo mode, its prepaid options, its invoices (the corrections) and the tariffs. Triggers bump it in the
 * writing transaction, so a month's sums cached under a version can never be read after what they were priced from
 * changed — on any instance.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table partner_billing_versions (
      partner_id uuid primary key references partners(id),
      version bigint not null default 1
    )`.execute(db);

  // Bulk writes bump once per statement, from the rows they wrote.
  await sql`
    create function billing_version_bump_rows() returns trigger language plpgsql as $$
    begin
      insert into partner_billing_versions as v (partner_id)
      select distinct partner_id from changed
      on conflict (partner_id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  for (const [table, event] of [
    ['usage_ledger', 'insert'],
    ['usage_ledger', 'update'],
    ['invoices', 'insert'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_billing_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      referencing new table as changed for each statement execute function billing_version_bump_rows()`.execute(db);
  }

  await sql`
    create function billing_version_bump_partner(partner uuid) returns void language sql as $$
      insert into partner_billing_versions as v (partner_id) values (partner)
      on conflict (partner_id) do update set version = v.version + 1
    $$`.execute(db);
  await sql`
    create function billing_version_bump_subscription() returns trigger language plpgsql as $$
    begin
      perform billing_version_bump_partner(new.partner_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_billing_version after update of trial_start, trial_end, usage_mode on subscriptions
    for each row when (old.trial_start is distinct from new.trial_start or old.trial_end is distinct from new.trial_end
                       or old.usage_mode is distinct from new.usage_mode)
    execute function billing_version_bump_subscription()`.execute(db);
  await sql`
    create function billing_version_bump_option() returns trigger language plpgsql as $$
    begin
      perform billing_version_bump_partner((select partner_id from subscriptions where id = new.subscription_id));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger subscription_options_billing_version after update of prepaid_from, prepaid_months on subscription_options
    for each row when (old.prepaid_from is distinct from new.prepaid_from or old.prepaid_months is distinct from new.prepaid_months)
    execute function billing_version_bump_option()`.execute(db);

  // A tariff is every partner's: a new version of one moves them all.
  await sql`
    create function billing_version_bump_all() returns trigger language plpgsql as $$
    begin
      insert into partner_billing_versions as v (partner_id) select id from partners
      on conflict (partner_id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger option_tariffs_billing_version after insert or update or delete on option_tariffs
    for each statement execute function billing_version_bump_all()`.execute(db);
}
