/**
 * Trials that end (decision 013). A subscription is on trial — in the trial list, not the paid one — when it is a demo
 * or its trial still runs (the domain's isOnTrial; here subscription_on_trial). Time alone moves a subscription out of
 * the trial list, which no trigger sees, so the rule is kept as a column: `on_trial` is set whenever a row is written
 * and cleared by the job `trials.settle` each minute for the trials that ended; the lists page by indexes on it and the
 * trigger-kept totals of migration 0007 count by it, so both stay exact. The periodic jobs (settling trials, removing
 * ended demos, the letter before the end) each read a small partial index.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function subscription_on_trial(usage_mode text, trial_end timestamptz, at timestamptz) returns boolean
    language sql immutable as $$ select usage_mode = 'DEMONSTRATION' or coalesce(trial_end > at, false) $$`.execute(db);
  await sql`alter table subscriptions add column on_trial boolean not null default false`.execute(db);
  await sql`update subscriptions set on_trial = subscription_on_trial(usage_mode, trial_end, now())`.execute(db);
  // Whatever writes a subscription (an order, a conversion, the demo world, a test), its list is decided here.
  await sql`
    create function subscriptions_on_trial_trigger() returns trigger language plpgsql as $$
    begin
      new.on_trial := subscription_on_trial(new.usage_mode, new.trial_end, now());
      return new;
    end $$`.execute(db);
  await sql`
    create trigger subscriptions_on_trial before insert or update of usage_mode, trial_end
    on subscriptions for each row execute function subscriptions_on_trial_trigger()`.execute(db);

  // The totals of the lists count by the same column (the paid and trial lists); the demo lists stay demo kits.
  await sql`
    create or replace function subscription_list_counts_add(s subscriptions, sign integer) returns void language plpgsql as $$
    declare
      demo boolean := s.usage_mode = 'DEMONSTRATION';
      partner_desk boolean := coalesce(s.offer_desk_id = 'special', false);
    begin
      if s.deleted then return; end if;
      insert into partner_stats as ps (partner_id, subscriptions_all, subscriptions_paid, subscriptions_trial,
                                       subscriptions_demo_customer, subscriptions_demo_partner)
      values (s.partner_id, sign, case when s.on_trial then 0 else sign end, case when s.on_trial then sign else 0 end,
              case when demo and not partner_desk then sign else 0 end, case when partner_desk then sign else 0 end)
      on conflict (partner_id) do update set
        subscriptions_all = ps.subscriptions_all + excluded.subscriptions_all,
        subscriptions_paid = ps.subscriptions_paid + excluded.subscriptions_paid,
        subscriptions_trial = ps.subscriptions_trial + excluded.subscriptions_trial,
        subscriptions_demo_customer = ps.subscriptions_demo_customer + excluded.subscriptions_demo_customer,
        subscriptions_demo_partner = ps.subscriptions_demo_partner + excluded.subscriptions_demo_partner;
    end $$`.execute(db);
  await sql`drop trigger subscriptions_count on subscriptions`.execute(db);
  await sql`
    create trigger subscriptions_count after insert or delete or update of partner_id, usage_mode, offer_desk_id, deleted, on_trial
    on subscriptions for each row execute function subscriptions_count_trigger()`.execute(db);
  await sql`
    update partner_stats set subscriptions_all = 0, subscriptions_paid = 0, subscriptions_trial = 0,
                             subscriptions_demo_customer = 0, subscriptions_demo_partner = 0`.execute(db);
  await sql`select subscription_list_counts_add(s, 1) from subscriptions s`.execute(db);

  // Each list's first page from an index of its own rows in its own order (as in migration 0007).
  await sql`drop index subscriptions_paid_idx`.execute(db);
  await sql`create index subscriptions_paid_idx on subscriptions (partner_id, created_at desc, id) where not deleted and not on_trial`.execute(
    db,
  );
  await sql`drop index subscriptions_trial_idx`.execute(db);
  await sql`create index subscriptions_trial_idx on subscriptions (partner_id, trial_start desc, id) where not deleted and on_trial`.execute(
    db,
  );

  // trials.settle: the production trials still marked on trial, by their end.
  await sql`create index subscriptions_trial_settle_idx on subscriptions (trial_end) where on_trial and usage_mode = 'PRODUCTION'`.execute(
    db,
  );
  // The removal of ended demos: the working demos, by their end.
  await sql`create index subscriptions_demo_end_idx on subscriptions (trial_end) where usage_mode = 'DEMONSTRATION' and deploy_status = 'DEPLOYED'`.execute(
    db,
  );
  // The letter before the end: working trials and demos not yet announced (nor being converted), by their end.
  await sql`
    create index subscriptions_trial_notice_idx on subscriptions (trial_end)
    where trial_end is not null and trial_letter_sent_at is null and deploy_status = 'DEPLOYED' and converted_to is null`.execute(db);
}
