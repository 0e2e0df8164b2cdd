/** GET /api/ias/distributor: the partner's current distributor, or none (then it chooses one as it enrols). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentDistributor } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const currentDistributorQuery = queryOptions({
  queryKey: ['ias', 'distributor'],
  queryFn: () => api<CurrentDistributor>('/ias/distributor'),
});

export function useCurrentDistributor() {
  return useQuery(currentDistributorQuery);
}
