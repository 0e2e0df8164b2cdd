/** The client quote's API shapes (decision 021): a draft to price or render, a saved quote, the list. */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from '../constants/layout.ts';
import { MESSAGES } from '../validation/messages.ts';
import {
  hasMarkupPrecision,
  MARKUP_PERCENT_MAX,
  MARKUP_PERCENT_MIN,
  priceQuote,
  QUOTE_COUNT_MAX,
  QUOTE_LINES_MAX,
  QUOTE_MONEY_MAX,
  type QuotePricing,
} from './client-price.ts';
import { QUOTE_MESSAGES } from './texts.ts';

export const QUOTE_TITLE_MAX = 255;
export const QUOTE_ORDER_HREF_MAX = 2000;
/** The order form's address inside the portal: a hash route, never another site or a script. */
export const QUOTE_ORDER_HREF_PATTERN = /^#\/[^\s<>"'`\\]*$/;

const kopecks = z
  .number(QUOTE_MESSAGES.moneyFormat)
  .int(QUOTE_MESSAGES.moneyFormat)
  .min(0, QUOTE_MESSAGES.moneyFormat)
  .max(QUOTE_MONEY_MAX, QUOTE_MESSAGES.moneyTooLarge);

export const quoteLineInputSchema = z.object({
  name: z.string().trim().min(1, QUOTE_MESSAGES.lineNameRequired).max(QUOTE_TITLE_MAX, MESSAGES.tooLong(QUOTE_TITLE_MAX)),
  count: z.number(QUOTE_MESSAGES.countFormat).int(QUOTE_MESSAGES.countFormat).min(0, QUOTE_MESSAGES.countFormat).max(QUOTE_COUNT_MAX),
  partnerCost: kopecks,
  recommendedPrice: kopecks.nullable(),
});

const markupRange = QUOTE_MESSAGES.markupRange(MARKUP_PERCENT_MIN, MARKUP_PERCENT_MAX);

export const quotePricingSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('markup'),
    markupPercent: z
      .number(markupRange)
      .min(MARKUP_PERCENT_MIN, markupRange)
      .max(MARKUP_PERCENT_MAX, markupRange)
      .refine(hasMarkupPrecision, QUOTE_MESSAGES.markupPrecision)
      .nullable(),
  }),
  z.object({ mode: z.literal('perLine'), prices: z.array(kopecks).max(QUOTE_LINES_MAX) }),
]);

const draftFields = {
  title: z.string().trim().min(1, QUOTE_MESSAGES.titleRequired).max(QUOTE_TITLE_MAX, MESSAGES.tooLong(QUOTE_TITLE_MAX)),
  lines: z
    .array(quoteLineInputSchema)
    .min(1, QUOTE_MESSAGES.linesRequired)
    .max(QUOTE_LINES_MAX, QUOTE_MESSAGES.tooManyLines(QUOTE_LINES_MAX)),
  pricing: quotePricingSchema,
  orderHref: z.string().max(QUOTE_ORDER_HREF_MAX).regex(QUOTE_ORDER_HREF_PATTERN, QUOTE_MESSAGES.orderHrefFormat),
  /** The partner saw the below-cost warning and goes on. */
  acknowledgedBelowCost: z.boolean().default(false),
};

type DraftShape = {
  lines: Array<z.infer<typeof quoteLineInputSchema>>;
  pricing: QuotePricing;
  acknowledgedBelowCost: boolean;
};

/** The rules across fields: one price per line, and a price below cost only once acknowledged. */
function checkDraft(draft: DraftShape, ctx: z.RefinementCtx): void {
  if (draft.pricing.mode === 'perLine' && draft.pricing.prices.length !== draft.lines.length) {
    ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.pricesPerLine, path: ['pricing', 'prices'] });
    return;
  }
  if (!draft.acknowledgedBelowCost && priceQuote(draft.lines, draft.pricing).belowCost) {
    ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.belowCostNotAcknowledged, path: ['acknowledgedBelowCost'] });
  }
}

/** POST /api/quotes/pdf: a quote not saved; the client is optional (its name is printed when given). */
export const quoteDraftSchema = z
  .object({ ...draftFields, customerId: z.uuid(QUOTE_MESSAGES.clientRequired).nullable().default(null) })
  .superRefine(checkDraft);
export type QuoteDraft = z.infer<typeof quoteDraftSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

/** POST /api/quotes: saved against one of the partner's clients. */
export const quoteCreateSchema = z.object({ ...draftFields, customerId: z.uuid(QUOTE_MESSAGES.clientRequired) }).superRefine(checkDraft);
export type QuoteCreate = z.infer<typeof quoteCreateSchema>;
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;

export const pricedQuoteLineSchema = quoteLineInputSchema.extend({ clientPrice: z.number().int(), margin: z.number().int() });

export const quoteTotalsSchema = z.object({
  partnerCost: z.number().int(),
  clientPrice: z.number().int(),
  margin: z.number().int(),
  marginPercent: z.number().nullable(),
});

export const quoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  lines: z.array(pricedQuoteLineSchema),
  pricing: quotePricingSchema,
  totals: quoteTotalsSchema,
  orderHref: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSummarySchema = quoteSchema.omit({ lines: true, pricing: true }).extend({ lineCount: z.number().int() });
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({ items: z.array(quoteSummarySchema), total: z.number().int() });
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteListQuerySchema = z.object({
  customerId: z.uuid(QUOTE_MESSAGES.customerNotFound).optional(),
  page: z.coerce.number().int().min(1).default(1),
  // The table's «Все» asks for its largest page.
  pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
