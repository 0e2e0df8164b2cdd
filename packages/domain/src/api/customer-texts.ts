/** The client registry's statuses and messages (document 1 §8), apart from its schemas: lists show them without zod. */
export const CUSTOMER_STATUSES = ['confirmed', 'unconfirmed', 'rejected'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  confirmed: 'Активен',
  unconfirmed: 'Не подтвержден',
  rejected: 'Произошла ошибка',
};

/** Server codes of client registration and their messages (document 1 §8). */
export const CUSTOMER_ERRORS = {
  ERR_001: 'Введен неверный ИНН',
  ERR_002: 'ИНН не найден в государственном реестре',
  ERR_003: 'Клиент не найден',
  ERR_004:
    'Пользователь с таким E-mail уже зарегистрирован в портале. Воспользуйтесь инструкцией по подключению существующего пользователя',
  ERR_005: 'Введен неверный E-mail',
  ERR_006: 'Логин не найден',
  ERR_007: 'Неизвестная ошибка',
  ERR_009: 'У клиента уже указан ИНН',
  ERR_010: 'ИНН уже используется другим клиентом',
  ERR_011: 'Логин уже указан у другого клиента',
  ERR_012: 'Неправильный формат телефонного номера',
} as const;
export type CustomerErrorCode = keyof typeof CUSTOMER_ERRORS;

/** ERR_004's instruction: connecting a user already registered in the portal, found in the knowledge base. */
export const EXISTING_USER_INSTRUCTION = {
  label: 'Инструкция по подключению существующего пользователя',
  search: 'подключение существующего пользователя',
} as const;

export const CUSTOMER_MESSAGES = {
  registrationFailedTitle: 'Ошибка при регистрации',
  registrationFailedGeneric: 'Произошла ошибка при регистрации клиента. Попробуйте снова через несколько минут',
  registrationRejected: 'Ошибка регистрации!',
  innNotChecked: 'Внимание ИНН не проверен!',
  innCheckFailedTitle: 'Ошибка при проверке ИНН',
  editFailed: 'Возникла ошибка в процессе изменения данных клиента',
  contactRequired: 'Поле пустым оставлять нельзя',
  editEmailFormat: 'Неправильный формат',
  phoneFormat: 'неверный формат',
  emptyList: 'Нет клиентов',
  innSaveFailed: 'Не удалось сохранить ИНН. Попробуйте снова через несколько минут',
  loginPartner: 'Нельзя зарегистрировать логин с партнерским статусом!...',
  loginNotFound: 'Учетная запись не найдена...',
  loginOwnClient: 'Пользователь с таким логином уже существует среди ваших клиентов.',
  loginFound: 'Учетная запись найдена',
  registered: 'Клиент успешно зарегистрирован',
} as const;
