/** Deleting a subscription (document 1 §4 Subscription deletion, §5 Deletion reason, §7, §8 Deletion, §9). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import { DEPLOY_STATUSES } from './subscription.ts';
import {
  DELETE_AT_ONCE,
  DELETION_DAYS_MAX,
  DELETION_DAYS_MIN,
  DELETION_MESSAGES,
  DELETION_REASON_MAX,
  DELETION_REASON_MIN,
} from './subscription-deletion-texts.ts';

export const deletionReasonSchema = z
  .string()
  .trim()
  .min(DELETION_REASON_MIN, DELETION_MESSAGES.reasonTooShort)
  .max(DELETION_REASON_MAX, MESSAGES.tooLong(DELETION_REASON_MAX));

/** Days until a planned deletion, as the dialog asks for them. */
export const deletionDaysSchema = z
  .number({ error: MESSAGES.required })
  .int(DELETION_MESSAGES.daysRange)
  .min(DELETION_DAYS_MIN, DELETION_MESSAGES.daysRange)
  .max(DELETION_DAYS_MAX, DELETION_MESSAGES.daysRange);

/** The deletion dialog: there the reason is required (§5), and the days come from a select, as text. */
export const deletionFormSchema = z.object({
  reason: deletionReasonSchema,
  delayDays: z.string().min(1, MESSAGES.required).transform(Number).pipe(deletionDaysSchema),
});
export type DeletionFormValues = z.input<typeof deletionFormSchema>;
export type DeletionForm = z.output<typeof deletionFormSchema>;

/** DELETE /api/subscriptions/{id}: delayDays 0 deletes at once, 1 to 7 plans; the reason is optional (§4, §7). */
export const deletionRequestSchema = z.object({
  delayDays: z
    .number({ error: MESSAGES.required })
    .int(DELETION_MESSAGES.daysRange)
    .min(DELETE_AT_ONCE, DELETION_MESSAGES.daysRange)
    .max(DELETION_DAYS_MAX, DELETION_MESSAGES.daysRange),
  reason: deletionReasonSchema.optional(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** PATCH /api/subscriptions/{id}: the only change the lists make is cancelling a planned deletion. */
export const subscriptionPatchSchema = z.object({ cancelDeletion: z.literal(true) });
export type SubscriptionPatch = z.infer<typeof subscriptionPatchSchema>;

/** What a deletion request or its cancellation leaves: the status and the planned date (ISO), if any. */
export const deletionStateSchema = z.object({
  subscriptionId: z.string(),
  deployStatus: z.enum(DEPLOY_STATUSES),
  expirationDate: z.string().nullable(),
});
export type DeletionState = z.infer<typeof deletionStateSchema>;
