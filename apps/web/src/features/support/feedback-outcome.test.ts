import { FEEDBACK_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { feedbackFailureMessage } from './feedback-outcome';

const failure = (status: number) => new ApiRequestError(status, { code: 'X', message: 'x' }, '/api/feedback');

describe('feedbackFailureMessage', () => {
  it('names a lost connection, an unavailable service (asking for e-mail too), and otherwise asks for e-mail', () => {
    expect(feedbackFailureMessage(failure(-1))).toBe(FEEDBACK_MESSAGES.noConnection);
    expect(feedbackFailureMessage(failure(503))).toBe(FEEDBACK_MESSAGES.unavailable);
    expect(feedbackFailureMessage(failure(500))).toBe('Сервис временно недоступен. Пожалуйста, напишите нам на электронную почту');
    expect(feedbackFailureMessage(failure(403))).toBe(FEEDBACK_MESSAGES.failed);
    expect(feedbackFailureMessage(new Error('boom'))).toBe(FEEDBACK_MESSAGES.failed);
  });
});
