/** The operator's support queue: GET /api/backoffice/feedback and the answer. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeFeedbackItem, FEEDBACK_FILTERS } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

export const backofficeFeedbackQuery = (params: PageParams & { filter: FeedbackFilter }) =>
  queryOptions({
    queryKey: ['backoffice', 'feedback', params],
    queryFn: () => api<{ items: BackofficeFeedbackItem[]; total: number }>(`/backoffice/feedback?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function useBackofficeFeedback(params: PageParams & { filter: FeedbackFilter }) {
  return useQuery(backofficeFeedbackQuery(params));
}

export function useAnswerFeedback(options: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      api<null>(`/backoffice/feedback/${id}/answer`, { method: 'POST', body: { answer } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'feedback'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'mail'] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}
