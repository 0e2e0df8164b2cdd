/** GET /api/backoffice/invoices: the closed months' invoices of every partner, by month and partner, one page; and their export. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonth, InvoiceList } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

/** A month, or every month (null). */
export type InvoicesParams = PageParams & { month: BillingMonth | null; search: string };

const monthParams = (month: BillingMonth | null): Record<string, number> => (month ? { y: month.year, m: month.month } : {});

export const backofficeInvoicesQuery = ({ month, ...params }: InvoicesParams) =>
  queryOptions({
    queryKey: ['backoffice', 'invoices', { month, ...params }],
    queryFn: () => api<InvoiceList>(`/backoffice/invoices?${toQueryString({ ...monthParams(month), ...params })}`),
    placeholderData: keepPreviousData,
  });

/** `pollMs` says how often to ask again (while a month's closing, a job, writes its invoices), or false. */
export function useBackofficeInvoices(params: InvoicesParams, pollMs: () => number | false) {
  return useQuery({ ...backofficeInvoicesQuery(params), refetchInterval: pollMs });
}

export function invoicesExportHref(format: 'xlsx' | 'csv', { month, search }: Pick<InvoicesParams, 'month' | 'search'>): string {
  return `/api/backoffice/invoices/export?${toQueryString({ format, ...monthParams(month), search })}`;
}
