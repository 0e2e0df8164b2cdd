/**
 * The payment cycle's calls (issue 24, decision 036): the partner's invoices and acts, the operator's payments,
 * statement imports, the overdue queue and the production calendar.
 */
import { z } from 'zod';
import { ACT_STATUSES } from '../invoicing/act-state.ts';
import { PAYMENT_AMOUNT_MAX_KOPECKS } from '../invoicing/payment-limits.ts';
import { CALENDAR_TEXTS, INVOICING_TEXTS } from '../invoicing/texts.ts';
import { queryBooleanSchema } from '../validation/query-boolean.ts';

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');
const invoiceStatus = z.enum(['ISSUED', 'SIGNED', 'PARTIALLY_PAID', 'PAID', 'OVERDUE']);

export const invoiceActSchema = z.object({
  decision: z.enum(['signed', 'refused']),
  reason: z.string().nullable(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});

/** One closed month's invoice with where it stands today. */
export const partnerInvoiceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  issuedOn: dayKey,
  sum: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
  overpaid: z.number().int(),
  status: invoiceStatus,
  act: invoiceActSchema.nullable(),
  /** Where the act stands (one rule: act-state.ts): its PDF, its XML УПД and the page show the same. */
  actStatus: z.enum(ACT_STATUSES),
  acceptBy: dayKey,
  acceptedOn: dayKey.nullable(),
  dueOn: dayKey,
  overdueWorkingDays: z.number().int(),
  penalty: z.number().int(),
  penaltyWaived: z.boolean(),
  ordersClosed: z.boolean(),
  individualDecision: z.boolean(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoiceSchema>;

/** What the navbar and the order forms need: the debt, and the invoice that closes orders if one does. */
export const debtSummarySchema = z.object({
  unpaid: z.number().int(),
  overdue: z.number().int(),
  overdueWorkingDays: z.number().int(),
  penalty: z.number().int(),
  ordersClosedBy: z.object({ invoiceId: z.string(), number: z.string(), issuedOn: dayKey, unpaid: z.number().int() }).nullable(),
});
export type DebtSummary = z.infer<typeof debtSummarySchema>;

export const partnerInvoiceListSchema = z.object({
  items: z.array(partnerInvoiceSchema),
  total: z.number().int(),
  debt: debtSummarySchema,
});
export type PartnerInvoiceList = z.infer<typeof partnerInvoiceListSchema>;

export const partnerInvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});

export const actRefusalSchema = z.object({
  reason: z.string().trim().min(1, INVOICING_TEXTS.refusalReasonRequired).max(2000),
});

/** POST /api/backoffice/payments: a payment recorded by hand against an invoice. */
export const manualPaymentSchema = z.object({
  invoiceId: z.uuid('Выберите счет'),
  receivedOn: dayKey,
  amount: z
    .number()
    .int()
    .positive(INVOICING_TEXTS.paymentAmountPositive)
    .max(PAYMENT_AMOUNT_MAX_KOPECKS, INVOICING_TEXTS.paymentAmountTooLarge),
  purpose: z.string().trim().max(500).default(''),
});

export const paymentSchema = z.object({
  paymentId: z.string(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  partnerName: z.string().nullable(),
  receivedOn: dayKey,
  amount: z.number().int(),
  source: z.enum(['manual', 'statement']),
  documentNumber: z.string().nullable(),
  payerInn: z.string().nullable(),
  payerName: z.string(),
  purpose: z.string(),
  unmatchedReason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ items: z.array(paymentSchema), total: z.number().int() });
export const paymentListQuerySchema = z.object({
  unmatched: queryBooleanSchema.default(false),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** PATCH /api/backoffice/payments/{id}: the operator matches a waiting payment to an invoice. */
export const paymentMatchSchema = z.object({ invoiceId: z.uuid('Выберите счет') });

export const statementImportResultSchema = z.object({
  importId: z.string(),
  documents: z.number().int(),
  recorded: z.number().int(),
  repeated: z.number().int(),
  matched: z.number().int(),
  unmatched: z.array(paymentSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

export const penaltyWaiverSchema = z.object({
  reason: z.string().trim().min(1, INVOICING_TEXTS.waiverReasonRequired).max(1000),
});

/** A partner in the operator's «Просроченная задолженность» queue: more than 10 working days overdue. */
export const overduePartnerSchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  partnerCode: z.string(),
  lockStatus: z.enum(['ACTIVE', 'INACTIVE']),
  participationStatus: z.string().nullable(),
  unpaid: z.number().int(),
  penalty: z.number().int(),
  overdueWorkingDays: z.number().int(),
  oldestInvoice: z.object({ invoiceId: z.string(), number: z.string(), dueOn: dayKey }),
});
export const overdueQueueSchema = z.object({ items: z.array(overduePartnerSchema), total: z.number().int() });

/** Years the operator may open: from the first shipped decree to far enough ahead. */
export const CALENDAR_YEARS = { first: 2024, last: 2100 } as const;
export const calendarYearParamsSchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(CALENDAR_YEARS.first, CALENDAR_TEXTS.yearOutOfRange)
    .max(CALENDAR_YEARS.last, CALENDAR_TEXTS.yearOutOfRange),
});

/** A year's decreed exceptions as the operator enters them. */
export const calendarYearInputSchema = z.object({ holidays: z.array(dayKey).max(366), working: z.array(dayKey).max(366) });

/** A year of the production calendar: its exceptions, whether a decree is entered, and its working days by month. */
export const calendarYearViewSchema = z.object({
  year: z.number().int(),
  /** The years with a decree entered, and the current and next year, for the year picker. */
  years: z.array(z.number().int()),
  decreed: z.boolean(),
  editable: z.boolean(),
  holidays: z.array(dayKey),
  working: z.array(dayKey),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  workingDays: z.number().int(),
  months: z.array(z.object({ month: z.number().int(), workingDays: z.number().int(), daysOff: z.number().int() })),
});
export type CalendarYearView = z.infer<typeof calendarYearViewSchema>;
