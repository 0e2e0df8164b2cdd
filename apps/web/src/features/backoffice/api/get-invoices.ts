/** GET /api/backoffice/invoices: the closed months' invoices of every partner, by month, partner and act, one page; and their export. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActStatus, BillingMonth, InvoiceList } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

/** A month, or every month (null); an act's status, or every one (null); one partner's invoices (its card) or all. */
export type InvoicesParams = PageParams & { month: BillingMonth | null; search: string; act: ActStatus | null; partnerId?: string };

const monthParams = (month: BillingMonth | null): Record<string, number> => (month ? { y: month.year, m: month.month } : {});
const actParams = (act: ActStatus | null): Record<string, string> => (act ? { act } : {});

export const backofficeInvoicesQuery = ({ month, act, partnerId, ...params }: InvoicesParams) =>
  queryOptions({
    queryKey: ['backoffice', 'invoices', { month, act, partnerId, ...params }],
    queryFn: () =>
      api<InvoiceList>(
        `/backoffice/invoices?${toQueryString({ ...monthParams(month), ...actParams(act), ...(partnerId ? { partnerId } : {}), ...params })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** `pollMs` says how often to ask again (while a month's closing, a job, writes its invoices), or false. */
export function useBackofficeInvoices(params: InvoicesParams, pollMs: () => number | false = () => false) {
  return useQuery({ ...backofficeInvoicesQuery(params), refetchInterval: pollMs });
}

export function invoicesExportHref(
  format: 'xlsx' | 'csv',
  { month, search, act }: Pick<InvoicesParams, 'month' | 'search' | 'act'>,
): string {
  return `/api/backoffice/invoices/export?${toQueryString({ format, ...monthParams(month), ...actParams(act), search })}`;
}
