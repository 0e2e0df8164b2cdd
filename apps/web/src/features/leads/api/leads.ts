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

export function useApplyForLead(callbacks: MutationCallbacks<{ message: string; lead: CommonLead }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string; lead: CommonLead }>(`/leads/${id}/application`, { method: 'POST' }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      callbacks.onSuccess(result);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      callbacks.onError(error);
    },
  });
}

export function useMarkLeadProcessed(callbacks: MutationCallbacks<{ message: string; lead: Lead }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string; lead: Lead }>(`/leads/${id}/processed`, { method: 'POST' }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      callbacks.onSuccess(result);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      callbacks.onError(error);
    },
  });
}
