/**
 * Changing a subscription's options: PUT /api/{type}/order (answers a PENDING change order that a job settles), the
 * retry of a failed change (POST /api/orders/{id}/retry), and the prepay availability asked before lowering a prepaid
 * option.
 */
import type { PrepayAvailability, SubscriptionChange, SubscriptionChangeResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** `type` is the kit's resource category, as for a new order. */
export function changeSubscription(type: string, change: SubscriptionChange): Promise<SubscriptionChangeResponse> {
  return api<SubscriptionChangeResponse>(`/${encodeURIComponent(type)}/order`, { method: 'PUT', body: change });
}

export function retryChange(orderId: string): Promise<SubscriptionChangeResponse> {
  return api<SubscriptionChangeResponse>(`/orders/${encodeURIComponent(orderId)}/retry`, { method: 'POST' });
}

export function readPrepayAvailability(subscriptionId: string): Promise<PrepayAvailability> {
  return api<PrepayAvailability>(`/subscriptions/${encodeURIComponent(subscriptionId)}/prepay-availability`);
}
