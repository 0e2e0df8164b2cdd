/** GET /api/distributors/ias: the distributors a partner may choose for infrastructure (the settlement scheme). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Distributor } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const iasDistributorsQuery = queryOptions({
  queryKey: ['distributors', 'ias'],
  queryFn: () => api<Distributor[]>('/distributors/ias'),
  staleTime: 5 * 60_000,
});

export function useIasDistributors() {
  return useQuery(iasDistributorsQuery);
}
