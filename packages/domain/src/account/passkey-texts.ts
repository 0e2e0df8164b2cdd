/**
 * Passkeys' and the second-factor requirement's texts, limits and error codes (decision 034), without zod: the web
 * app's API client reads the codes, and a page that imports them must not load the schema library with them.
 */

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

// The codes live in a module of their own: the web app's entry reads them, and would otherwise carry these texts.
export { PASSKEY_CODES } from './passkey-codes.ts';
