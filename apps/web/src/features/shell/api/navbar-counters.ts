/** The navbar's own numbers: the month's bill and the lead counts (client counts are a shared query). */
import { queryOptions } from '@tanstack/react-query';
import type { BillingSumExtended, LeadCounts } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { BILLING_KEY } from '../../../lib/billing-follows-deployments';

/** The current month accrued to today, and its projection to the month's end if nothing changes. */
export const billingSumQuery = queryOptions({
  queryKey: [...BILLING_KEY, 'sum'],
  queryFn: () => api<BillingSumExtended>('/billing/sum'),
  staleTime: 60_000,
});

export const leadCountsQuery = queryOptions({
  queryKey: ['leads', 'count'],
  queryFn: () => api<LeadCounts>('/leads/count'),
  staleTime: 30_000,
});
