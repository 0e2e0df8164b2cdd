/** Webhooks (decision 019): the events a partner may receive, the address rule and the page's texts (no zod: pages load this). */

export const WEBHOOK_EVENTS = [
  'subscription.deployed',
  'subscription.deployment_failed',
  'subscription.deleted',
  'trial.ending',
  'billing.month_closed',
  'invoice.issued',
  'invoice.paid',
  'invoice.overdue',
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
  events: 'Выберите хотя бы одно событие',
  tooMany: `Не более ${WEBHOOK_ENDPOINTS_MAX} адресов для вебхуков`,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a webhook address is refused, or null: HTTPS only; plain http only to this machine (localhost, 127.0.0.1,
 * [::1]) and only where the server allows it (WEBHOOK_ALLOW_LOCAL_HTTP, on by default outside production).
 */
export function webhookUrlProblem(value: string, allowLocalHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_ERRORS.url;
  }
  if (url.username || url.password) return WEBHOOK_ERRORS.urlCredentials;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return allowLocalHttp ? null : WEBHOOK_ERRORS.url;
  return url.protocol === 'http:' ? WEBHOOK_ERRORS.urlLocalHttp : WEBHOOK_ERRORS.url;
}
