/**
 * The contracts of billing (document 2 §3 Subscription (billing), Option, Partner billing; §7 GET /billing/items,
 * /billing/items-extended, /billing/price; document 1 §3 Billing sum). Money is integer kopecks; dates are ISO.
 * Every figure comes from the one month bill (billing/bill.ts) or SQL tested against it.
 */
import { z } from 'zod';
import { ACT_STATUSES, ACT_TEXTS } from '../invoicing/act-state.ts';
import { BILLING_FIRST_YEAR, BILLING_OPTION_FILTERS, BILLING_SUBSCRIPTION_FILTERS, BILLING_TEXTS } from './billing-texts.ts';

const monthNumber = z.coerce
  .number({ error: BILLING_TEXTS.badMonth })
  .int(BILLING_TEXTS.badMonth)
  .min(0, BILLING_TEXTS.badMonth)
  .max(11, BILLING_TEXTS.badMonth);
const yearNumber = z.coerce
  .number({ error: BILLING_TEXTS.badYear })
  .int(BILLING_TEXTS.badYear)
  .min(BILLING_FIRST_YEAR, BILLING_TEXTS.badYear)
  .max(9999, BILLING_TEXTS.badYear);

/** The month of the details page: m 0–11, y from 2017; anything else answers 400 with a Russian message. */
export const billingMonthQuerySchema = z.object({ m: monthNumber, y: yearNumber });

export const billingOptionSchema = z.object({
  subscriptionOptionId: z.string(),
  nomenclatureName: z.string(),
  /** The option's resource code, as the vendor's nomenclature. */
  nomenclatureSerial: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  daysCount: z.number().int(),
  /** The unit price of the line's last run (per day or month), kopecks. */
  price: z.number().int(),
  sum: z.number().int(),
  currencyCode: z.string(),
  periodType: z.enum(['d', 'm']),
  prepaid: z.boolean(),
  /** Months of a prepaid option's range. */
  range: z.number().int().nullable(),
  /** Active at the end of the billed span. */
  active: z.boolean(),
  /** Units (workplaces, licences) the line bills; null on invoices closed before it was kept. */
  units: z.number().int().nullable(),
  /** How the line was computed («12 дн. × 45,00 ₽ × 2»). */
  explanation: z.string(),
  /** A late correction of a closed month (its year and month 0–11), billed in this open month; null for a usual line. */
  correction: z.object({ year: z.number().int(), month: z.number().int() }).nullable(),
});
export type BillingOption = z.infer<typeof billingOptionSchema>;

export const billingSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  service: z.object({ name: z.string() }),
  serviceKitName: z.string(),
  usageMode: z.enum(['PRODUCTION', 'DEMONSTRATION']),
  startDate: z.string().nullable(),
  /** Absent (null) means active. */
  endDate: z.string().nullable(),
  days: z.number().int(),
  sum: z.number().int(),
  currencyCode: z.string(),
  trial: z.object({ startDate: z.string(), endDate: z.string(), days: z.number().int() }).nullable(),
  options: z.array(billingOptionSchema),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** GET /api/billing/items-extended?subscriptionId=&m=&y=: one subscription's month. */
export const billingItemsExtendedQuerySchema = billingMonthQuerySchema.extend({ subscriptionId: z.uuid() });
/** Its answer: the subscription with the answer's code (document 2 §8). */
export const billingSubscriptionAnswerSchema = billingSubscriptionSchema.extend({ code: z.number().int() });
export type BillingSubscriptionAnswer = z.infer<typeof billingSubscriptionAnswerSchema>;

export const billingCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  responsible: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  inn: z.string().nullable(),
  city: z.string().nullable(),
  oneCId: z.string().nullable(),
  /** The partner's own client (desk 'Партнерам'): shown in its own section. */
  own: z.boolean(),
  sum: z.number().int(),
  subscriptions: z.array(billingSubscriptionSchema),
});
export type BillingCustomer = z.infer<typeof billingCustomerSchema>;

