/** GET /api/trial-time: the trial a client may still have of a service's demo kit (0 once used). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialTime } from '@portal/domain';
import { api } from '../../../lib/api-client';

export type TrialTimeRequest = { servicePackageId: string; customerId: string; serviceId: string };

export function getTrialTime(query: TrialTimeRequest): Promise<TrialTime> {
  return api<TrialTime>(`/trial-time?${new URLSearchParams(query)}`);
}

export const trialTimeQuery = (query: TrialTimeRequest) =>
  queryOptions({
    queryKey: ['trial-time', query],
    queryFn: () => getTrialTime(query),
  });

/** Asked only for a demo kit once a client is chosen. */
export function useTrialTime(query: TrialTimeRequest, enabled: boolean) {
  return useQuery({ ...trialTimeQuery(query), enabled: enabled && Boolean(query.servicePackageId && query.customerId) });
}
