/**
 * One subscription for its detail page (GET /api/subscriptions/{id}): everything the page shows in one answer,
 * re-read every 5 s while it deploys, deletes or changes. Its key sits under the lists' ['subscriptions'], so what
 * refreshes the lists refreshes it too.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import { DEPLOY_STATUS_POLL_MS, SETTLING_STATUSES, type SubscriptionDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const subscriptionDetailKey = (subscriptionId: string) => ['subscriptions', 'detail', subscriptionId];

export function readSubscriptionDetail(subscriptionId: string): Promise<SubscriptionDetail> {
  return api<SubscriptionDetail>(`/subscriptions/${encodeURIComponent(subscriptionId)}`);
}

const pollWhileSettling = (query: Query<SubscriptionDetail>) => {
  const detail = query.state.data;
  if (!detail) return false;
  return SETTLING_STATUSES.includes(detail.deployStatus) || detail.changeOrderId !== null ? DEPLOY_STATUS_POLL_MS : false;
};

export const subscriptionDetailQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: subscriptionDetailKey(subscriptionId),
    queryFn: () => readSubscriptionDetail(subscriptionId),
    refetchInterval: pollWhileSettling,
    // A missing subscription (another partner's, or removed) is not asked again.
    retry: false,
  });
