/** Cancelling a planned deletion (the lists' undo and the dialog): the call, the lists' refresh, the spec's messages. */
import { DELETION_MESSAGES } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { cancelDeletion } from '../api/subscriptions';

// The lists and the navbar counters share this key; a deleting row then re-polls every 5 s until it settles.
export const SUBSCRIPTIONS_KEY = ['subscriptions'];

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
