/** Which of the spec's support messages a failed send shows (document 1 §8, document 2 §8). */
import { FEEDBACK_MESSAGES } from '@portal/domain';
import { ApiRequestError, NO_CONNECTION_STATUS } from '../../lib/api-error';

export function feedbackFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === NO_CONNECTION_STATUS) return FEEDBACK_MESSAGES.noConnection;
  if (error instanceof ApiRequestError && error.status >= 500) return FEEDBACK_MESSAGES.unavailable;
  return FEEDBACK_MESSAGES.failed;
}
