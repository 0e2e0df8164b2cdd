/**
 * The guarded states of a subscription's option change (decision 012), in one place: a subscription takes a change only
 * when it is deployed, not deleted and free; its change order goes PENDING → APPLIED or FAILED once, and FAILED →
 * PENDING for a retry. Each step names the state it expects in the same statement, so two workers, a crash or a
 * racing deletion can never apply it twice or leave both a deletion and a change running.
 */
import type { Db } from '../db/database.ts';

/**
 * Locks a subscription that may take a change (deployed, not deleted, no change in progress) until the transaction
 * ends; false when it may not. A deletion racing it waits for the lock and then finds the change in progress.
 */
export async function lockForChange(trx: Db, subscriptionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('id', '=', subscriptionId)
    .where('deploy_status', '=', 'DEPLOYED')
    .where('deleted', '=', false)
    .where('change_order_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the subscription locked by lockForChange as changing through this order: a second change and a deletion wait. */
export async function claimChange(trx: Db, subscriptionId: string, orderId: string): Promise<void> {
  await trx.updateTable('subscriptions').set({ change_order_id: orderId }).where('id', '=', subscriptionId).execute();
}

export type ChangeOutcome = { status: 'APPLIED'; at: Date } | { status: 'FAILED'; lastError: string };

/**
 * Settles a PENDING change order and frees its subscription; the subscription's id when this call settled it,
 * undefined when an earlier run already had (a rerun then does nothing).
 */
export async function settleChange(trx: Db, orderId: string, outcome: ChangeOutcome): Promise<string | undefined> {
  const settled = await trx
    .updateTable('orders')
    .set(
      outcome.status === 'APPLIED'
        ? { status: 'APPLIED', applied_at: outcome.at, last_error: null }
        : { status: 'FAILED', last_error: outcome.lastError },
    )
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING')
    .where('kind', '=', 'change')
    .returning('subscription_id')
    .executeTakeFirst();
  if (!settled) return undefined;
  await trx
    .updateTable('subscriptions')
    .set({ change_order_id: null, updated_at: new Date() })
    .where('id', '=', settled.subscription_id)
    .where('change_order_id', '=', orderId)
    .execute();
  return settled.subscription_id;
}

/** A FAILED change order back to PENDING for its retry; false when it is not (or no longer) failed. */
export async function reopenChange(trx: Db, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: 'PENDING', last_error: null })
    .where('id', '=', orderId)
    .where('status', '=', 'FAILED')
    .where('kind', '=', 'change')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
