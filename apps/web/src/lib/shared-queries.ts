/** Queries that several features read: a catalogue desk, one client, and the partner's counts of paying and demo clients. */
import { queryOptions } from '@tanstack/react-query';
import { customerSchema, deskServicesSchema, payAndTrialCustomersSchema, type OfferDeskId } from '@portal/domain';
import { api } from './api-client';

export const deskQuery = (deskId: OfferDeskId) =>
  queryOptions({
    queryKey: ['desks', deskId],
    queryFn: () => api(`/desks/${deskId}/services`, { schema: deskServicesSchema }),
    // Asked afresh on each visit: a service's lock (the terminal) changes with the partner's subscriptions.
    staleTime: 0,
  });

export const customerCountsQuery = queryOptions({
  queryKey: ['subscriptions', 'payandtrialcustomers'],
  queryFn: () => api('/subscriptions/payandtrialcustomers', { schema: payAndTrialCustomersSchema }),
  staleTime: 30_000,
});

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'one', id],
    queryFn: () => api(`/customer-manager/${encodeURIComponent(id)}`, { schema: customerSchema }),
  });
