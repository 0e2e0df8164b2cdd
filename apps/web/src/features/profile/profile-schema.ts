/** The profile form's schema, loaded with its first validation (lazyZodResolver). */
import { participationPatchSchema } from '@portal/domain';

export const profileFormSchema = participationPatchSchema;
