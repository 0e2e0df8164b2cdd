/** POST /api/backoffice/partners/{partnerId}/provisioner-failure: the partner's next deployment fails (simulator). */
import { useMutation } from '@tanstack/react-query';
import type { ApplicationItem } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function armProvisionerFailure(partnerId: string): Promise<unknown> {
  return api(`/backoffice/partners/${encodeURIComponent(partnerId)}/provisioner-failure`, { method: 'POST' });
}

export function useArmProvisionerFailure(handlers: { onSuccess: (item: ApplicationItem) => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: (item: ApplicationItem) => armProvisionerFailure(item.partnerId),
    onSuccess: (_result, item) => handlers.onSuccess(item),
    onError: handlers.onError,
  });
}
