/** What people read about invoices, acts and payments (issue 24); every message exists once, here. */
import { formatMoney } from '../format/money.ts';

const rub = (kopecks: number) => `${formatMoney(kopecks, 2)} ₽`;
const ddmmyyyy = (day: string) => day.split('-').reverse().join('.');

export const INVOICING_TEXTS = {
  title: 'Счета и акты',
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
  ordersClosed: (number: string, issuedOn: string, unpaid: number) =>
    `Новые заказы и подключения закрыты: счет № ${number} от ${ddmmyyyy(issuedOn)} не оплачен, к оплате ${rub(unpaid)}. ` +
    'Заказы откроются сразу после поступления оплаты.',
  overdueWarning: (unpaid: number, days: number) => `Есть просроченная задолженность: ${rub(unpaid)}, ${days} раб. дн. просрочки`,
  penaltyWaived: 'Пени списаны',
  paymentAmountPositive: 'Сумма платежа должна быть больше нуля',
  paymentDateFuture: 'Дата платежа не может быть в будущем',
  paymentAlreadyMatched: 'Платеж уже отнесен к счету',
  statementEmpty: 'В выписке нет поступлений на счет получателя',
  statementTooLarge: 'Файл выписки больше 10 МБ',
  waiverReasonRequired: 'Укажите, почему пени списываются',
  calendarDayKind: 'Укажите, выходной это день или рабочий',
} as const;

export { ddmmyyyy as dayKeyToRussian };
