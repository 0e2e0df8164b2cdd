/** The enrolment and password forms' schemas, loaded on their first validation (lib/lazy-zod-resolver.ts). */
export { enrolmentFormSchema, iasPasswordFormSchema } from '@portal/domain';
