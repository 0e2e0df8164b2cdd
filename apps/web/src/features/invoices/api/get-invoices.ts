/** GET /api/invoices: the partner's closed months' invoices, newest first, a page of them, with the debt. */
import type { PartnerInvoiceList } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JUST_LOADED_MS } from '../../../lib/query-client';
import { INVOICES_KEY } from '../../../lib/shared-queries';

export const invoicesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'list', page, pageSize],
    queryFn: () =>
      api<PartnerInvoiceList>(`/invoices?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`),
    placeholderData: keepPreviousData,
    // The route's loader has just asked for the first page: the page does not ask again as it mounts.
    staleTime: JUST_LOADED_MS,
  });
