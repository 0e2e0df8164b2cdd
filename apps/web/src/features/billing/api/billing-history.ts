/** GET /api/billing/history: the last 12 months' bills and this month's top clients, for the spend charts. */
import { queryOptions } from '@tanstack/react-query';
import type { BillingHistory } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const billingHistoryQuery = queryOptions({
  queryKey: ['billing', 'history'],
  queryFn: () => api<BillingHistory>('/billing/history'),
  staleTime: 60_000,
});
