/** GET /api/backoffice/payments: a page of payments, all or those waiting; apart from the mutations, for the route's loader. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type Payment } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { JUST_LOADED_MS } from '../../../lib/query-client';
import { toQueryString, type PageParams } from './query-string';

export type PaymentsParams = PageParams & { unmatched: boolean };

/** The page's first view: every payment, the first page of the default size. */
export const PAYMENTS_START: PaymentsParams = { unmatched: false, page: 1, pageSize: PAGE_SIZE_DEFAULT };

export const paymentsQuery = (params: PaymentsParams) =>
  queryOptions({
    queryKey: ['backoffice', 'payments', params],
    queryFn: () =>
      api<{ items: Payment[]; total: number }>(
        `/backoffice/payments?${toQueryString({ page: params.page, pageSize: params.pageSize, ...(params.unmatched && { unmatched: 'true' }) })}`,
      ),
    placeholderData: keepPreviousData,
    // The route's loader has just asked for the first page: the page does not ask again as it mounts.
    staleTime: JUST_LOADED_MS,
  });
