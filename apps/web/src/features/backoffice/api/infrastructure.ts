/**
 * The infrastructure access queue: GET /api/backoffice/infrastructure, a decision, a new password link, the history.
 * Every change refreshes the back office's lists: it also writes a letter to the outbox.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IasAccessEvent, IasAccessItem, IasAccessList, IasDecisionRequest, IasFilter } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type InfrastructureQueueParams = PageParams & { status: IasFilter; search: string };

export const infrastructureQueueQuery = (params: InfrastructureQueueParams) =>
  queryOptions({
    queryKey: ['backoffice', 'infrastructure', params],
    queryFn: () => api<IasAccessList>(`/backoffice/infrastructure?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function useInfrastructureQueue(params: InfrastructureQueueParams) {
  return useQuery(infrastructureQueueQuery(params));
}

export type DecideAccessInput = { item: IasAccessItem } & IasDecisionRequest;

export function decideAccess({ item, ...decision }: DecideAccessInput): Promise<IasAccessItem> {
  return api<IasAccessItem>(`/backoffice/infrastructure/${encodeURIComponent(item.requestId)}/decision`, {
    method: 'POST',
    body: decision,
  });
}

type Handlers<I> = { onSuccess: (item: IasAccessItem, input: I) => void; onError: (error: Error) => void };

export function useDecideAccess(handlers: Handlers<DecideAccessInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAccess,
    onSuccess: (item, input) => {
      handlers.onSuccess(item, input);
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: handlers.onError,
  });
}

export function useResendPasswordLink(handlers: Handlers<IasAccessItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: IasAccessItem) =>
      api<IasAccessItem>(`/backoffice/infrastructure/${encodeURIComponent(item.requestId)}/password-link`, { method: 'POST' }),
    onSuccess: (item, input) => {
      handlers.onSuccess(item, input);
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: handlers.onError,
  });
}

export function useAccessHistory(requestId: string) {
  return useQuery({
    queryKey: ['backoffice', 'infrastructure', 'history', requestId],
    queryFn: () => api<{ items: IasAccessEvent[] }>(`/backoffice/infrastructure/${encodeURIComponent(requestId)}/history`),
  });
}
