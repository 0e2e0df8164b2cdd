/** What people read about invoices, acts and payments (issue 24); every message exists once, here. */
import { formatRubles } from '../format/money.ts';
import { formatIsoDate as ddmmyyyy } from '../format/date.ts';
import { INVOICING_NAV_TEXTS } from './nav-texts.ts';
import { INVOICING_ORDER_TEXTS, ORDERS_CLOSED_CODE } from './orders-closed-texts.ts';
import { PAYMENT_AMOUNT_MAX_KOPECKS, STATEMENT_MAX_BYTES } from './payment-limits.ts';

export { INVOICING_NAV_TEXTS, INVOICING_ORDER_TEXTS, ORDERS_CLOSED_CODE };

export const INVOICING_TEXTS = {
  ...INVOICING_NAV_TEXTS,
  empty: 'Закрытых месяцев со счетами пока нет',
  signAct: 'Подписать акт',
  refuseAct: 'Отказаться от подписания',
  refusalReason: 'Причина отказа',
  refusalReasonRequired: 'Укажите причину отказа',
  actSigned: (at: string) => `Акт подписан ${at}`,
  actRefused: (at: string) => `Отказ от подписания ${at}`,
  actDeemedAccepted: (day: string) => `Акт считается принятым с ${ddmmyyyy(day)}`,
  alreadySigned: 'Акт по этому счету уже подписан',
  acceptanceOver: (day: string) =>
    `Срок подписания акта истек ${ddmmyyyy(day)}: акт считается принятым, отказаться от подписания уже нельзя`,
  invoiceNotFound: 'Счет не найден',
  ...INVOICING_ORDER_TEXTS,
  penaltyWaived: 'Пени списаны',
  invoicePdf: 'Счет (PDF)',
  actPdf: 'Акт (PDF)',
  columns: {
    month: 'Месяц, счет и документы',
    sum: 'Сумма',
    status: 'Статус и оплата',
    dueOn: 'Оплатить до (просрочка)',
    penalty: 'Пени',
    act: 'Акт',
  },
  overdueDays: (days: number) => `просрочка ${days} раб. дн.`,
  invoiceOf: (number: string, day: string) => `№ ${number} от ${ddmmyyyy(day)}`,
  paymentState: (paid: number, unpaid: number) =>
    unpaid === 0 ? 'Оплачен полностью' : paid > 0 ? `Оплачено ${formatRubles(paid)}, остаток ${formatRubles(unpaid)}` : 'Не оплачен',
  actDecidedBy: (who: string) => `пользователь ${who}`,
  actRefusalReason: (reason: string) => `Причина: ${reason}`,
  actAwaiting: (day: string) => `Подпишите акт или откажитесь до ${ddmmyyyy(day)}`,
  actSignedToast: 'Акт подписан',
  actRefusedToast: 'Отказ от подписания акта отправлен',
  debtTitle: 'Задолженность',
  noDebt: 'Задолженности нет',
  debtUnpaid: (unpaid: number) => `Не оплачено: ${formatRubles(unpaid)}`,
  debtOverdue: (overdue: number, days: number) => `Просрочено: ${formatRubles(overdue)}, ${days} раб. дн. просрочки`,
  debtPenalty: (penalty: number) => `Пени: ${formatRubles(penalty)}`,
  paymentAmountPositive: 'Сумма платежа должна быть больше нуля',
  paymentAmountTooLarge: `Сумма платежа не может быть больше ${formatRubles(PAYMENT_AMOUNT_MAX_KOPECKS)}`,
  paymentDateFuture: 'Дата платежа не может быть в будущем',
  paymentAlreadyMatched: 'Платеж уже отнесен к счету',
  statementEmpty: 'В выписке нет поступлений на счет получателя',
  statementTooLarge: `Файл выписки слишком большой: не более ${STATEMENT_MAX_BYTES / 1_048_576} МБ`,
  waiverReasonRequired: 'Укажите, почему пени списываются',
  // The operator's «Платежи» and «Просроченная задолженность» pages.
  invoiceRequired: 'Выберите счет',
  paymentAmountFormat: 'Укажите сумму в рублях, например 1500,00',
  paymentDateRequired: 'Укажите дату платежа',
  paymentRecorded: 'Платеж записан',
  paymentMatched: 'Платеж отнесен к счету',
  statementImported: (recorded: number, matched: number) => `Выписка загружена: записано платежей ${recorded}, сопоставлено ${matched}`,
  waivePenaltyTitle: (partner: string) => `Списать пени «${partner}»`,
} as const;

