/** The navbar's numbers: the month's bill, paying and demo clients, own and common leads. */
import { queryOptions } from '@tanstack/react-query';
import { billingSumSchema, leadCountsSchema, payAndTrialCustomersSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const billingSumQuery = queryOptions({
  queryKey: ['billing', 'sum'],
  queryFn: () => api('/billing/sum', { schema: billingSumSchema }),
  staleTime: 60_000,
});

export const customerCountsQuery = queryOptions({
  queryKey: ['subscriptions', 'payandtrialcustomers'],
  queryFn: () => api('/subscriptions/payandtrialcustomers', { schema: payAndTrialCustomersSchema }),
  staleTime: 30_000,
});

export const leadCountsQuery = queryOptions({
  queryKey: ['leads', 'count'],
  queryFn: () => api('/leads/count', { schema: leadCountsSchema }),
  staleTime: 30_000,
});
