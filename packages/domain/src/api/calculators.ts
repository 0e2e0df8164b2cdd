/**
 * The calculator home's price table (document 3 §2 "calc", §3 Price table row): the recommended client prices of the
 * options a partner may order, at the tariffs in force on a day, as rows of name, cost and paymentPeriod, and its
 * export client-prices as an Excel workbook.
 */
import { z } from 'zod';

export const priceTableRowSchema = z.object({
  /** The service, its deployment type and the option. */
  name: z.string(),
  /** The recommended client price per period, kopecks. */
  cost: z.number().int(),
  paymentPeriod: z.enum(['d', 'm']),
});
export type PriceTableRow = z.infer<typeof priceTableRowSchema>;

export const clientPriceTableSchema = z.object({ date: z.string(), rows: z.array(priceTableRowSchema) });
export type ClientPriceTable = z.infer<typeof clientPriceTableSchema>;

export const CLIENT_PRICES_FILE = 'client-prices.xlsx';
export const CLIENT_PRICES_SHEET = 'Цены для клиентов';
export const PAYMENT_PERIOD_LABELS = { d: 'день', m: 'месяц' } as const;

/** A price table row's name: «Service, deployment type: option». */
export function priceRowName(serviceName: string, kitName: string, optionName: string): string {
  return `${serviceName}, ${kitName}: ${optionName}`;
}
