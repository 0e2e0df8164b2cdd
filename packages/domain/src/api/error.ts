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
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export const ERROR_MESSAGES = {
  unauthorized: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  validation: 'Проверьте правильность заполнения полей',
  csrf: 'Сессия устарела, обновите страницу',
  tooManyRequests: 'Слишком много попыток входа. Повторите через минуту',
  internal: 'Сервис временно недоступен',
  badCredentials: 'Неверный E-mail или пароль',
  emailTaken: 'Пользователь с таким E-mail уже зарегистрирован',
  applicationExists: 'Заявка уже подана',
  unavailable: 'Сервис временно недоступен. Повторите попытку через несколько секунд',
} as const;

/** Retry-After (seconds) of a 503 while the database is unreachable or busy: the server recovers within 2 s of its return. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 3;
