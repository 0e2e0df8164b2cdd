/** POST /api/backoffice/applications/{partnerId}/decision: approve, refuse, suspend or put an application on wait. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecisionRequest, ApplicationItem } from '@portal/domain';
import { api } from '../../../lib/api-client';

export type DecideApplicationInput = { partnerId: string } & ApplicationDecisionRequest;

export function decideApplication({ partnerId, ...decision }: DecideApplicationInput): Promise<ApplicationItem> {
  return api<ApplicationItem>(`/backoffice/applications/${encodeURIComponent(partnerId)}/decision`, {
    method: 'POST',
    body: decision,
  });
}

/** Refreshes every back-office list afterwards: a decision also sends a letter to the outbox. */
export function useDecideApplication(handlers: {
  onSuccess: (item: ApplicationItem, input: DecideApplicationInput) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (item, input) => {
      handlers.onSuccess(item, input);
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: handlers.onError,
  });
}
