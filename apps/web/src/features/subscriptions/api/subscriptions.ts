/** The subscription lists (all, paid, trial) and the retry of a failed deployment. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEPLOY_STATUS_POLL_MS, SETTLING_STATUSES, subscriptionListSchema, type SubscriptionFilter } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const subscriptionsQuery = (query: { filter: SubscriptionFilter; search: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['subscriptions', 'list', query],
    queryFn: () =>
      api(`/subscriptions?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
        schema: subscriptionListSchema,
      }),
    placeholderData: keepPreviousData,
    // Rows still deploying or deleting are asked again every 5 s until they settle.
    refetchInterval: (q) => (q.state.data?.items.some((s) => SETTLING_STATUSES.includes(s.deployStatus)) ? DEPLOY_STATUS_POLL_MS : false),
  });

export function retryDeployment(subscriptionId: string) {
  return api(`/order/retry/${subscriptionId}`);
}
