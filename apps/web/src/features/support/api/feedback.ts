/** Support requests: POST /api/feedback and the partner's own requests with their answers. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackRequest } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function sendFeedback(request: FeedbackRequest) {
  return api<{ id: string; message: string }>('/feedback', { method: 'POST', body: request });
}

export const ownFeedbackQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['feedback', page, pageSize],
    queryFn: () => api<{ items: FeedbackItem[]; total: number }>(`/feedback?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
