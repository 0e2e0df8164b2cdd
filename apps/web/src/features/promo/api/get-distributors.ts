/** GET /api/distributors/grm: the distributors a new partner can choose in the application (may be empty). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributorSchema, type Distributor } from '@portal/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export function getDistributors(): Promise<Distributor[]> {
  return api('/distributors/grm', { schema: z.array(distributorSchema) });
}

export const distributorsQuery = queryOptions({
  queryKey: ['distributors', 'grm'],
  queryFn: getDistributors,
  staleTime: 5 * 60_000,
});

export function useDistributors() {
  return useQuery(distributorsQuery);
}
