/** The sign-in and sign-up forms' schemas, loaded on their first validation (lib/lazy-zod-resolver.ts). */
export { loginRequestSchema, signupRequestSchema } from '@portal/domain';
