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
} as const;
