/** The lead calls: the common pool, my leads with a search, taking a lead to work, marking it processed. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommonLead, CommonLeadList, Lead, LeadList } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** Every lead query starts with this key, so that one invalidation refreshes the lists and the navbar counters. */
export const LEADS_KEY = ['leads'] as const;

export const commonLeadsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...LEADS_KEY, 'common', page, pageSize],
    queryFn: () => api<CommonLeadList>(`/leads?nonDispatched=true&page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });

export const myLeadsQuery = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...LEADS_KEY, 'my', search, page, pageSize],
    queryFn: () => api<LeadList>(`/leads?${new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) }).toString()}`),
    placeholderData: keepPreviousData,
  });

type MutationCallbacks<T> = { onSuccess: (result: T) => void; onError: (error: Error) => void };

/** A partner's action on one lead: either way the lists and the counters are read again. */
function useLeadAction<T>(path: (id: string) => string, callbacks: MutationCallbacks<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<T>(path(id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_KEY }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}

export function useApplyForLead(callbacks: MutationCallbacks<{ message: string; lead: CommonLead }>) {
  return useLeadAction((id) => `/leads/${id}/application`, callbacks);
}

export function useMarkLeadProcessed(callbacks: MutationCallbacks<{ message: string; lead: Lead }>) {
  return useLeadAction((id) => `/leads/${id}/processed`, callbacks);
}
