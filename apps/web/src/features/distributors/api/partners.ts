/** The distributor's calls: the partner list by its exchange id, a partner's lock state, the lock change. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOCK_POLL_MS, type LockChange, type PartnerList, type PartnerLock, type PartnerStatus } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** The list's filter: all statuses or one. */
export type StatusFilter = 'all' | PartnerStatus;
/** `page` counts from 1 as the table does; the API counts from 0. */
export type PartnerListParams = { exchangeId: string; q: string; status: StatusFilter; page: number; size: number };

const listPath = (exchangeId: string) => `/distributor-manager/distributors/${encodeURIComponent(exchangeId)}/partners`;

export const partnerListQuery = ({ exchangeId, q, status, page, size }: PartnerListParams) =>
  queryOptions({
    queryKey: ['distributor', 'partners', { exchangeId, q, status, page, size }],
    queryFn: () => {
      const query = new URLSearchParams({ status, page: String(page - 1), size: String(size) });
      if (q) query.set('q', q);
      return api<PartnerList>(`${listPath(exchangeId)}?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

/** While a row reads 'updating' (a change under way, perhaps asked for elsewhere), the page is re-read every second. */
export function usePartnerList(params: PartnerListParams) {
  return useQuery({
    ...partnerListQuery(params),
    enabled: params.exchangeId !== '',
    refetchInterval: (query) => (query.state.data?.items.some((row) => row.status === 'UPDATING') ? LOCK_POLL_MS : false),
  });
}

export function fetchLock(partnerId: string): Promise<PartnerLock> {
  return api<PartnerLock>(`/distributor-manager/locks/${encodeURIComponent(partnerId)}`);
}

export function changeLock(exchangeId: string, partnerId: string, change: LockChange): Promise<PartnerLock> {
  return api<PartnerLock>(`${listPath(exchangeId)}/${encodeURIComponent(partnerId)}`, { method: 'PUT', body: change });
}
