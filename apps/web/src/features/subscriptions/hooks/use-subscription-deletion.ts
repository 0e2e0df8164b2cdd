/** Deleting a subscription (the dialog's call): the lists' refresh and the spec's messages. */
import { DELETION_MESSAGES, formatDateTime, type DeletionRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { deleteSubscription } from '../api/subscriptions';
import { SUBSCRIPTIONS_KEY } from './use-cancel-deletion';

export function useDeleteSubscription(
  subscriptionId: string,
  handlers: { onDone?: () => void; onFieldErrors?: (error: unknown) => boolean } = {},
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: (request: DeletionRequest) => deleteSubscription(subscriptionId, request),
    onSuccess: (state) => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      if (state.deployStatus === 'DEPLOYED' && state.expirationDate) {
        toast.show(DELETION_MESSAGES.dateSet(formatDateTime(state.expirationDate)), { severity: 'success' });
      }
      handlers.onDone?.();
    },
    onError: (error) => {
      if (handlers.onFieldErrors?.(error)) return;
      showError(apiErrorContent(DELETION_MESSAGES.failed, error, DELETION_MESSAGES.failedHint));
    },
  });
}
