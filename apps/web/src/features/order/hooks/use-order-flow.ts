/**
 * The order flow every form shares: (warn about no seats,) confirm, create with one Idempotency-Key per order,
 * then success or error. Success refreshes what an order changes and takes a new key; an error's retry reloads
 * the form's data and sends the same key again.
 */
import { ORDERS_CLOSED_CODE, type OrderRequest } from '@portal/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { INVOICES_KEY } from '../../../lib/shared-queries';
import { placeOrder } from '../api/place-order';
import type { OrderDialogsProps, OrderOutcome } from '../components/order-dialogs';
import { forgetSavedForm } from '../use-saved-form';

/**
 * Data an accepted order changes: the subscription lists and the navbar's client counts (['subscriptions', …]),
 * the month's bill, the desks (the terminal unlocks with a first working subscription) and the trials left.
 */
const CHANGED_BY_ORDER: QueryKey[] = [['subscriptions'], ['billing'], ['desks'], ['trial-time']];
/** The order form's own data, asked again when the user retries after an error. */
const ORDER_FORM_DATA = new Set<unknown>(['desks', 'kits', 'customers', 'trial-time']);

/** The kind whose error dialog also shows the status code and the time (document 1 §8). */
const DETAILED_ERROR_KIND = '1c_ecw_application';

export type OrderFlowOptions = {
  type: string;
  body: () => OrderRequest;
  /** The saved form to forget once the order is accepted. */
  formKey?: string;
  summary: string;
  trial?: boolean;
};

export type OrderFlow = {
  pending: boolean;
  /** Opens the confirmation, or first the no-seats warning. */
  start: (withoutSeats?: boolean) => void;
  dialogs: OrderDialogsProps;
};

export function useOrderFlow({ type, body, formKey, summary, trial = false }: OrderFlowOptions): OrderFlow {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [failedAt, setFailedAt] = useState<Date | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const order = useMutation({
    mutationFn: () => placeOrder(type, body(), idempotencyKey),
    onSuccess: () => {
      // The next order is another order; a retry after an error keeps the key, so an order the server did take
      // before the answer was lost is answered again rather than made twice.
      setIdempotencyKey(crypto.randomUUID());
      if (formKey) forgetSavedForm(formKey);
      for (const queryKey of CHANGED_BY_ORDER) void queryClient.invalidateQueries({ queryKey });
      setOutcome('success');
    },
    onError: (error) => {
      // Orders closed by an overdue invoice: the debt is asked again, so the form's notice and the navbar agree with it.
      if (error instanceof ApiRequestError && error.code === ORDERS_CLOSED_CODE)
        void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
      setFailedAt(new Date());
      setOutcome('error');
    },
  });

  const failure =
    order.error && failedAt
      ? {
          error: order.error,
          at: failedAt,
          status: order.error instanceof ApiRequestError ? order.error.status : null,
          detailed: type === DETAILED_ERROR_KIND,
        }
      : null;

  const dialogs: OrderDialogsProps = {
    outcome,
    summary,
    trial,
    pending: order.isPending,
    failure,
    orderId: order.data?.orderId ?? null,
    onConfirm: () => order.mutate(),
    onContinue: () => setOutcome('confirm'),
    onRetry: () => {
      order.reset();
      setOutcome(null);
      void queryClient.resetQueries({ predicate: (query) => ORDER_FORM_DATA.has(query.queryKey[0]) });
    },
    onClose: () => setOutcome(null),
  };
  return {
    pending: order.isPending,
    start: (withoutSeats = false) => setOutcome(withoutSeats ? 'noSeats' : 'confirm'),
    dialogs,
  };
}
