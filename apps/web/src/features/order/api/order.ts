/** The order form's calls: the kit details, the clients that may be ordered for, a client's trial time, and the order itself. */
import { queryOptions } from '@tanstack/react-query';
import {
  customerListSchema,
  orderResponseSchema,
  serviceKitExtendedSchema,
  trialTimeSchema,
  type OfferDeskId,
  type OrderRequest,
} from '@portal/domain';
import { api } from '../../../lib/api-client';

export const kitQuery = (deskId: OfferDeskId, serviceId: string, kitId: string) =>
  queryOptions({
    queryKey: ['kits', deskId, serviceId, kitId],
    queryFn: () => api(`/desks/${deskId}/services/${serviceId}/kits/${kitId}/extended`, { schema: serviceKitExtendedSchema }),
    staleTime: 5 * 60_000,
  });

/** Only confirmed clients with an INN may be ordered for. */
export const orderableClientsQuery = queryOptions({
  queryKey: ['customers', 'orderable'],
  queryFn: async () => {
    const list = await api('/customer-manager?pageSize=0&sort=name&order=asc', { schema: customerListSchema });
    const seen = new Set<string>();
    return list.items.filter((c) => c.status === 'confirmed' && c.inn && !seen.has(c.id) && seen.add(c.id));
  },
});

/** The trial a client may still have of a service's demo kit. */
export const trialTimeQuery = (query: { servicePackageId: string; customerId: string; serviceId: string }) =>
  queryOptions({
    queryKey: ['trial-time', query],
    queryFn: () => api(`/trial-time?${new URLSearchParams(query)}`, { schema: trialTimeSchema }),
  });

export function placeOrder(type: string, order: OrderRequest, idempotencyKey: string) {
  return api(`/${encodeURIComponent(type)}/order`, {
    method: 'POST',
    body: order,
    schema: orderResponseSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
