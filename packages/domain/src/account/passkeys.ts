/**
 * Passkeys (WebAuthn, decision 034): a way to sign in without a password that counts as both factors, and the
 * operator's requirement of a second factor for operators and distributors.
 */
import { z } from 'zod';
import { PASSKEY_NAME_MAX } from './passkey-texts.ts';

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** The browser's answer (WebAuthn JSON), checked in depth by the verification itself. */
const credentialJsonSchema = z.looseObject({ id: z.string().min(1).max(2000), type: z.literal('public-key') });

export const passkeyOptionsSchema = z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
export const passkeyRegisterSchema = z.object({
  challengeId: z.string().min(16).max(200),
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
  response: credentialJsonSchema,
});
export const passkeyLoginSchema = z.object({ challengeId: z.string().min(16).max(200), response: credentialJsonSchema });

export const securitySettingsSchema = z.object({ requireSecondFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
