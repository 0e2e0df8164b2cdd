import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredText } from '../validation/text.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, MESSAGES.tooLong(200));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The session answer: the CSRF token the browser echoes in x-csrf-token on unsafe calls. */
export const sessionResponseSchema = z.object({ csrfToken: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
