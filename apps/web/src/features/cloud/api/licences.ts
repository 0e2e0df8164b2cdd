/**
 * The active licences (GET /api/cloud/licences), ordering one (POST /api/{type}/order), changing its count
 * (PUT /api/{type}/order) and reading it back (GET /api/subscriptions/{id}). The list's key sits under the
 * subscriptions' one, so a deletion anywhere refreshes it.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  LicenceList,
  OrderRequest,
  OrderResponse,
  SubscriptionChange,
  SubscriptionChangeResponse,
  SubscriptionDetail,
} from '@portal/domain';
import { api } from '../../../lib/api-client';

export const LICENCES_KEY = ['subscriptions', 'cloud-licences'];

export const licencesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...LICENCES_KEY, { page, pageSize }],
    queryFn: () => api<LicenceList>(`/cloud/licences?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function placeLicenceOrder(type: string, order: OrderRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api<OrderResponse>(`/${encodeURIComponent(type)}/order`, {
    method: 'POST',
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function changeLicence(type: string, change: SubscriptionChange, idempotencyKey: string): Promise<SubscriptionChangeResponse> {
  return api<SubscriptionChangeResponse>(`/${encodeURIComponent(type)}/order`, {
    method: 'PUT',
    body: change,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function readLicence(subscriptionId: string): Promise<SubscriptionDetail> {
  return api<SubscriptionDetail>(`/subscriptions/${encodeURIComponent(subscriptionId)}`);
}
