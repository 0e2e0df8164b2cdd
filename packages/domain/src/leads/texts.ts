/** The Russian texts of the lead screens and calls (document 3 §2 "Leads", §8 "Lead messages", decision 023). */
import type { LeadStatus } from './lead-status.ts';

export const LEAD_PROGRAMME_NAME = 'Расти с 1С:ГРМ';

export const LEAD_TEXTS = {
  emptyNew: 'Нет новых клиентов',
  emptyMy: 'Нет своих клиентов',
  takeToWork: 'Взять в работу',
  applicationSentLabel: 'Заявка отправлена',
  process: 'Обработать',
  processed: 'Обработан',
  applicationSent: 'Заявка на клиента отправлена',
  applicationFailed: 'Ошибка отправки заявки на клиента',
  markedProcessed: 'Лид отмечен как обработанный',
  markFailed: 'Не удалось отметить лид как обработанный',
  notFound: 'Лид не найден',
  partnerNotFound: 'Партнер не найден',
  alreadyApplied: 'Вы уже отправили заявку на этого клиента',
  noLongerCommon: 'Клиент уже передан другому партнеру',
  notProcessable: 'Отметить обработанным можно только новый переданный вам лид',
  notApplied: 'На этого клиента нет действующих заявок',
  notAnApplicant: 'Этот партнер не подавал заявку на клиента',
  dispatched: 'Лид передан партнеру',
  dispatchFailed: 'Не удалось передать лид партнеру',
  partnerRequired: 'Выберите партнера',
  searchTooLong: 'Не более 100 символов',
  hiddenContacts: 'Контакты откроются, когда лид передадут вам',
  register: 'Зарегистрировать клиента',
  nothingFound: 'Ничего не найдено',
  dateDispatched: 'Передан',
  dateRegistered: 'Клиент зарегистрирован',
  dateInProd: 'Перешел на платную подписку',
} as const;

/**
 * «Мои лиды» without rows: a search that matched nothing names its text; only an empty list without a search has no
 * own clients yet.
 */
export function myLeadsEmptyText(search: string): string {
  const text = search.trim();
  return text ? `${LEAD_TEXTS.nothingFound} по запросу «${text}»` : LEAD_TEXTS.emptyMy;
}

/** How each status reads in the lists. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NON_DISPATCHED: 'Не распределен',
  APPLIED: 'Есть заявки',
  DISPATCHED: 'Не обработан',
  PROCESSED: 'Обработан',
  IN_PROD: 'Перешел на платную подписку',
};