/** GET /api/billing/items: a page of the month's clients (10 per page) and the month's total. */
export const billingItemsQuerySchema = billingMonthQuerySchema.extend({
  search: z.string().trim().max(200).default(''),
  subscriptions: z.enum(BILLING_SUBSCRIPTION_FILTERS).default('all'),
  options: z.enum(BILLING_OPTION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
});
export type BillingItemsQuery = z.input<typeof billingItemsQuerySchema>;

/**
 * GET /api/billing/export?m=&y=&format=&search=&subscriptions=&options=: what the details page shows of the month
 * (every client matching its search and filters, not only the page), as an Excel workbook or CSV naming the filters.
 */
export const billingExportQuerySchema = billingMonthQuerySchema.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  search: z.string().trim().max(200).default(''),
  subscriptions: z.enum(BILLING_SUBSCRIPTION_FILTERS).default('all'),
  options: z.enum(BILLING_OPTION_FILTERS).default('all'),
});

export const partnerBillingSchema = z.object({
  /** The answer's code (document 2 §7, §8): anything but 200 disables search and filters. */
  code: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  /** The closed month's invoice, or null while the month is open. */
  invoice: z.object({ number: z.string(), closedAt: z.string() }).nullable(),
  /** The whole month's total for the partner (all clients, not only this page), kopecks. */
  sum: z.number().int(),
  currencyCode: z.string(),
  customers: z.array(billingCustomerSchema),
  /** Clients matching the search and filters (for paging). */
  total: z.number().int(),
  /** The month has nothing billed at all, whatever the search and filters (its own empty text). */
  monthEmpty: z.boolean(),
});
export type PartnerBilling = z.infer<typeof partnerBillingSchema>;

/** GET /api/billing/sum (the navbar): the current month accrued to today, and its projection to the month's end. */
export const billingSumExtendedSchema = z.object({
  sum: z.number().int(),
  projection: z.number().int(),
  currencyCode: z.string(),
});
export type BillingSumExtended = z.infer<typeof billingSumExtendedSchema>;

/** GET /api/billing/history: the last 12 months' bills and this month's top clients (the charts). */
export const billingHistorySchema = z.object({
  months: z.array(z.object({ year: z.number().int(), month: z.number().int(), sum: z.number().int(), closed: z.boolean() })),
  topClients: z.array(z.object({ customerId: z.string(), name: z.string(), sum: z.number().int() })),
  currencyCode: z.string(),
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** GET /api/billing/price?date=yyyy-MM-dd (today by default). */
/** A calendar day 'yyyy-MM-dd' that exists (no 30 February). */
function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

export const priceListQuerySchema = z.object({
  date: z
    .string()
    .refine((text) => isCalendarDay(text), BILLING_TEXTS.badDate)
    .optional(),
});

/** GET /api/billing/price: the partner's price list in force on a day. */
export const priceListSchema = z.object({
  code: z.number().int(),
  date: z.string(),
  items: z.array(
    z.object({
      serviceName: z.string(),
      serviceKitName: z.string(),
      optionName: z.string(),
      resourceCode: z.string(),
      price: z.number().int(),
      clientPrice: z.number().int().nullable(),
      currencyCode: z.string(),
      paymentPeriod: z.enum(['d', 'm']),
    }),
  ),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** Where an invoice's act stands today (issue 31): its status, its days, and the partner's decision if it made one. */
export const invoiceActStateSchema = z.object({
  status: z.enum(ACT_STATUSES),
  acceptBy: z.string(),
  acceptedOn: z.string().nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** An invoice of a closed month (the back office and the partner's details). */
export const invoiceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  partnerCode: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  sum: z.number().int(),
  currencyCode: z.string(),
  closedAt: z.string(),
  lineCount: z.number().int(),
  act: invoiceActStateSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema), total: z.number().int() });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * GET /api/backoffice/invoices: a month's invoices (every month when absent), by partner name or code, by the act's
 * status, of one partner (its card in the back office), paged.
 */
export const invoiceListQuerySchema = z.object({
  y: yearNumber.optional(),
  m: monthNumber.optional(),
  search: z.string().trim().max(200).default(''),
  act: z.enum(ACT_STATUSES, { error: ACT_TEXTS.badStatus }).optional(),
  partnerId: z.uuid(ACT_TEXTS.badPartner).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** POST /api/backoffice/invoices/close: close a past month by hand (the same durable job as on the 5th). */
export const invoiceCloseRequestSchema = z.object({ year: yearNumber, month: monthNumber });
export type InvoiceCloseRequest = z.infer<typeof invoiceCloseRequestSchema>;

/** A month's closing: when it started and finished, and the invoices written so far. */
export const invoiceClosingSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  invoices: z.number().int(),
});
export type InvoiceClosing = z.infer<typeof invoiceClosingSchema>;
