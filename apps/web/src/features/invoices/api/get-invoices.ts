/** GET /api/invoices: the partner's closed months' invoices, newest first, a page of them, with the debt. */
import type { PartnerInvoiceList } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICES_KEY } from '../../../lib/shared-queries';

export const invoicesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'list', page, pageSize],
    queryFn: () =>
      api<PartnerInvoiceList>(`/invoices?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`),
    placeholderData: keepPreviousData,
  });
