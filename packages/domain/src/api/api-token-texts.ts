/** The API token's texts and limits (document 2, "API token"; decision 019), apart from its schemas so pages load no zod. */
/** Tokens start with this, so that a token found in a log or a repository is recognised as the portal's. */
export const API_TOKEN_PREFIX = 'ppt_';

/** Calls a token may make per minute (the default of API_RATE_LIMIT). */
export const API_TOKEN_RATE_LIMIT_PER_MINUTE = 300;
/** The last use of a token is written at most this often (a call within it changes no row). */
export const API_TOKEN_LAST_USED_PRECISION_MS = 60_000;

export const API_TOKEN_TEXTS = {
  getToken: 'Получить токен',
  reissueToken: 'Выпустить новый токен',
  tokenField: 'Токен',
  copy: 'Скопировать токен',
  explanation:
    'Токен дает программам доступ к API портала от имени вашей учетной записи: передавайте его в заголовке Authorization каждого запроса в виде «Authorization: Bearer <токен>».',
  onceNote: 'Токен выдается один раз и не имеет срока действия. Сохраните его: после ухода со страницы его нельзя будет увидеть снова.',
  reissueNote: 'Выпуск нового токена сразу делает прежний недействительным.',
  reissueConfirmTitle: 'Выпустить новый токен?',
  reissueConfirmText: 'Прежний токен перестанет действовать сразу: программы, которые его используют, получат ответ 401.',
  issuedAt: 'Выпущен',
  lastUsedAt: 'Последнее использование',
  neverUsed: 'еще не использовался',
  noToken: 'Токен еще не выпускался.',
  docsLink: 'Документация API',
  issuedToast: 'Токен выпущен',
  /** The spec: a toast that the token could not be fetched, with the status code. */
  fetchFailed: (status: number) => `Не удалось получить токен. Код ошибки: ${status}`,
} as const;

export const API_TOKEN_ERRORS = {
  /** A missing, malformed, unknown or reissued token. */
  invalid: 'Токен API недействителен: получите новый на странице «Токен API»',
  /** A token on a call that only a signed-in user (or another role) may make. */
  notForTokens: 'Этот вызов недоступен по токену API',
  rateLimited: (retryAfterSeconds: number) => `Слишком много запросов по токену API. Повторите через ${retryAfterSeconds} с.`,
} as const;
