/** Webhooks (decision 019): the events a partner may receive, the address rule and the page's texts (no zod: pages load this). */
import { classifyIp, isLocalhostName, parseIpAddress } from './webhook-address.ts';

export const WEBHOOK_EVENTS = [
  'subscription.deployed',
  'subscription.deployment_failed',
  'subscription.deleted',
  'trial.ending',
  'billing.month_closed',
  'invoice.issued',
  'invoice.paid',
  'invoice.overdue',
  'member.added',
  'member.removed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by the page's «Отправить тестовое событие», to whichever events the endpoint chose. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  'subscription.deployed': 'Подписка развернута',
  'subscription.deployment_failed': 'Ошибка развертывания',
  'subscription.deleted': 'Подписка удалена',
  'trial.ending': 'Пробный период заканчивается',
  'billing.month_closed': 'Месяц закрыт, выставлен счет',
  'invoice.issued': 'Счет выставлен',
  'invoice.paid': 'Счет оплачен',
  'invoice.overdue': 'Счет просрочен',
  'member.added': 'Сотрудник добавлен',
  'member.removed': 'Сотрудник удален',
  'webhook.test': 'Тестовое событие',
};

/** At most this many endpoints per partner. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const WEBHOOK_TEXTS = {
  tabToken: 'Токен API',
  tabWebhooks: 'Вебхуки',
  intro:
    'Портал отправляет POST-запрос с JSON на ваш HTTPS-адрес, когда происходят выбранные события. Запросы подписаны по стандарту Standard Webhooks: заголовки webhook-id, webhook-timestamp и webhook-signature (HMAC-SHA256 секрета). Неудачные доставки повторяются с нарастающей паузой.',
  add: 'Добавить адрес',
  url: 'Адрес (HTTPS)',
  events: 'События',
  save: 'Сохранить',
  cancel: 'Отмена',
  edit: 'Изменить',
  delete: 'Удалить',
  deleteConfirm: 'Удалить адрес? Доставки на него прекратятся.',
  secret: 'Секрет подписи',
  copySecret: 'Скопировать секрет',
  sendTest: 'Отправить тестовое событие',
  testQueued: 'Тестовое событие поставлено в очередь',
  saved: 'Адрес сохранен',
  deleted: 'Адрес удален',
  saveFailed: 'Не удалось сохранить адрес',
  empty: 'Адресов для вебхуков еще нет',
  deliveries: 'Доставки',
  noDeliveries: 'Доставок еще не было',
  event: 'Событие',
  status: 'Статус',
  attempts: 'Попыток',
  response: 'Ответ',
  createdAt: 'Создана',
  statusLabels: { pending: 'Ожидает повтора', delivered: 'Доставлено', failed: 'Не доставлено' },
} as const;

export const WEBHOOK_ERRORS = {
  url: 'Укажите адрес, начинающийся с https://',
  urlLocalHttp: 'Адрес должен начинаться с https:// (http:// допускается только для localhost)',
  urlCredentials: 'Адрес не должен содержать имя пользователя и пароль',
  urlInternal:
    'Адрес ведет во внутреннюю сеть: укажите публичный адрес вашего сервера (локальные, частные и служебные адреса не допускаются)',
  events: 'Выберите хотя бы одно событие',
  tooMany: `Не более ${WEBHOOK_ENDPOINTS_MAX} адресов для вебхуков`,
} as const;

/** What a partner sees of a failed attempt: what went wrong in its terms, never an internal address or error string. */
export const WEBHOOK_DELIVERY_ERRORS = {
  timeout: (ms: number) => `Нет ответа за ${String(ms / 1000).replace('.', ',')} с`,
  refused: 'Сервер получателя отказал в соединении',
  reset: 'Сервер получателя разорвал соединение',
  tls: 'Ошибка TLS: сертификат сервера получателя не прошел проверку или защищенное соединение не установлено',
  notFound: 'Имя сервера получателя не найдено в DNS',
  unreachable: 'Сервер получателя недоступен по сети',
  /** These two fail the delivery at once: a retry would be refused too. */
  internal: 'Адрес ведет во внутреннюю сеть, запрос не отправлен и не будет повторен',
  refusedAddress: 'Адрес больше не допускается, запрос не отправлен и не будет повторен',
  network: 'Не удалось соединиться с сервером получателя',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The one exception to public addresses: plain http to this machine where the server allows it (not in production). */
export function isLocalWebhookUrl(url: URL, allowLocalHttp: boolean): boolean {
  return allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/**
 * Why a host (a URL's hostname) may not receive webhooks, or null: an IP literal in any spelling must be a public
 * address, and a localhost name never is. A name's DNS answers are checked by the server, at registration and at each
 * delivery, with the same classification.
 */
export function webhookHostProblem(hostname: string): string | null {
  const literal = parseIpAddress(hostname);
  if (literal) return classifyIp(literal) === 'public' ? null : WEBHOOK_ERRORS.urlInternal;
  return isLocalhostName(hostname) ? WEBHOOK_ERRORS.urlInternal : null;
}

/**
 * Why a webhook address is refused, or null: HTTPS to a public host only; plain http only to this machine
 * (localhost, 127.0.0.1, [::1]) and only where the server allows it (WEBHOOK_ALLOW_LOCAL_HTTP, on by default outside
 * production).
 */
export function webhookUrlProblem(value: string, allowLocalHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_ERRORS.url;
  }
  if (url.username || url.password) return WEBHOOK_ERRORS.urlCredentials;
  if (url.protocol === 'http:') {
    if (!LOCAL_HOSTS.has(url.hostname)) return WEBHOOK_ERRORS.urlLocalHttp;
    return allowLocalHttp ? null : WEBHOOK_ERRORS.url;
  }
  if (url.protocol !== 'https:') return WEBHOOK_ERRORS.url;
  return webhookHostProblem(url.hostname);
}
