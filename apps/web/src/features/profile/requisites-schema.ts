/** The requisites form's schema, loaded (with zod) on the first save rather than with the page. */
import { requisitesFormSchema } from '@portal/domain';

export const requisitesSchema = requisitesFormSchema;
