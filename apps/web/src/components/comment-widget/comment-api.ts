/** A subscription's one comment: GET and POST /api/subscriptions/{id}/comment (an empty text deletes it). */
import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionComment } from '@portal/domain';
import { api } from '../../lib/api-client';

export const commentKey = (subscriptionId: string) => ['subscriptions', 'comment', subscriptionId];

export const commentQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: commentKey(subscriptionId),
    queryFn: () => api<SubscriptionComment>(`/subscriptions/${encodeURIComponent(subscriptionId)}/comment`),
    // A failure shows the reload button at once rather than after the retries.
    retry: false,
  });

export function saveComment(subscriptionId: string, comment: string): Promise<SubscriptionComment> {
  return api<SubscriptionComment>(`/subscriptions/${encodeURIComponent(subscriptionId)}/comment`, {
    method: 'POST',
    body: { comment },
  });
}
