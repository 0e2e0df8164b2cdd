/** What a calculator produces: its lines (for a quote), their totals and the address of the order form it opens. */
import type { CalculatorLine, CalculatorTotals } from '@portal/domain';

export type CalculatorResult = {
  /** What is priced ('1С:Бухгалтерия предприятия, Файловый'). */
  title: string;
  /** Options counted above zero; money in kopecks per month for the whole line. */
  lines: CalculatorLine[];
  totals: CalculatorTotals;
  /** The prefilled 'Форма заказа' of this result, optionally with a client chosen. */
  orderHref: (customerId: string | null) => string;
  /** The order button's text. */
  orderLabel: string;
};
