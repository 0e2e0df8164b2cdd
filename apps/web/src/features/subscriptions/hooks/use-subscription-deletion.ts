/** Deleting a subscription and cancelling a planned deletion: the calls, the lists' refresh, the spec's messages. */
import { DELETION_MESSAGES, formatDateTime, type DeletionRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { cancelDeletion, deleteSubscription } from '../api/subscriptions';

// The lists and the navbar counters share this key; a deleting row then re-polls every 5 s until it settles.
const SUBSCRIPTIONS_KEY = ['subscriptions'];

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

export function useCancelDeletion(subscriptionId: string, handlers: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  return useMutation({
    mutationFn: () => cancelDeletion(subscriptionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      toast.show(DELETION_MESSAGES.cancelled, { severity: 'success' });
      handlers.onDone?.();
    },
    onError: (error) => showError(apiErrorContent(DELETION_MESSAGES.cancelFailed, error)),
  });
}
