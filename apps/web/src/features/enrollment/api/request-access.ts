/** POST /api/ias/access-requests: the offer accepted (and the distributor chosen when none is set); the answer is pending. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestBody, AccessRequestItem } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { currentDistributorQuery } from './current-distributor';
import { iasParticipationQuery } from './ias-participation';

export function requestAccess(body: AccessRequestBody): Promise<AccessRequestItem> {
  return api<AccessRequestItem>('/ias/access-requests', { method: 'POST', body });
}

export function useRequestAccess(handlers: { onSuccess: (item: AccessRequestItem) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccess,
    onSuccess: (item) => {
      handlers.onSuccess(item);
      void queryClient.invalidateQueries({ queryKey: iasParticipationQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: currentDistributorQuery.queryKey });
    },
    onError: handlers.onError,
  });
}
