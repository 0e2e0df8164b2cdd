/**
 * GET /api/customer-manager/testCustomer: the partner's own client, created on first use and named after the
 * partner. Orders on the desk 'Партнерам' are for exactly this client; it is in no client list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function getTestCustomer(): Promise<Customer> {
  return api<Customer>('/customer-manager/testCustomer');
}

export const testCustomerQuery = queryOptions({
  queryKey: ['customers', 'testCustomer'],
  queryFn: getTestCustomer,
  staleTime: 5 * 60_000,
});

/** Asked only on a desk whose client is fixed. */
export function useTestCustomer(enabled: boolean) {
  return useQuery({ ...testCustomerQuery, enabled });
}
