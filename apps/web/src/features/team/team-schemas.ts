/** The team pages' form schemas, loaded on their first validation (lib/lazy-zod-resolver.ts). */
export { invitationRequestSchema, invitationSignUpSchema } from '@portal/domain';
