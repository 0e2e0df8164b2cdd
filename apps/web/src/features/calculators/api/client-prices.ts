/** GET /api/calculators/client-prices: the home's price table; its workbook downloads from the export's address. */
import { queryOptions } from '@tanstack/react-query';
import type { ClientPriceTable } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const clientPricesQuery = queryOptions({
  queryKey: ['calculators', 'client-prices'],
  queryFn: () => api<ClientPriceTable>('/calculators/client-prices'),
  staleTime: 5 * 60_000,
});

export const CLIENT_PRICES_EXPORT_HREF = '/api/calculators/client-prices/export';
