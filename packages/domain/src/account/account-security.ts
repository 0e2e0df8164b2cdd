/**
 * The account's own security (decision 034): password change and recovery, the list of sessions. Rules, limits and
 * every Russian text live here once, for the forms and the API alike.
 */
import { z } from 'zod';
import { passwordIsEmail, passwordSchema } from '../api/auth.ts';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';

/** A recovery link works for this long after it is sent. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Recovery letters per e-mail (whoever asks) within the window. */
export const PASSWORD_RESET_MAX_PER_EMAIL = 3;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60_000;
/** Wrong current passwords in the change form within the window before it is refused until the window ends. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;
/** A session's "last use" is written at most this often (a read does not cost a write each). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const ACCOUNT_SECURITY_TEXTS = {
  pageTitle: 'Безопасность',
  changePassword: 'Смена пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите новый пароль',
  savePassword: 'Сменить пароль',
  passwordChanged: 'Пароль изменен. Остальные сеансы завершены.',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  samePassword: 'Новый пароль должен отличаться от текущего',
  sessions: 'Активные сеансы',
  sessionsHint: 'Устройства и браузеры, в которых выполнен вход в личный кабинет. Завершите сеанс, который вам незнаком, и смените пароль.',
  browser: 'Браузер',
  address: 'IP-адрес',
  lastUsed: 'Последнее использование',
  signedIn: 'Вход',
  thisSession: 'Текущий сеанс',
  endSession: 'Завершить',
  endOthers: 'Завершить все, кроме текущего',
  sessionEnded: 'Сеанс завершен',
  othersEnded: (count: number) => `Завершено сеансов: ${count}`,
  noOtherSessions: 'Других активных сеансов нет',
  sessionNotFound: 'Сеанс не найден или уже завершен',
  cannotEndCurrent: 'Текущий сеанс завершается кнопкой «Выход»',
  unknownAddress: 'неизвестен',
  /** The token page (item 6 of issue 25): a password change or recovery leaves the token alone. */
  tokenPageNote:
    'Смена или восстановление пароля и завершение сеансов не отменяют токен: программы продолжают работать с ним. Если токен мог попасть в чужие руки, выпустите новый кнопкой «Выпустить новый токен» — прежний сразу перестанет действовать.',
  apiTokensNote:
    'Токены API не зависят от пароля и сеансов: смена или восстановление пароля их не отменяет. Чтобы отозвать токен, выпустите новый на странице «Токен API».',
} as const;

export const PASSWORD_RESET_TEXTS = {
  forgot: 'Забыли пароль?',
  requestTitle: 'Восстановление пароля',
  requestHint: 'Укажите e-mail, с которым вы входите в личный кабинет. Мы отправим на него ссылку для смены пароля.',
  send: 'Отправить ссылку',
  /** The same answer whether the address is known or not (no account enumeration). */
  sent: 'Если этот адрес зарегистрирован, на него отправлено письмо со ссылкой для смены пароля. Ссылка действует 1 час.',
  resetTitle: 'Новый пароль',
  save: 'Сохранить пароль',
  done: 'Пароль изменен. Все сеансы завершены, войдите с новым паролем.',
  toLogin: 'Войти',
  requestAgain: 'Запросить новую ссылку',
  unknown: 'Ссылка для смены пароля не найдена. Проверьте, что она скопирована из письма полностью.',
  used: 'По этой ссылке пароль уже изменен. Ссылка одноразовая: если нужно сменить пароль снова, запросите новую.',
  expired: 'Срок действия ссылки истек (она действует 1 час). Запросите новую.',
  replaced: 'Эта ссылка заменена более новой: воспользуйтесь ссылкой из последнего письма.',
  throttled: (minutes: number) => `Слишком много запросов на восстановление пароля. Повторите через ${minutes} мин.`,
} as const;

export const ACCOUNT_SECURITY_CODES = {
  wrongPassword: 'WRONG_PASSWORD',
  samePassword: 'SAME_PASSWORD',
  linkUnknown: 'RESET_LINK_UNKNOWN',
  linkUsed: 'RESET_LINK_USED',
  linkExpired: 'RESET_LINK_EXPIRED',
  linkReplaced: 'RESET_LINK_REPLACED',
} as const;

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
export const passwordResetTokenSchema = z.object({ token: z.string().trim().min(16).max(200) });
export const passwordResetLinkInfoSchema = z.object({ expiresAt: z.string() });
export type PasswordResetLinkInfo = z.infer<typeof passwordResetLinkInfoSchema>;
/** POST /api/auth/password-reset/complete: the link's token and the new password. */
export const passwordResetCompleteSchema = z.object({ token: passwordResetTokenSchema.shape.token, password: passwordSchema });
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
