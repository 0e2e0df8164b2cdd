/**
 * The order forms' note and error code while new orders are closed by an overdue invoice (decision 036), apart from the
 * rest of INVOICING_TEXTS, which includes the note (and texts.ts re-exports both): the order pages load these alone.
 */
import { formatRubles } from '../format/money.ts';
import { formatIsoDate as ddmmyyyy } from '../format/date.ts';

/**
 * The error code of an order or connection refused while an invoice is 5 working days overdue (decision 036); kept out
 * of the zod schemas' module, so an order form that checks it does not load the schema library.
 */
export const ORDERS_CLOSED_CODE = 'ORDERS_CLOSED';

export const INVOICING_ORDER_TEXTS = {
  ordersClosed: (number: string, issuedOn: string, unpaid: number) =>
    `Новые заказы и подключения закрыты: счет № ${number} от ${ddmmyyyy(issuedOn)} не оплачен, к оплате ${formatRubles(unpaid)}. ` +
    'Заказы откроются сразу после поступления оплаты.',
} as const;
