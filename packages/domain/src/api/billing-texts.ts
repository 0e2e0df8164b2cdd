/** Billing (document 2 §2 Billing details, §8, §9; document 1 §1): limits and texts, apart from the schemas. */

/** The details page's month parameter y starts in 2017; m counts months from 0. */
export const BILLING_FIRST_YEAR = 2017;
/** Months close on the 5th of the next month, Moscow time (invoices are calculated by the 5th). */
export const INVOICE_DAY_OF_MONTH = 5;
/** The charts of the home and details pages: the last 12 months, and the month's top clients. */
export const BILLING_HISTORY_MONTHS = 12;
export const BILLING_TOP_CLIENTS = 5;

export const BILLING_SUBSCRIPTION_FILTERS = ['prod', 'trial', 'all'] as const;
export type BillingSubscriptionFilter = (typeof BILLING_SUBSCRIPTION_FILTERS)[number];
export const BILLING_OPTION_FILTERS = ['active', 'all'] as const;
export type BillingOptionFilter = (typeof BILLING_OPTION_FILTERS)[number];

export const BILLING_TEXTS = {
  title: 'Детализация счета',
  vatNote: 'Суммы указаны в рублях без учета НДС',
  empty: 'Нет подписок с активным демо-периодом',
  active: 'Active',
  clientWithId: (id: string) => `Клиент с ID ${id}`,
  ownSubscriptions: 'Собственные подписки партнера',
  subscriptionFilters: { prod: 'Платные', trial: 'Демо-период', all: 'Все' } satisfies Record<BillingSubscriptionFilter, string>,
  optionFilters: { active: 'Активные', all: 'Все' } satisfies Record<BillingOptionFilter, string>,
  postPay: 'Постоплатные опции',
  prepaid: 'Предоплаченные опции',
  trialRow: 'Пробный период',
  /** The projection as formatRubles writes it. */
  navbarTooltip: (projection: string) => `Прогноз до конца месяца, если ничего не изменится: ${projection}`,
  closedMonth: (number: string) => `Месяц закрыт: счет № ${number}`,
  correction: 'Корректировка за прошлый период',
  loadFailed: 'Не удалось загрузить детализацию счета',
  /** A month the month picker cannot reach (document 2 §5: m 0–11, y 2017 or later). */
  badMonth: 'Месяц должен быть числом от 0 до 11',
  badYear: `Год должен быть числом не меньше ${BILLING_FIRST_YEAR}`,
  badDate: 'Дата должна быть в формате ГГГГ-ММ-ДД',
  monthNotEnded: 'Месяц еще не закончился: закрыть можно только прошедший месяц',
  subscriptionNotFound: 'Подписка не найдена',
  /** A correction line: the closed month, what it comes to now and what its invoice billed. */
  correctionExplanation: (period: string, recomputed: string, invoiced: string) =>
    `Корректировка за прошлый период (${period}): пересчитано ${recomputed} ₽, выставлено ${invoiced} ₽`,
} as const;

/** Months in the nominative case, January first (m = 0). */
export const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** «октябрь 2026» */
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month] ?? ''} ${year}`;
/** «10.2026» */
export const monthNumberLabel = (year: number, month: number) => `${String(month + 1).padStart(2, '0')}.${year}`;
