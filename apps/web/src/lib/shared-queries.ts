/**
 * Queries that several features read: a catalogue desk, one client, the partner's counts of paying and demo clients, and
 * its debt (the navbar's warning, the order forms' notice and «Счета и акты»).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Customer, DebtSummary, DeskServices, PayAndTrialCustomers, OfferDeskId } from '@portal/domain';
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

/** Every query of the partner's invoices starts with this key: a payment or an act's decision refreshes them all. */
export const INVOICES_KEY = ['invoices'] as const;

/** A payment recorded by the operator reaches the navbar within this: the debt is asked again every five minutes. */
export const DEBT_POLL_MS = 5 * 60_000;

/** GET /api/invoices/debt: what the partner owes, and the invoice that closes its new orders if one does. */
export const debtQuery = queryOptions({
  queryKey: [...INVOICES_KEY, 'debt'],
  queryFn: () => api<DebtSummary>('/invoices/debt'),
  staleTime: 60_000,
  refetchInterval: DEBT_POLL_MS,
});