/** The invoice's and the act's printed words. */
export const INVOICE_PDF_TEXTS = {
  invoiceTitle: (number: string, day: string) => `Счет на оплату № ${number} от ${ddmmyyyy(day)}`,
  actTitle: (number: string, day: string) => `Акт (УПД) № ${number} от ${ddmmyyyy(day)}`,
  supplier: 'Поставщик',
  buyer: 'Покупатель',
  executor: 'Исполнитель',
  customer: 'Заказчик',
  inn: 'ИНН',
  kpp: 'КПП',
  bank: 'Банк',
  bik: 'БИК',
  account: 'Р/с',
  correspondentAccount: 'К/с',
  subject: (period: string) => `Услуги 1С:ГРМ и 1С:ОИ за ${period}`,
  number: '№',
  name: 'Наименование',
  quantity: 'Расчет',
  sum: 'Сумма, ₽',
  client: 'Клиент',
  total: 'Итого',
  toPay: 'Всего к оплате',
  inWords: 'Сумма прописью',
  dueOn: (day: string) => `Оплатить не позднее ${ddmmyyyy(day)}`,
  purpose: (number: string) => `В назначении платежа укажите: «Оплата по счету № ${number}»`,
  actStatement:
    'Вышеперечисленные услуги оказаны полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.',
  actAcceptance: (day: string) => `Без подписания или мотивированного отказа до ${ddmmyyyy(day)} акт считается принятым (оферта).`,
  signature: '________________ / ________________',
  notSet: 'не указан',
  invoiceFile: (number: string) => `Счет ${number.replace('/', '-')}.pdf`,
  actFile: (number: string) => `Акт ${number.replace('/', '-')}.pdf`,
} as const;

/** The operator's «Производственный календарь» page. */
export const CALENDAR_TEXTS = {
  title: 'Производственный календарь',
  intro:
    'Рабочие дни считаются по производственному календарю в московском времени: от них зависят сроки подписания актов, ' +
    'оплаты счетов и просрочка. Внесите исключения года из постановления Правительства о переносе выходных дней.',
  year: 'Год',
  holidays: 'Нерабочие будние дни (праздники и перенесенные выходные)',
  working: 'Рабочие субботы и воскресенья',
  daysHelper: 'Даты через запятую или с новой строки, например 01.01.2027, 04.01.2027',
  decreed: (workingDays: number) => `Календарь утвержден: ${workingDays} рабочих дней в году`,
  undecreed: (workingDays: number) =>
    `Постановление на этот год не внесено: дни считаются по Трудовому кодексу (выходные, праздники статьи 112 и их перенос), ${workingDays} рабочих дней`,
  pastYear: 'Календарь прошедшего года не меняется: по нему уже посчитаны сроки и просрочки',
  changed: (who: string, at: string) => `Изменен: ${who}, ${at}`,
  shipped: 'Внесен с поставкой портала',
  month: 'Месяц',
  workingDays: 'Рабочих дней',
  daysOff: 'Выходных и праздничных',
  total: 'Итого за год',
  save: 'Сохранить календарь',
  saved: (year: number) => `Производственный календарь на ${year} год сохранен`,
  notADate: (token: string) => `«${token}» — не дата: укажите ее как ДД.ММ.ГГГГ`,
  outsideYear: (day: string, year: number) => `${day} — не в ${year} году`,
  inBothLists: (day: string) => `${day} указан и нерабочим, и рабочим днем`,
  holidayOnWeekend: (day: string) => `${day} — суббота или воскресенье: этот день и так выходной`,
  workingOnWeekday: (day: string) => `${day} — будний день: этот день и так рабочий`,
  yearOutOfRange: 'Укажите год от 2024 до 2100',
} as const;
