/** GET /api/backoffice/customers: partners' clients by confirmation status and search, one page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { backofficeCustomerListSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type CustomerFilter = 'unconfirmed' | 'confirmed' | 'rejected' | 'all';
export type CustomersParams = PageParams & { status: CustomerFilter; search: string };

export function getBackofficeCustomers(params: CustomersParams) {
  return api<z.infer<typeof backofficeCustomerListSchema>>(`/backoffice/customers?${toQueryString(params)}`);
}

export const backofficeCustomersQuery = (params: CustomersParams) =>
  queryOptions({
    queryKey: ['backoffice', 'customers', params],
    queryFn: () => getBackofficeCustomers(params),
    placeholderData: keepPreviousData,
  });

export function useBackofficeCustomers(params: CustomersParams) {
  return useQuery(backofficeCustomersQuery(params));
}
