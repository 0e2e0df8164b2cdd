/** GET /api/distributors/grm: the distributors a new partner can choose in the application (may be empty). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Distributor } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function getDistributors(): Promise<Distributor[]> {
  return api<Distributor[]>('/distributors/grm');
}

export const distributorsQuery = queryOptions({
  queryKey: ['distributors', 'grm'],
  queryFn: getDistributors,
  staleTime: 5 * 60_000,
});

export function useDistributors() {
  return useQuery(distributorsQuery);
}
