/** The support form's schema, loaded with its first validation (lazyZodResolver). */
import { feedbackRequestSchema } from '@portal/domain';

export const feedbackFormSchema = feedbackRequestSchema;
