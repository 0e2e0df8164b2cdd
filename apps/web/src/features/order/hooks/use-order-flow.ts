/**
 * The order flow every form shares: (warn about no seats,) confirm, create with one Idempotency-Key per attempt,
 * then success or error; a retry after an error starts a new attempt with a new key.
 */
import type { OrderRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { placeOrder } from '../api/order';
import type { OrderDialogsProps, OrderOutcome } from '../components/order-dialogs';
import { forgetSavedForm } from '../use-saved-form';

export type OrderFlowOptions = {
  type: string;
  body: () => OrderRequest;
  /** The saved form to forget once the order is accepted. */
  formKey?: string;
  summary: string;
  trial?: boolean;
};

export function useOrderFlow({ type, body, formKey, summary, trial = false }: OrderFlowOptions) {
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const order = useMutation({
    mutationFn: () => placeOrder(type, body(), idempotencyKey),
    onSuccess: () => {
      if (formKey) forgetSavedForm(formKey);
      setOutcome('success');
    },
    onError: () => setOutcome('error'),
  });

  const dialogs: OrderDialogsProps = {
    outcome,
    summary,
    trial,
    pending: order.isPending,
    error: order.error,
    onConfirm: () => order.mutate(),
    onContinue: () => setOutcome('confirm'),
    onRetry: () => {
      setIdempotencyKey(crypto.randomUUID());
      order.reset();
      setOutcome(null);
    },
    onClose: () => setOutcome(null),
  };
  return {
    pending: order.isPending,
    /** Opens the confirmation, or first the no-seats warning. */
    start: (withoutSeats = false) => setOutcome(withoutSeats ? 'noSeats' : 'confirm'),
    dialogs,
  };
}
