/**
 * The account's security texts, limits and codes (decision 034), apart from the schemas of account-security.ts: a page
 * that shows one of these texts (the API token page, say) does not load zod with them (decision 038).
 */
import { retryAfterMinutes } from '../api/security.ts';

/** A recovery link works for this long after it is sent. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/**
 * Recovery letters for one e-mail asked from one address (an IPv6 /64) within the window: a stranger's requests from
 * elsewhere never block the owner's own (issue 30).
 */
export const PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL = 3;
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

/** The 429 answer of a throttled recovery call (its own, not the login's), saying when to try again. */
export function passwordResetThrottledMessage(retryAfterMs: number): string {
  return PASSWORD_RESET_TEXTS.throttled(retryAfterMinutes(retryAfterMs));
}

export const ACCOUNT_SECURITY_CODES = {
  wrongPassword: 'WRONG_PASSWORD',
  samePassword: 'SAME_PASSWORD',
  linkUnknown: 'RESET_LINK_UNKNOWN',
  linkUsed: 'RESET_LINK_USED',
  linkExpired: 'RESET_LINK_EXPIRED',
  linkReplaced: 'RESET_LINK_REPLACED',
} as const;
