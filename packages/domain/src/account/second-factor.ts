/** The second factor (decision 034): TOTP codes of an authenticator app (RFC 6238) and single-use recovery codes. */
import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';

export const TOTP_ISSUER = 'Портал партнеров 1С:ГРМ';
export const RECOVERY_CODE_COUNT = 10;
/** The second step of a login must follow the password within this time. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per login (or per account when turning the factor off) before it is refused. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;

export const SECOND_FACTOR_TEXTS = {
  title: 'Двухфакторная аутентификация',
  off: 'Второй фактор выключен. Включите его, чтобы для входа кроме пароля требовался код из приложения-аутентификатора (например, Яндекс Ключ или Google Authenticator).',
  on: 'Второй фактор включен: при входе после пароля нужен код из приложения.',
  enable: 'Включить',
  scan: 'Отсканируйте QR-код приложением-аутентификатором или введите ключ вручную, затем введите код из приложения.',
  secretLabel: 'Ключ',
  code: 'Код из приложения',
  confirm: 'Подтвердить',
  disable: 'Выключить',
  recoveryTitle: 'Коды восстановления',
  recoveryHint:
    'Сохраните эти коды: каждый можно использовать один раз вместо кода из приложения, если телефон потерян. Больше они показаны не будут.',
  recoveryLeft: (count: number) => `Неиспользованных кодов восстановления: ${count}`,
  loginStep: 'Введите код из приложения-аутентификатора или один из кодов восстановления.',
  codeOrRecovery: 'Код из приложения или код восстановления',
  wrongCode: 'Неверный код',
  enrolmentMissing: 'Начните подключение заново: ключ не найден',
  alreadyOn: 'Второй фактор уже включен',
  notOn: 'Второй фактор не включен',
  challengeExpired: 'Время на ввод кода истекло. Войдите снова.',
  throttled: (minutes: number) => `Слишком много неверных кодов. Повторите через ${minutes} мин.`,
  resetTitle: 'Сброс второго фактора партнера',
  resetHint:
    'Если партнер потерял телефон и коды восстановления, сбросьте его второй фактор: войти можно будет по паролю, партнер получит письмо.',
  resetEmail: 'E-mail учетной записи',
  reset: 'Сбросить второй фактор',
  resetDone: (email: string) => `Второй фактор учетной записи ${email} сброшен, письмо отправлено`,
  accountNotFound: 'Учетная запись не найдена',
  operatorReset: 'Второй фактор сотрудника вендора сбросить нельзя',
  enabledToast: 'Второй фактор включен',
  disabledToast: 'Второй фактор выключен',
} as const;

export const SECOND_FACTOR_CODES = {
  wrongCode: 'WRONG_CODE',
  challengeExpired: 'CHALLENGE_EXPIRED',
} as const;

export const totpCodeSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(/^\d{6}$/, 'Введите 6 цифр кода из приложения');

/** The login's second step: a TOTP code or a recovery code (XXXXX-XXXXX, the dash optional). */
export const secondFactorLoginSchema = z.object({
  challenge: z.string().min(16).max(200),
  code: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(20),
});
export type SecondFactorLogin = z.input<typeof secondFactorLoginSchema>;

/** The login's answer: a session, or the second step to take. */
export const loginResponseSchema = z.union([
  z.object({ csrfToken: z.string() }),
  z.object({ secondFactor: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpEnableSchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const totpDisableSchema = z.object({
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
  code: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(20),
});
export const secondFactorResetSchema = z.object({ email: emailSchema });
export type SecondFactorReset = z.input<typeof secondFactorResetSchema>;
export const secondFactorStateSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  /** The operator requires a second factor of this account and it has none yet: the portal waits for enrolment. */
  enrolmentRequired: z.boolean(),
});
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;

/** A recovery code as the person may type it: case and dashes aside. */
export function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
