/**
 * The account's own security (decision 034): password change and recovery, the list of sessions. Rules, limits and
 * every Russian text live here once, for the forms and the API alike.
 */
import { z } from 'zod';
import { passwordIsEmail, passwordSchema } from '../api/auth.ts';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';

export * from './account-security-texts.ts';

/** POST /api/account/password: the current password and the new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The change form: the new password twice; the server checks "not the e-mail", the form does too when it knows it. */
export function changePasswordFormSchema(email: string) {
  return changePasswordRequestSchema
    .extend({ repeat: z.string() })
    .refine((form) => form.newPassword === form.repeat, { message: MESSAGES.passwordsDiffer, path: ['repeat'] })
    .refine((form) => !passwordIsEmail(form.newPassword, email), { message: MESSAGES.passwordIsEmail, path: ['newPassword'] });
}
export type ChangePasswordForm = { currentPassword: string; newPassword: string; repeat: string };

export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** POST /api/auth/password-reset: the address to send the link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetSentSchema = z.object({ message: z.string() });
// The token's rule is its own declaration: a property read at the top level (`schema.shape.token`) would keep zod in
// every bundle that uses a text of this module (the build marks only calls free of side effects).
const passwordResetToken = z.string().trim().min(16).max(200);
export const passwordResetTokenSchema = z.object({ token: passwordResetToken });
export const passwordResetLinkInfoSchema = z.object({ expiresAt: z.string() });
export type PasswordResetLinkInfo = z.infer<typeof passwordResetLinkInfoSchema>;
/** POST /api/auth/password-reset/complete: the link's token and the new password. */
export const passwordResetCompleteSchema = z.object({ token: passwordResetToken, password: passwordSchema });
export type PasswordResetComplete = z.input<typeof passwordResetCompleteSchema>;
export const passwordResetFormSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((form) => form.password === form.repeat, { message: MESSAGES.passwordsDiffer, path: ['repeat'] });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/YaBrowser\/(\d+)/, 'Яндекс Браузер'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A person's name for the browser of a session ("Chrome 131, Windows"), from its User-Agent. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Неизвестный браузер';
  let browser = 'Неизвестный браузер';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser}, ${system}` : browser;
}
