import { z } from 'zod';
import { isCommonPassword } from '../account/common-passwords.ts';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredText } from '../validation/text.ts';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The one password rule of every account (sign-up, change, recovery): length and not among the most common passwords.
 * "Not the e-mail" needs the address too, so forms that know it add `passwordNotEmailIssue` (below).
 */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200, MESSAGES.tooLong(200))
  .refine((password) => !isCommonPassword(password), MESSAGES.passwordCommon);

/** Whether the password is the account's e-mail or its name part (case aside). */
export function passwordIsEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return candidate === address || (local.length > 0 && candidate === local);
}

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .object({
    name: requiredText(100),
    email: emailSchema,
    password: passwordSchema,
  })
  .refine((form) => !passwordIsEmail(form.password, form.email), { message: MESSAGES.passwordIsEmail, path: ['password'] });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The session answer: the CSRF token the browser echoes in x-csrf-token on unsafe calls. */
export const sessionResponseSchema = z.object({ csrfToken: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
