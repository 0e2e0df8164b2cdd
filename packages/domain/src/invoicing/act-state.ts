/**
 * Where a closed month's act stands (issue 31): signed, refused with a reason, accepted by silence once the offer's 5
 * working days have passed, or waiting for the partner. One rule for the partner's «Счета и акты», the operator's
 * «Счета партнеров» (its column, filter and export), the partner's invoices in the back office and the vendor's letter.
 */
import type { DayKey } from '../billing/calendar.ts';
import { dayKeyOf } from '../billing/calendar.ts';
import { formatDateTime, formatIsoDate } from '../format/date.ts';
import { formatRubles } from '../format/money.ts';
import { actAcceptance } from './invoice-schedule.ts';
import { addCalendarDays, type ProductionCalendar } from './working-days.ts';

export const ACT_STATUSES = ['SIGNED', 'REFUSED', 'DEEMED_ACCEPTED', 'AWAITING'] as const;
export type ActStatus = (typeof ACT_STATUSES)[number];

export const ACT_STATUS_TEXTS: Record<ActStatus, string> = {
  SIGNED: 'Подписан',
  REFUSED: 'Отказ',
  DEEMED_ACCEPTED: 'Принят по умолчанию',
  AWAITING: 'Ждет подписи',
};

export type ActRefusalLetterFacts = {
  partnerName: string;
  partnerCode: string;
  number: string;
  /** «октябрь 2026». */
  month: string;
  sum: number;
  reason: string;
  refusedBy: string;
  refusedAt: string;
  acceptBy: DayKey;
  invoicesUrl: string;
};

/** What the operator reads of acts: the column, the filter, the export and the vendor's letter on a refusal. */
export const ACT_TEXTS = {
  column: 'Акт',
  filter: 'Акт',
  allStatuses: 'Все акты',
  badStatus: 'Состояние акта: SIGNED, REFUSED, DEEMED_ACCEPTED или AWAITING',
  badPartner: 'Неправильный идентификатор партнера',
  reason: (reason: string) => `Причина: ${reason}`,
  decided: (at: string, who: string) => `${at}, пользователь ${who}`,
  acceptedSince: (day: DayKey) => `с ${formatIsoDate(day)}: не подписан и не оспорен в срок`,
  awaitingUntil: (day: DayKey) => `подписать или отказаться до ${formatIsoDate(day)}`,
  partnerInvoices: 'Счета и акты',
  partnerInvoicesTitle: (partner: string) => `Счета и акты: ${partner}`,
  partnerInvoicesEmpty: 'У партнера нет счетов закрытых месяцев',
  noneInStatus: 'Счетов с таким состоянием акта нет',
  exportColumns: {
    status: 'Акт',
    acceptBy: 'Подписать или отказаться до',
    reason: 'Причина отказа',
    decidedBy: 'Решение по акту: пользователь',
    decidedAt: 'Решение по акту: когда',
  },
  refusalLetterSubject: (number: string, partnerName: string) => `Отказ от подписания акта по счету № ${number}: ${partnerName}`,
  refusalLetterText: (f: ActRefusalLetterFacts) =>
    `Здравствуйте!\n\nПартнер ${f.partnerName} (код партнера ${f.partnerCode}) отказался от подписания акта по счету ` +
    `№ ${f.number} за ${f.month} на сумму ${formatRubles(f.sum)}.\nПричина отказа: ${f.reason}\n` +
    `Отказ оформил пользователь ${f.refusedBy} ${formatDateTime(f.refusedAt)} (МСК); срок подписания акта — до ` +
    `${formatIsoDate(f.acceptBy)}.\nСчета партнеров, акты с отказом: ${f.invoicesUrl}\n\nПортал партнеров 1С:ГРМ`,
} as const;

/** The partner's decision on an act, as the pages read it (`decidedBy` is the e-mail of whoever decided). */
export type ActDecision = { decision: 'signed' | 'refused'; reason: string | null; decidedBy: string; decidedAt: string };

export type InvoiceActState = {
  status: ActStatus;
  /** The last day the act can be signed or refused before it counts as accepted. */
  acceptBy: DayKey;
  /** The day it was signed in time or counts as accepted; null while it can still be decided. */
  acceptedOn: DayKey | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
};

/**
 * The act's status: the partner's decision first (a refusal is possible only before the act counts as accepted, and a
 * later signature replaces it), then silence — accepted by default once the acceptance day has passed.
 */
export function actStatus(decision: ActDecision['decision'] | null, acceptedOn: DayKey | null): ActStatus {
  if (decision === 'signed') return 'SIGNED';
  if (decision === 'refused') return 'REFUSED';
  return acceptedOn === null ? 'AWAITING' : 'DEEMED_ACCEPTED';
}

/** The act of an invoice issued on a Moscow day, with its decision if there is one, as it stands today. */
export function invoiceActState(
  calendar: ProductionCalendar,
  issuedOn: DayKey,
  decision: ActDecision | null,
  today: DayKey,
): InvoiceActState {
  const signedOn = decision?.decision === 'signed' ? dayKeyOf(new Date(decision.decidedAt)) : null;
  const { acceptBy, acceptedOn } = actAcceptance(calendar, issuedOn, signedOn, today);
  return {
    status: actStatus(decision?.decision ?? null, acceptedOn),
    acceptBy,
    acceptedOn,
    reason: decision?.decision === 'refused' ? decision.reason : null,
    decidedBy: decision?.decidedBy ?? null,
    decidedAt: decision?.decidedAt ?? null,
  };
}

/**
 * The first issue day whose undecided act still waits today: an undecided act of an invoice issued earlier counts as
 * accepted. The acceptance day never comes earlier for a later issue day, so this one day splits the two states (the
 * list's filter compares the invoices' closing instants with it in SQL).
 */
export function firstIssueDayAwaiting(calendar: ProductionCalendar, today: DayKey): DayKey {
  let day = today;
  for (;;) {
    const before = addCalendarDays(day, -1);
    if (actAcceptance(calendar, before, null, today).acceptedOn !== null) return day;
    day = before;
  }
}

/** The lines under the act's status on the operator's pages and in the export: who decided and when, the reason, the days. */
export function actStateDetails(act: InvoiceActState): string[] {
  const decided = act.decidedBy && act.decidedAt ? ACT_TEXTS.decided(formatDateTime(act.decidedAt), act.decidedBy) : null;
  switch (act.status) {
    case 'SIGNED':
      return decided ? [decided] : [];
    case 'REFUSED':
      return [...(act.reason ? [ACT_TEXTS.reason(act.reason)] : []), ...(decided ? [decided] : [])];
    case 'DEEMED_ACCEPTED':
      return [ACT_TEXTS.acceptedSince(act.acceptedOn ?? act.acceptBy)];
    case 'AWAITING':
      return [ACT_TEXTS.awaitingUntil(act.acceptBy)];
  }
}

/** The act's status in one line, as its XML УПД and the XML's download carry it («Подписан 03.11.2026»). */
export function actStatusLine(act: InvoiceActState): string {
  const status = ACT_STATUS_TEXTS[act.status];
  switch (act.status) {
    case 'SIGNED':
      return act.acceptedOn ? `${status} ${formatIsoDate(act.acceptedOn)}` : status;
    case 'REFUSED':
      return act.reason ? `${status}. ${ACT_TEXTS.reason(act.reason)}` : status;
    case 'DEEMED_ACCEPTED':
      return `${status} ${ACT_TEXTS.acceptedSince(act.acceptedOn ?? act.acceptBy)}`;
    case 'AWAITING':
      return `${status}: ${ACT_TEXTS.awaitingUntil(act.acceptBy)}`;
  }
}
