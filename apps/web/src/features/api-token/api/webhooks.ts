/** The webhooks tab's calls (decision 019): endpoints, their deliveries, the test event. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WebhookDeliveryPage, WebhookEndpoint, WebhookEndpointInput } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** While a delivery waits for its next attempt, the list is asked again this often. */
const PENDING_POLL_MS = 2000;

export const webhookEndpointsQuery = queryOptions({
  queryKey: ['webhooks'],
  queryFn: () => api<WebhookEndpoint[]>('/webhooks'),
});

export const webhookDeliveriesQuery = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: ['webhooks', endpointId, 'deliveries', page],
    queryFn: () => api<WebhookDeliveryPage>(`/webhooks/${encodeURIComponent(endpointId)}/deliveries?page=${page}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });

export const createWebhookEndpoint = (input: WebhookEndpointInput) => api<WebhookEndpoint>('/webhooks', { method: 'POST', body: input });

export const changeWebhookEndpoint = (id: string, input: WebhookEndpointInput) =>
  api<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const deleteWebhookEndpoint = (id: string) => api<null>(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sendTestWebhook = (id: string) => api<{ deliveryId: string }>(`/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST' });
