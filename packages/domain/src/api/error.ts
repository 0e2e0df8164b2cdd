import { z } from 'zod';

/** Every API error: a code (ERR_001…, VALIDATION, UNAUTHORIZED …), a Russian message, optional field details. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  csrf: 'CSRF',
  badRequest: 'BAD_REQUEST',
  badUrl: 'BAD_URL',
  invalidJson: 'INVALID_JSON',
  emptyBody: 'EMPTY_BODY',
  invalidText: 'INVALID_TEXT',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  requestTimeout: 'REQUEST_TIMEOUT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** The largest request body the API accepts. */
export const REQUEST_BODY_LIMIT_BYTES = 1_048_576;

export const ERROR_MESSAGES = {
  unauthorized: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  validation: 'Проверьте правильность заполнения полей',
  csrf: 'Сессия устарела, обновите страницу',
  badRequest: 'Некорректный запрос',
  badUrl: 'Некорректный адрес запроса',
  invalidJson: 'Данные запроса повреждены и не читаются',
  emptyBody: 'В запросе нет данных',
  invalidText: 'Текст содержит недопустимые символы',
  methodNotAllowed: 'Такой метод запроса не поддерживается',
  requestTimeout: 'Запрос не был получен полностью за отведенное время',
  payloadTooLarge: `Слишком большой запрос: не более ${REQUEST_BODY_LIMIT_BYTES / 1_048_576} МБ`,
  uriTooLong: 'Слишком длинный адрес запроса',
  unsupportedMediaType: 'Неподдерживаемый формат данных запроса',
  headersTooLarge: 'Слишком большие заголовки запроса',
  tooManyRequests: 'Слишком много попыток входа. Повторите через минуту',
  internal: 'Сервис временно недоступен',
  badCredentials: 'Неверный E-mail или пароль',
  emailTaken: 'Пользователь с таким E-mail уже зарегистрирован',
  applicationExists: 'Заявка уже подана',
  unavailable: 'Сервис временно недоступен. Повторите попытку через несколько секунд',
} as const;

/** Retry-After (seconds) of a 503 while the database is unreachable or busy: the server recovers within 2 s of its return. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 3;
