/**
 * The usage ledger (decision 012): for each subscription option, intervals of a constant active count. An interval
 * opens when the Provisioner confirmed the count and closes when the next confirmed change or the removal ends it;
 * every write here runs inside the transaction of the state change that causes it. Nothing else writes the table.
 */
import type { Db } from '../db/database.ts';

/** Opens an interval for every option of a subscription that has just been deployed, at its ordered count. */
export async function openSubscriptionIntervals(trx: Db, subscriptionId: string, at: Date, orderId: string | null): Promise<void> {
  const options = await trx
    .selectFrom('subscription_options as so')
    .innerJoin('subscriptions as s', 's.id', 'so.subscription_id')
    .select(['s.partner_id', 's.customer_id', 'so.id', 'so.service_option_id', 'so.usage_count'])
    .where('so.subscription_id', '=', subscriptionId)
    .where('so.usage_count', '>', 0)
    .execute();
  if (options.length === 0) return;
  await trx
    .insertInto('usage_ledger')
    .values(
      options.map((o) => ({
        partner_id: o.partner_id,
        customer_id: o.customer_id,
        subscription_id: subscriptionId,
        subscription_option_id: o.id,
        service_option_id: o.service_option_id,
        units: o.usage_count,
        active_from: at,
        order_id: orderId,
      })),
    )
    .execute();
}

/** Closes every open interval of a subscription: it was removed at `at`. */
export async function closeSubscriptionIntervals(trx: Db, subscriptionId: string, at: Date): Promise<void> {
  await trx
    .updateTable('usage_ledger')
    .set({ active_to: at })
    .where('subscription_id', '=', subscriptionId)
    .where('active_to', 'is', null)
    .execute();
}

/**
 * A confirmed change of one option's count: the open interval closes at `at` and, unless the option is now at zero,
 * a new one opens at the same moment with the new count.
 */
export async function changeOptionInterval(
  trx: Db,
  option: { subscriptionOptionId: string; subscriptionId: string; serviceOptionId: string; partnerId: string; customerId: string },
  units: number,
  at: Date,
  orderId: string,
): Promise<void> {
  await trx
    .updateTable('usage_ledger')
    .set({ active_to: at })
    .where('subscription_option_id', '=', option.subscriptionOptionId)
    .where('active_to', 'is', null)
    .execute();
  if (units === 0) return;
  await trx
    .insertInto('usage_ledger')
    .values({
      partner_id: option.partnerId,
      customer_id: option.customerId,
      subscription_id: option.subscriptionId,
      subscription_option_id: option.subscriptionOptionId,
      service_option_id: option.serviceOptionId,
      units,
      active_from: at,
      order_id: orderId,
    })
    .execute();
}

/** Replays the ledger: each option's active count of a subscription at a moment (options at zero are absent). */
export async function countsAt(db: Db, subscriptionId: string, at: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('usage_ledger')
    .select(['service_option_id as serviceOptionId', 'units'])
    .where('subscription_id', '=', subscriptionId)
    .where('active_from', '<=', at)
    .where((eb) => eb.or([eb('active_to', 'is', null), eb('active_to', '>', at)]))
    .execute();
  return new Map(rows.map((r) => [r.serviceOptionId, r.units]));
}
