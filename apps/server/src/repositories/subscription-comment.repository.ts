/** One comment per subscription (document 1 §3 Subscription comment), of the partner's own subscriptions only. */
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';

/** The subscription (if it is the partner's) with its comment, if any. */
export function findSubscriptionComment(db: Db, scope: PartnerScope, subscriptionId: string) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('subscription_comments as sc', 'sc.subscription_id', 's.id')
    .select(['s.id', 'sc.text', 'sc.updated_at as updatedAt'])
    .where('s.id', '=', subscriptionId)
    .where('s.partner_id', '=', scope.partnerId)
    .executeTakeFirst();
}

export async function saveSubscriptionComment(db: Db, subscriptionId: string, text: string, accountId: string, at: Date): Promise<void> {
  await db
    .insertInto('subscription_comments')
    .values({ subscription_id: subscriptionId, text, updated_by: accountId, updated_at: at })
    .onConflict((oc) => oc.column('subscription_id').doUpdateSet({ text, updated_by: accountId, updated_at: at }))
    .execute();
}

export async function deleteSubscriptionComment(db: Db, subscriptionId: string): Promise<void> {
  await db.deleteFrom('subscription_comments').where('subscription_id', '=', subscriptionId).execute();
}
