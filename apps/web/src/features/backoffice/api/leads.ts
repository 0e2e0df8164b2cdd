/** The operator's lead queue: GET /api/backoffice/leads and the dispatch to one of the partners who asked. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeLead, BackofficeLeadFilter, LeadCreate } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export const backofficeLeadsQuery = (params: PageParams & { filter: BackofficeLeadFilter }) =>
  queryOptions({
    queryKey: ['backoffice', 'leads', params],
    queryFn: () => api<{ items: BackofficeLead[]; total: number }>(`/backoffice/leads?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function useBackofficeLeads(params: PageParams & { filter: BackofficeLeadFilter }) {
  return useQuery(backofficeLeadsQuery(params));
}

export function useDispatchLead(options: { onSuccess: (message: string) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, partnerId }: { id: string; partnerId: string }) =>
      api<{ message: string; lead: BackofficeLead }>(`/backoffice/leads/${id}/dispatch`, { method: 'POST', body: { partnerId } }),
    onSuccess: (result) => options.onSuccess(result.message),
    onError: options.onError,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'leads'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'mail'] });
    },
  });
}

export function useCreateLead(options: { onSuccess: (lead: BackofficeLead) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadCreate) => api<BackofficeLead>('/backoffice/leads', { method: 'POST', body }),
    onSuccess: (lead) => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'leads'] });
      options.onSuccess(lead);
    },
    onError: options.onError,
  });
}
