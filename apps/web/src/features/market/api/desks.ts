/** The Market's data: one request per desk, and whether the partner has an active paid subscription. */
import { queryOptions } from '@tanstack/react-query';
import { deskServicesSchema, payAndTrialCustomersSchema, type OfferDeskId } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const deskQuery = (deskId: OfferDeskId) =>
  queryOptions({
    queryKey: ['desks', deskId],
    queryFn: () => api(`/desks/${deskId}/services`, { schema: deskServicesSchema }),
    staleTime: 5 * 60_000,
  });

export const paidCustomersQuery = queryOptions({
  queryKey: ['subscriptions', 'payandtrialcustomers'],
  queryFn: () => api('/subscriptions/payandtrialcustomers', { schema: payAndTrialCustomersSchema }),
  staleTime: 30_000,
});
