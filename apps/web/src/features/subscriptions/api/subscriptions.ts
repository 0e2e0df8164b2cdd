/** The subscription lists (all, paid, trial), the retry of a failed deployment, and deletion (plan, at once, cancel). */
import { keepPreviousData, queryOptions, type Query } from '@tanstack/react-query';
import {
  DEPLOY_STATUS_POLL_MS,
  type ConversionRequest,
  type ConversionResponse,
  type DeletionState,
  isConverting,
  SETTLING_STATUSES,
  type DeletionRequest,
  type SubscriptionFilter,
  type SubscriptionList,
} from '@portal/domain';
import { api } from '../../../lib/api-client';

/** Rows still deploying, deleting or being converted to paid are asked again every 5 s until they settle. */
const pollWhileSettling = (query: Query<SubscriptionList>) =>
  query.state.data?.items.some((s) => SETTLING_STATUSES.includes(s.deployStatus) || isConverting(s)) ? DEPLOY_STATUS_POLL_MS : false;

export const subscriptionsQuery = (query: { filter: SubscriptionFilter; search: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['subscriptions', 'list', query],
    queryFn: () => api<SubscriptionList>(`/subscriptions?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileSettling,
  });

/** Every subscription of one client, for the client card. */
export const customerSubscriptionsQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'customer', customerId],
    queryFn: () => api<SubscriptionList>(`/subscriptions?customerId=${encodeURIComponent(customerId)}&pageSize=1000`),
    refetchInterval: pollWhileSettling,
  });

export function retryDeployment(subscriptionId: string) {
  return api(`/order/retry/${subscriptionId}`, { method: 'POST' });
}

/** delayDays 0 deletes at once, 1 to 7 plans the deletion. */
export function deleteSubscription(subscriptionId: string, request: DeletionRequest) {
  return api<DeletionState>(`/subscriptions/${subscriptionId}`, { method: 'DELETE', body: request });
}

export function cancelDeletion(subscriptionId: string) {
  return api<DeletionState>(`/subscriptions/${subscriptionId}`, { method: 'PATCH', body: { cancelDeletion: true } });
}

/** 'Перейти на платную версию': one Idempotency-Key per confirmation, so a resent request converts once. */
export function convertToPaid(subscriptionId: string, request: ConversionRequest, idempotencyKey: string) {
  return api<ConversionResponse>(`/subscriptions/${subscriptionId}/convert`, {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
