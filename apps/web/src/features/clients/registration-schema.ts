/** The client registration form's schema, loaded on its first validation (lib/lazy-zod-resolver.ts). */
export { customerRegistrationSchema } from '@portal/domain';
