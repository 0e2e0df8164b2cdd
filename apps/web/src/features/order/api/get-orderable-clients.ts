/** GET /api/customer-manager: the partner's clients an order may be placed for (document 1 §5), duplicates removed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerList, isOrderableCustomer, type Customer } from '@portal/domain';
import { api } from '../../../lib/api-client';

export async function getOrderableClients(): Promise<Customer[]> {
  const list = await api<CustomerList>('/customer-manager?pageSize=0&sort=name&order=asc');
  const seen = new Set<string>();
  return list.items.filter((c) => isOrderableCustomer(c) && !seen.has(c.id) && seen.add(c.id));
}

export const orderableClientsQuery = queryOptions({
  queryKey: ['customers', 'orderable'],
  queryFn: getOrderableClients,
});

/** Not needed on a desk whose client is fixed. */
export function useOrderableClients(enabled = true) {
  return useQuery({ ...orderableClientsQuery, enabled });
}
