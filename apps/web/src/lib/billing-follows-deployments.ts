/**
 * The month's bill changes when a subscription finishes deploying or deleting (the usage ledger is written then), not
 * when it is ordered. The subscription views poll while a subscription settles; this watches their answers and asks
 * for the bill again when one they saw settling has settled, wherever the navbar is. An accepted order (or any change
 * whose answer is a settling subscription) counts as seen settling too: a deployment quicker than the way to the list
 * is first seen there already settled.
 */
import { SETTLING_STATUSES, type DeployStatus } from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Every query of a subscription view starts with this key, and every billing query with BILLING_KEY. */
const SUBSCRIPTIONS_KEY = 'subscriptions';
export const BILLING_KEY = ['billing'];

type SubscriptionState = { subscriptionId: string; deployStatus: DeployStatus };

const isSubscriptionState = (value: unknown): value is SubscriptionState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SubscriptionState).subscriptionId === 'string' &&
  typeof (value as SubscriptionState).deployStatus === 'string';

/** The subscriptions an answer shows: a list's items, or one subscription. */
function subscriptionsIn(data: unknown): SubscriptionState[] {
  if (isSubscriptionState(data)) return [data];
  const items = typeof data === 'object' && data !== null ? (data as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? items.filter(isSubscriptionState) : [];
}

/** Starts watching; returns the unsubscribe. */
export function followDeployments(client: QueryClient): () => void {
  const settling = new Set<string>();
  const watch = (data: unknown): void => {
    let settled = false;
    for (const subscription of subscriptionsIn(data)) {
      if (SETTLING_STATUSES.includes(subscription.deployStatus)) settling.add(subscription.subscriptionId);
      else if (settling.delete(subscription.subscriptionId)) settled = true;
    }
    if (settled) void client.invalidateQueries({ queryKey: BILLING_KEY });
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === SUBSCRIPTIONS_KEY) {
      watch(event.query.state.data);
    }
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') watch(event.mutation.state.data);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

export function useBillingFollowsDeployments(): void {
  const client = useQueryClient();
  useEffect(() => followDeployments(client), [client]);
}
