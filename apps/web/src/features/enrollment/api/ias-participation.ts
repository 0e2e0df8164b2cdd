/** GET /api/ias/participation: the partner's infrastructure status; null while it has none (the spec's 404). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IasParticipation } from '@portal/domain';
import { api, ApiRequestError } from '../../../lib/api-client';

export async function getIasParticipation(): Promise<IasParticipation | null> {
  try {
    return await api<IasParticipation>('/ias/participation');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const iasParticipationQuery = queryOptions({
  queryKey: ['ias', 'participation'],
  queryFn: getIasParticipation,
  // A decision of the vendor shows when the partner comes back to the page.
  staleTime: 0,
  refetchOnWindowFocus: true,
  retry: false,
});

export function useIasParticipation() {
  return useQuery(iasParticipationQuery);
}
