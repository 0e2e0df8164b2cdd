/** Support requests (document 2 §2 "Feedback", §3 Feedback message, §5, §9) and the operator's answers. */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PROJECTS, FEEDBACK_SUBJECT_MAX } from './rules.ts';
import { FEEDBACK_MESSAGES } from './texts.ts';

const required = (max: number, tooLong: string) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, tooLong);

/** POST /api/feedback. partnerCode, responsible and e-mail come from the session, not the body. */
export const feedbackRequestSchema = z.object({
  projectId: z.enum(FEEDBACK_PROJECTS, { error: MESSAGES.required }),
  subject: required(FEEDBACK_SUBJECT_MAX, MESSAGES.tooLong(FEEDBACK_SUBJECT_MAX)),
  message: required(FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES.limitExceeded(FEEDBACK_MESSAGE_MAX)),
  /** The error the dialog's report attached, if the form was opened from it. */
  errorInfo: z.string().max(20_000).nullish(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  projectId: z.enum(FEEDBACK_PROJECTS),
  subject: z.string(),
  message: z.string(),
  errorInfo: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackListSchema = z.object({ items: z.array(feedbackItemSchema), total: z.number().int() });
export const feedbackCreatedSchema = z.object({ id: z.string(), message: z.string() });

/** A request as the operator sees it: with who sent it. */
export const backofficeFeedbackItemSchema = feedbackItemSchema.extend({
  partnerCode: z.string(),
  partnerName: z.string(),
  responsible: z.string(),
});
export type BackofficeFeedbackItem = z.infer<typeof backofficeFeedbackItemSchema>;
export const backofficeFeedbackListSchema = z.object({ items: z.array(backofficeFeedbackItemSchema), total: z.number().int() });
export const feedbackAnswerSchema = z.object({ answer: z.string().trim().min(1, MESSAGES.required).max(FEEDBACK_MESSAGE_MAX) });
