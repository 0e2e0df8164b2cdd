/** Whether a change order has settled, read from the subscription: applied when the active counts match, or failed. */
import type { SubscriptionDetail } from '@portal/domain';

export function changeSettled(
  detail: Pick<SubscriptionDetail, 'serviceOptions' | 'changeOrderId' | 'failedChangeOrderId'>,
  orderId: string,
  targets: ReadonlyMap<string, number>,
): 'applied' | 'failed' | null {
  if (detail.failedChangeOrderId === orderId) return 'failed';
  if (detail.changeOrderId === orderId) return null;
  const counts = new Map(detail.serviceOptions.map((option) => [option.serviceOptionId, option.usageCount]));
  for (const [serviceOptionId, target] of targets) if ((counts.get(serviceOptionId) ?? 0) !== target) return null;
  return 'applied';
}
