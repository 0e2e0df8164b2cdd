/** The navbar's own numbers: the month's bill and the lead counts (client counts are a shared query). */
import { queryOptions } from '@tanstack/react-query';
import type { BillingSum, LeadCounts } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const billingSumQuery = queryOptions({
  queryKey: ['billing', 'sum'],
  queryFn: () => api<BillingSum>('/billing/sum'),
  staleTime: 60_000,
});

export const leadCountsQuery = queryOptions({
  queryKey: ['leads', 'count'],
  queryFn: () => api<LeadCounts>('/leads/count'),
  staleTime: 30_000,
});
