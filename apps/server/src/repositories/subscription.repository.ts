/** Subscriptions of the calling partner. */
import type { Subscription } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';

export async function listSubscriptions(
  db: Db,
  scope: PartnerScope,
  query: { customerId?: string | undefined; page: number; pageSize: number },
): Promise<{ items: Subscription[]; total: number }> {
  let base = db.selectFrom('subscriptions as s').where('s.partner_id', '=', scope.partnerId).where('s.deleted', '=', false);
  if (query.customerId) base = base.where('s.customer_id', '=', query.customerId);
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id as subscriptionId',
        's.customer_id as customerId',
        's.service_name as serviceName',
        's.service_kit_name as serviceKitName',
        's.usage_mode as usageMode',
        's.deploy_status as deployStatus',
        's.trial_start as trialStart',
        's.trial_end as trialEnd',
        's.created_at as createDate',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      trialStart: r.trialStart?.toISOString() ?? null,
      trialEnd: r.trialEnd?.toISOString() ?? null,
      createDate: r.createDate.toISOString(),
    })),
    total: Number(count.total),
  };
}
