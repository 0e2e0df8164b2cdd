/**
 * The usage ledger knows which intervals are free because their subscription is a demo (decision 014): a demo stays a
 * demo all its life (converting one orders a new paid subscription), so the fact is copied onto each interval when it
 * is written. Pricing a month then skips demos by a column instead of joining every demo subscription of the partner,
 * and reads only the trials that reach into the month.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table usage_ledger add column demo boolean not null default false`.execute(db);
  await sql`alter table usage_ledger disable trigger usage_ledger_append_only`.execute(db);
  await sql`
    update usage_ledger l set demo = true
    from subscriptions s where s.id = l.subscription_id and s.usage_mode = 'DEMONSTRATION'`.execute(db);
  await sql`alter table usage_ledger enable trigger usage_ledger_append_only`.execute(db);

  await sql`
    create function usage_ledger_mark_demo() returns trigger language plpgsql as $$
    begin
      new.demo := exists (select 1 from subscriptions s where s.id = new.subscription_id and s.usage_mode = 'DEMONSTRATION');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger usage_ledger_mark_demo before insert on usage_ledger
    for each row execute function usage_ledger_mark_demo()`.execute(db);

  // Closing stays the only edit: the copied fact cannot be changed either.
  await sql`
    create or replace function usage_ledger_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'usage_ledger is append-only';
      end if;
      if old.active_to is not null or new.active_to is null
         or (new.id, new.partner_id, new.customer_id, new.subscription_id, new.subscription_option_id,
             new.service_option_id, new.units, new.active_from, new.order_id, new.demo)
            is distinct from
            (old.id, old.partner_id, old.customer_id, old.subscription_id, old.subscription_option_id,
             old.service_option_id, old.units, old.active_from, old.order_id, old.demo) then
        raise exception 'a usage_ledger interval can only be closed';
      end if;
      return new;
    end $$`.execute(db);

  // The trials that reach into a month, by their end.
  await sql`
    create index subscriptions_billing_trial_end_idx on subscriptions (partner_id, trial_end)
    where usage_mode = 'PRODUCTION' and trial_start is not null and trial_end is not null`.execute(db);
}
