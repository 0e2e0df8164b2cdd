/** 'Перейти на платную версию': the call, the lists' refresh, the success toast and the failure dialog. */
import { TRIAL_MESSAGES, type ConversionResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { convertToPaid } from '../api/subscriptions';
import { SUBSCRIPTIONS_KEY } from './use-cancel-deletion';

export function useConvertToPaid(
  subscriptionId: string,
  serviceKitId: string,
  handlers: { onSettled?: () => void; onConverted?: (conversion: ConversionResponse) => void } = {},
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  // One key for this confirmation: a request resent after a lost answer converts once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => convertToPaid(subscriptionId, { serviceKitId }, idempotencyKey),
    onSuccess: (conversion) => {
      // The demo now shows its conversion and the lists poll until the paid one is deployed and the demo closed.
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      toast.show(TRIAL_MESSAGES.converted, { severity: 'success' });
      handlers.onSettled?.();
      handlers.onConverted?.(conversion);
    },
    onError: (error) => {
      handlers.onSettled?.();
      showError(apiErrorContent(TRIAL_MESSAGES.convertFailed, error));
    },
  });
}
