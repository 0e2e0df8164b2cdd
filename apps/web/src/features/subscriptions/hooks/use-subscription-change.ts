/**
 * A change of a subscription's counts as the spec runs it (document 1 §4 Seat count change, §8): send the change,
 * then re-read the subscription up to 5 times, 2 s apart, until the active counts match the targets; 'Заказ успешно
 * изменен!' when they do, 'Произошла ошибка изменения заказа' with a retry when the change order failed, and the
 * request to refresh when they never matched. The retry applies the same change order once.
 */
import { SEAT_CHANGE_POLL_MS, SEAT_CHANGE_POLL_TRIES, type SubscriptionChangeResponse, type SubscriptionDetail } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pollUntil } from '../../../lib/poll';
import { changeSubscription, retryChange } from '../api/subscription-change';
import { readSubscriptionDetail, subscriptionDetailKey } from '../api/subscription-detail';
import { changeRequest } from '../utils/option-change';
import { changeSettled } from '../utils/change-settled';

export type ChangePhase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'waiting'; orderId: string }
  | { kind: 'applied'; orderId: string }
  /** The change order failed (retry it), or the change was refused before an order existed (orderId null). */
  | { kind: 'failed'; orderId: string | null; error: unknown }
  | { kind: 'refresh'; orderId: string };

export type SubscriptionChangeFlow = {
  phase: ChangePhase;
  submit: (targets: ReadonlyMap<string, number>) => void;
  /** Retries the failed change order of this flow, or the one given (a failure found on the page). */
  retry: (orderId?: string) => void;
  reset: () => void;
};

/** Data a settled change alters: the subscription (its detail and the lists) and the orders. */
const CHANGED_BY_CHANGE = [['subscriptions'], ['orders'], ['billing']];

export function useSubscriptionChange(detail: SubscriptionDetail): SubscriptionChangeFlow {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ChangePhase>({ kind: 'idle' });
  const targetsRef = useRef<ReadonlyMap<string, number>>(new Map());
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const follow = async (answer: Promise<SubscriptionChangeResponse>, knownOrderId: string | null) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    let orderId = knownOrderId;
    try {
      orderId = (await answer).orderId;
      setPhase({ kind: 'waiting', orderId });
      const settledOrder = orderId;
      const outcome = await pollUntil({
        read: () =>
          queryClient.fetchQuery({
            queryKey: subscriptionDetailKey(detail.subscriptionId),
            queryFn: () => readSubscriptionDetail(detail.subscriptionId),
            staleTime: 0,
          }),
        decide: (current) => changeSettled(current, settledOrder, targetsRef.current),
        tries: SEAT_CHANGE_POLL_TRIES,
        intervalMs: SEAT_CHANGE_POLL_MS,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      for (const queryKey of CHANGED_BY_CHANGE) void queryClient.invalidateQueries({ queryKey });
      if (outcome === 'applied') setPhase({ kind: 'applied', orderId });
      else if (outcome === 'failed') setPhase({ kind: 'failed', orderId, error: null });
      else setPhase({ kind: 'refresh', orderId });
    } catch (error) {
      if (!controller.signal.aborted) setPhase({ kind: 'failed', orderId, error });
    }
  };

  return {
    phase,
    submit: (targets) => {
      targetsRef.current = targets;
      setPhase({ kind: 'sending' });
      void follow(changeSubscription(detail.resourceCategory ?? '', changeRequest(detail, targets)), null);
    },
    retry: (orderId) => {
      const failed = orderId ?? (phase.kind === 'failed' ? phase.orderId : null);
      if (!failed) return;
      if (orderId) targetsRef.current = new Map();
      setPhase({ kind: 'sending' });
      void follow(retryChange(failed), failed);
    },
    reset: () => {
      abortRef.current?.abort();
      setPhase({ kind: 'idle' });
    },
  };
}
