/** Queries that several features read: a catalogue desk, one client, and the partner's counts of paying and demo clients. */
import { queryOptions } from '@tanstack/react-query';
import type { Customer, DeskServices, PayAndTrialCustomers, OfferDeskId } from '@portal/domain';
import { api } from './api-client';
import { JUST_LOADED_MS } from './query-client';

export const deskQuery = (deskId: OfferDeskId) =>
  queryOptions({
    queryKey: ['desks', deskId],
    queryFn: () => api<DeskServices>(`/desks/${deskId}/services`),
    // Asked afresh on each visit (the route's loader asks): a service's lock (the terminal) changes with the partner's
    // subscriptions.
    staleTime: JUST_LOADED_MS,
  });

/** The desks the Market shows, in its order. */
export const MARKET_DESKS = ['grm', 'other', 'special', 'biz'] as const;

export const customerCountsQuery = queryOptions({
  queryKey: ['subscriptions', 'payandtrialcustomers'],
  queryFn: () => api<PayAndTrialCustomers>('/subscriptions/payandtrialcustomers'),
  staleTime: 30_000,
});

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'one', id],
    queryFn: () => api<Customer>(`/customer-manager/${encodeURIComponent(id)}`),
  });
