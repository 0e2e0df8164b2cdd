/** Whether an amount of kopecks can be a payment: the rule of the «Записать платеж» form and its route. */
import { PAYMENT_AMOUNT_MAX_KOPECKS } from './payment-limits.ts';
import { INVOICING_TEXTS } from './texts.ts';

/** What is wrong with a payment of this many kopecks, in Russian, or null: more than zero and at most the bound. */
export function paymentAmountProblem(kopecks: number): string | null {
  if (!(kopecks > 0)) return INVOICING_TEXTS.paymentAmountPositive;
  if (kopecks > PAYMENT_AMOUNT_MAX_KOPECKS) return INVOICING_TEXTS.paymentAmountTooLarge;
  return null;
}
