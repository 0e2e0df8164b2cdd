/** The password form's schema, loaded on its first validation (lib/lazy-zod-resolver.ts). */
export { iasPasswordFormSchema } from '@portal/domain';
