/** Billing (document 2 §2 Billing details, §8, §9; document 1 §1): limits and texts, apart from the schemas. */
import { VAT_NOTE } from '../pricing/vat.ts';
import { BILLING_FIRST_YEAR } from './billing-first-year.ts';

// The first year lives in a module of its own: the web app's entry reads it, and would otherwise carry these texts.
export { BILLING_FIRST_YEAR };

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
  /** The spend charts' titles (home and details pages). */
  historyChart: `Счета за ${BILLING_HISTORY_MONTHS} месяцев`,
  topClientsChart: 'Крупнейшие клиенты месяца',
  /** The one VAT note (document 2 §9): without VAT, and VAT at 22 percent may apply from 2026. */
  vatNote: VAT_NOTE,
  /** The trial filter's empty text, document 1 §2 to the byte (its «c» is a Latin letter there). */
  emptyTrial: 'Нет подписок c пробным периодом',
  /** The paid filter's empty text (document 1 §2). */
  emptyPaid: 'Нет платных подписок',
  emptyActive: 'Нет активных опций',
  /** A month with nothing billed at all, whatever the filters. */
  emptyMonth: (label: string) => `За ${label} начислений нет: подписки клиентов в этом месяце не работали`,
  notFound: (search: string) => `Ничего не найдено по запросу «${search}»`,
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
  /** The export buttons' hint: the file holds what the page shows, not the whole month. */
  exportTitle: 'Выгрузить то, что показано на странице: клиентов месяца по поиску и фильтрам (они указаны в файле)',
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

export type BillingFilters = { search: string; subscriptions: BillingSubscriptionFilter; options: BillingOptionFilter };

/** The page's filters as the export names them: «весь месяц» when none narrows it. */
export function billingFiltersLabel(filters: BillingFilters): string {
  const parts: string[] = [];
  if (filters.search) parts.push(`поиск «${filters.search}»`);
  if (filters.subscriptions !== 'all') parts.push(`подписки: ${BILLING_TEXTS.subscriptionFilters[filters.subscriptions]}`);
  if (filters.options !== 'all') parts.push(`опции: ${BILLING_TEXTS.optionFilters[filters.options]}`);
  return parts.length === 0 ? 'Отбор: весь месяц, все клиенты' : `Отбор: ${parts.join('; ')}`;
}

/**
 * What an empty page says: a month with nothing billed says so whatever the filters (`monthEmpty`); otherwise the
 * search, then the subscription filter, then the option filter that left nothing.
 */
export function billingEmptyText(filters: BillingFilters, month: { year: number; month: number }, monthEmpty: boolean): string {
  if (monthEmpty) return BILLING_TEXTS.emptyMonth(monthLabel(month.year, month.month));
  if (filters.search) return BILLING_TEXTS.notFound(filters.search);
  if (filters.subscriptions === 'trial') return BILLING_TEXTS.emptyTrial;
  if (filters.subscriptions === 'prod') return BILLING_TEXTS.emptyPaid;
  return filters.options === 'active' ? BILLING_TEXTS.emptyActive : BILLING_TEXTS.emptyMonth(monthLabel(month.year, month.month));
}
