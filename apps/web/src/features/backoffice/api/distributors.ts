/** The operator's distributor calls: distributors, a distributor's partners, attaching a partner elsewhere, lock changes. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeDistributor, LockChangeList, PartnerList } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const backofficeDistributorsQuery = queryOptions({
  queryKey: ['backoffice', 'distributors'],
  queryFn: () => api<{ items: BackofficeDistributor[] }>('/backoffice/distributors'),
});

export function useBackofficeDistributors() {
  return useQuery(backofficeDistributorsQuery);
}

/** `page` counts from 1 as the table does. */
export function useDistributorPartners(distributorId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['backoffice', 'distributor-partners', distributorId, page, size],
    queryFn: () => api<PartnerList>(`/backoffice/distributors/${encodeURIComponent(distributorId)}/partners?page=${page - 1}&size=${size}`),
    enabled: distributorId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useLockChanges(page: number, size: number) {
  return useQuery({
    queryKey: ['backoffice', 'lock-changes', page, size],
    queryFn: () => api<LockChangeList>(`/backoffice/lock-changes?page=${page - 1}&size=${size}`),
    placeholderData: keepPreviousData,
  });
}

export function useAttachPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, distributorId }: { partnerId: string; distributorId: string }) =>
      api(`/backoffice/partners/${encodeURIComponent(partnerId)}/distributor`, { method: 'PUT', body: { distributorId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
