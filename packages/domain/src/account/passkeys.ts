/**
 * Passkeys (WebAuthn, decision 034): a way to sign in without a password that counts as both factors, and the
 * operator's requirement of a second factor for operators and distributors.
 */
import { z } from 'zod';

/** A registration or a passwordless sign-in must be finished within this time; each challenge is used once. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_TEXTS = {
  title: 'Ключи доступа',
  hint: 'Ключ доступа (passkey) позволяет входить без пароля: по отпечатку пальца, лицу или PIN-коду устройства. Он заменяет и пароль, и второй фактор.',
  none: 'Ключей доступа нет.',
  add: 'Добавить ключ доступа',
  remove: 'Удалить',
  removeLabel: (name: string) => `Удалить ключ доступа «${name}»`,
  added: 'Ключ доступа добавлен',
  removed: 'Ключ доступа удален',
  name: 'Название',
  createdAt: 'Добавлен',
  lastUsedAt: 'Последний вход',
  never: 'Не использовался',
  defaultName: (n: number) => `Ключ доступа ${n}`,
  signIn: 'Войти с ключом доступа',
  unsupported: 'Этот браузер не поддерживает ключи доступа',
  cancelled: 'Ключ доступа не использован: операция отменена или время истекло',
  challengeExpired: 'Время на подтверждение ключа доступа истекло. Попробуйте еще раз.',
  notVerified: 'Ключ доступа не подтвержден',
  unknownKey: 'Этот ключ доступа не зарегистрирован на портале или удален',
  notFound: 'Ключ доступа не найден',
  alreadyRegistered: 'Этот ключ доступа уже добавлен',
} as const;

export const REQUIRE_SECOND_FACTOR_TEXTS = {
  title: 'Обязательный второй фактор',
  hint: 'Если включено, сотрудники вендора и дистрибьюторы без второго фактора (приложение-аутентификатор или ключ доступа) после входа должны сначала его подключить.',
  label: 'Требовать второй фактор от сотрудников вендора и дистрибьюторов',
  on: 'Второй фактор обязателен для сотрудников вендора и дистрибьюторов',
  off: 'Второй фактор для сотрудников вендора и дистрибьюторов не обязателен',
  enrolYourselfFirst: 'Сначала подключите второй фактор себе: иначе после включения требования вы не сможете продолжить работу.',
  saved: 'Настройка сохранена',
  enrolFirst:
    'Администратор портала требует второй фактор. Подключите приложение-аутентификатор или ключ доступа на странице «Безопасность», затем продолжите работу.',
} as const;

export const PASSKEY_CODES = {
  challengeExpired: 'PASSKEY_CHALLENGE_EXPIRED',
  notVerified: 'PASSKEY_NOT_VERIFIED',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
} as const;

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
