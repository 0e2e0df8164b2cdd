/** The rate pages' calls (decision 022): a page by product and date, its files, the operator's texts around the tables. */
import { z } from 'zod';
import { RATE_PRODUCTS, RATE_TEXT_LIMITS } from '../rates/rates.ts';
import { MESSAGES } from '../validation/messages.ts';

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');

export const rateProductSchema = z.enum(RATE_PRODUCTS);

export const RATE_FILES = ['partner.pdf', 'distributor.pdf', 'industry.xlsx'] as const;
export type RateFileName = (typeof RATE_FILES)[number];

export const rateRowSchema = z.object({
  name: z.string(),
  variant: z.string(),
  option: z.string(),
  resourceCode: z.string(),
  /** Kopecks per unit per period: the partner's tariff, and the recommended client price where the catalogue has one. */
  price: z.number().int(),
  clientPrice: z.number().int().nullable(),
});
export type RateRow = z.infer<typeof rateRowSchema>;

/** An application (a table) of the page: table 1 priced per day, table 1.1 per month. */
export const rateTableSchema = z.object({
  number: z.string(),
  title: z.string(),
  paymentPeriod: z.enum(['d', 'm']),
  rows: z.array(rateRowSchema),
});
export type RateTable = z.infer<typeof rateTableSchema>;

export const rateFileSchema = z.object({ file: z.enum(RATE_FILES), label: z.string(), href: z.string() });
export type RateFile = z.infer<typeof rateFileSchema>;

export const ratePageSchema = z.object({
  product: rateProductSchema,
  /** The day whose tariffs the page shows. */
  day: dayKey,
  title: z.string(),
  paragraphTop: z.string(),
  applications: z.array(rateTableSchema),
  paragraphBottom: z.string(),
  paymentRules: z.string(),
  files: z.array(rateFileSchema),
});
export type RatePage = z.infer<typeof ratePageSchema>;

export const ratePageParamsSchema = z.object({ product: rateProductSchema, date: z.string().max(20) });
export const rateFileParamsSchema = ratePageParamsSchema.extend({ file: z.enum(RATE_FILES) });

const text = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong(max));

export const rateTextsSchema = z.object({
  title: text(RATE_TEXT_LIMITS.title),
  paragraphTop: text(RATE_TEXT_LIMITS.text),
  paragraphBottom: text(RATE_TEXT_LIMITS.text),
  paymentRules: text(RATE_TEXT_LIMITS.text),
});
export type RateTextsInput = z.infer<typeof rateTextsSchema>;

export const rateTextVersionSchema = z.object({
  product: rateProductSchema,
  effectiveFrom: dayKey,
  title: z.string(),
  paragraphTop: z.string(),
  paragraphBottom: z.string(),
  paymentRules: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RateTextVersion = z.infer<typeof rateTextVersionSchema>;

export const rateTextListSchema = z.object({
  /** Every version an operator wrote, newest first per product; before the first of a product its default texts apply. */
  items: z.array(rateTextVersionSchema),
  defaults: z.object({ grm: rateTextsSchema, oi: rateTextsSchema }),
});
export type RateTextList = z.infer<typeof rateTextListSchema>;

export const rateTextParamsSchema = z.object({ product: rateProductSchema, effectiveFrom: dayKey });
