/**
 * Deleting a subscription (the dialog's call, the detail page's buttons and the retry of a failed removal): the call,
 * then the spec's re-reading (document 1 §4: every 2 s, up to 10 times) until the status tells the outcome — a
 * deletion date set, removed, or failed — and the lists' refresh.
 */
import {
  DELETION_MESSAGES,
  DELETION_POLL_MS,
  DELETION_POLL_TRIES,
  deletionOutcome,
  formatDateTime,
  type DeletionOutcome,
  type DeletionRequest,
  type DeletionState,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { pollUntil } from '../../../lib/poll';
import { deleteSubscription } from '../api/subscriptions';
import { readSubscriptionDetail } from '../api/subscription-detail';
import { SUBSCRIPTIONS_KEY } from './use-cancel-deletion';

/** The subscription's deletion state now; null once it is gone (a removed subscription is not found). */
async function readDeletionState(subscriptionId: string): Promise<DeletionState | null> {
  try {
    return await readSubscriptionDetail(subscriptionId);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export type DeletionHandlers = {
  onDone?: () => void;
  onFieldErrors?: (error: unknown) => boolean;
  /** Called with the outcome the re-reading found (removed, failed, a date set). */
  onOutcome?: (outcome: Exclude<DeletionOutcome, null>) => void;
};

export function useDeleteSubscription(subscriptionId: string, handlers: DeletionHandlers = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  // The re-reading outlives the dialog that asked for it (it closes at once): its toasts and refresh are app-wide.
  const abortRef = useRef<AbortController | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const report = (outcome: Exclude<DeletionOutcome, null>, state: DeletionState | null) => {
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
    if (outcome === 'dateSet' && state?.expirationDate) {
      toast.show(DELETION_MESSAGES.dateSet(formatDateTime(state.expirationDate)), { severity: 'success' });
    }
    if (outcome === 'deleted') toast.show(DELETION_MESSAGES.deleted, { severity: 'success' });
    if (outcome === 'failed') showError({ title: DELETION_MESSAGES.failed, text: DELETION_MESSAGES.failedHint });
    handlersRef.current.onOutcome?.(outcome);
  };

  const watch = async (first: DeletionState) => {
    const settled = deletionOutcome(first);
    if (settled) return report(settled, first);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    let last: DeletionState | null = first;
    const outcome = await pollUntil({
      read: () => readDeletionState(subscriptionId),
      decide: (state) => {
        last = state;
        return deletionOutcome(state);
      },
      tries: DELETION_POLL_TRIES,
      intervalMs: DELETION_POLL_MS,
      signal: controller.signal,
    }).catch(() => null);
    // Still deleting after the last read: the status keeps its spinner and the lists their 5 s polling.
    if (outcome && !controller.signal.aborted) report(outcome, last);
  };

  return useMutation({
    mutationFn: (request: DeletionRequest) => deleteSubscription(subscriptionId, request),
    onSuccess: (state) => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      handlersRef.current.onDone?.();
      void watch(state);
    },
    onError: (error) => {
      if (handlersRef.current.onFieldErrors?.(error)) return;
      showError(apiErrorContent(DELETION_MESSAGES.failed, error, DELETION_MESSAGES.failedHint));
    },
  });
}
