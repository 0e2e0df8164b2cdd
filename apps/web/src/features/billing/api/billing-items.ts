/** GET /api/billing/items: one page (10 clients) of a month's bill, with the month's total and invoice. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BillingOptionFilter, BillingSubscriptionFilter, PartnerBilling } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { JUST_LOADED_MS } from '../../../lib/query-client';

export type BillingItemsParams = {
  m: number;
  y: number;
  search: string;
  subscriptions: BillingSubscriptionFilter;
  options: BillingOptionFilter;
  page: number;
  pageSize: number;
};

export function billingQueryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}

export const billingItemsQuery = (params: BillingItemsParams) =>
  queryOptions({
    queryKey: ['billing', 'items', params],
    queryFn: () => api<PartnerBilling>(`/billing/items?${billingQueryString(params)}`),
    placeholderData: keepPreviousData,
    // The route's loader asks for the first page with the session: the page does not ask again as it mounts.
    staleTime: JUST_LOADED_MS,
  });
