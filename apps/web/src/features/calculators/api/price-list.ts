/** GET /api/billing/price: the partner's price list in force today, the source of the calculators' rate tables. */
import { queryOptions } from '@tanstack/react-query';
import type { PriceList } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const priceListQuery = queryOptions({
  queryKey: ['billing', 'price'],
  queryFn: () => api<PriceList>('/billing/price'),
  staleTime: 5 * 60_000,
});
