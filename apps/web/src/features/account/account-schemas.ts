/** The account forms' schemas, loaded on their first validation (lib/lazy-zod-resolver.ts). */
export { changePasswordFormSchema, passwordResetFormSchema, passwordResetRequestSchema } from '@portal/domain';
