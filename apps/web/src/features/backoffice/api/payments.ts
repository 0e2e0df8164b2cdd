/**
 * The operator's payment cycle calls (issue 24): payments (all or waiting), recording one by hand, matching a waiting
 * one, importing a bank statement as raw bytes, the overdue queue and waiving a penalty.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceList, Payment, StatementImportResult } from '@portal/domain';
import type { z } from 'zod';
import type { overdueQueueSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type OverdueQueue = z.infer<typeof overdueQueueSchema>;
export type OverduePartner = OverdueQueue['items'][number];

export const SAMPLE_STATEMENT_HREF = '/api/backoffice/payments/statements/sample';

export function usePayments(params: PageParams & { unmatched: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: ['backoffice', 'payments', params],
      queryFn: () =>
        api<{ items: Payment[]; total: number }>(
          `/backoffice/payments?${toQueryString({ page: params.page, pageSize: params.pageSize, ...(params.unmatched && { unmatched: 'true' }) })}`,
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Invoices found by number or partner, for choosing the one a payment belongs to. */
export function useInvoiceSearch(search: string) {
  return useQuery({
    queryKey: ['backoffice', 'invoices', 'search', search],
    queryFn: () => api<InvoiceList>(`/backoffice/invoices?${toQueryString({ search, page: 1, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
}

export function useOverdueQueue(params: PageParams) {
  return useQuery({
    queryKey: ['backoffice', 'overdue', params],
    queryFn: () => api<OverdueQueue>(`/backoffice/overdue?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

type Handlers<T> = { onSuccess: (result: T) => void; onError: (error: Error) => void };

/** Each change refreshes every back office list: payments, the queue and the invoices move together. */
function useBackofficeMutation<I, T>(mutationFn: (input: I) => Promise<T>, handlers: Handlers<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      handlers.onSuccess(result);
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: handlers.onError,
  });
}

export type ManualPayment = { invoiceId: string; receivedOn: string; amount: number; purpose: string };

export const useRecordPayment = (handlers: Handlers<Payment>) =>
  useBackofficeMutation((body: ManualPayment) => api<Payment>('/backoffice/payments', { method: 'POST', body }), handlers);

export const useMatchPayment = (handlers: Handlers<Payment>) =>
  useBackofficeMutation(
    ({ paymentId, invoiceId }: { paymentId: string; invoiceId: string }) =>
      api<Payment>(`/backoffice/payments/${encodeURIComponent(paymentId)}`, { method: 'PATCH', body: { invoiceId } }),
    handlers,
  );

export const useImportStatement = (handlers: Handlers<StatementImportResult>) =>
  useBackofficeMutation(
    (file: File) =>
      api<StatementImportResult>(`/backoffice/payments/statements?${toQueryString({ name: file.name })}`, { method: 'POST', file }),
    handlers,
  );

export const useWaivePenalty = (handlers: Handlers<unknown>) =>
  useBackofficeMutation(
    ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      api(`/backoffice/invoices/${encodeURIComponent(invoiceId)}/waive-penalty`, { method: 'POST', body: { reason } }),
    handlers,
  );
