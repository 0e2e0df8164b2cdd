/** GET /api/distributor-manager/history: the distributor's partners' bills over 12 months; and the reconciliation file. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonth, DistributorHistory } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const distributorHistoryQuery = queryOptions({
  queryKey: ['distributor', 'history'],
  queryFn: () => api<DistributorHistory>('/distributor-manager/history'),
});

export function useDistributorHistory() {
  return useQuery(distributorHistoryQuery);
}

export function reconciliationHref({ year, month }: BillingMonth): string {
  return `/api/distributor-manager/reconciliation?m=${month}&y=${year}`;
}
