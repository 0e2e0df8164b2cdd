/**
 * The lead calls (document 3 §7: load leads by partnerCode with the non-dispatched variant, post an application with
 * leadId, mark processed by id) and the operator's dispatch, as zod schemas shared by the routes and the web app.
 */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from '../constants/layout.ts';
import { clientPhoneSchema } from '../api/customer.ts';
import { emailSchema } from '../validation/email.ts';
import { innSchema } from '../validation/inn-schema.ts';
import { MESSAGES } from '../validation/messages.ts';
import { queryBooleanSchema } from '../validation/query-boolean.ts';
import { LEAD_SOURCES, LEAD_STATUSES } from './lead-status.ts';
import { LEAD_TEXTS } from './texts.ts';

export const LEAD_SEARCH_MAX = 100;

/** The paging of the lead lists (the partner's and the operator's). */
const LEAD_PAGING = {
  page: z.coerce.number({ error: 'Введите число' }).int('Введите целое число').min(1, 'Не меньше 1').max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Введите число' })
    .int('Введите целое число')
    .min(1, 'Не меньше 1')
    .max(100, 'Не больше 100')
    .default(PAGE_SIZE_DEFAULT),
};

/** GET /api/leads: the partner's own leads, or with nonDispatched=true the programme's common pool. */
export const leadListQuerySchema = z.object({
  /** The caller's own partner code (document 1 `GET /leads` by partnerCode); any other code answers 404. */
  partnerCode: z.string().trim().max(50, MESSAGES.tooLong(50)).optional(),
  nonDispatched: queryBooleanSchema.default(false),
  search: z.string().trim().max(LEAD_SEARCH_MAX, LEAD_TEXTS.searchTooLong).default(''),
  ...LEAD_PAGING,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** What the lead asks for (document 3 §3 Lead.products), with the catalogue's name of the product when it has one. */
export const leadProductSchema = z.object({ productId: z.string(), qty: z.number().int(), name: z.string().nullable() });

/** A lead of the common pool as a partner sees it: no contact details (they open only once it is dispatched to it). */
export const commonLeadSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  name: z.string(),
  products: z.array(leadProductSchema),
  date: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** This partner has asked for the lead (its row shows as sent and cannot ask twice). */
  applied: z.boolean(),
});
export type CommonLead = z.infer<typeof commonLeadSchema>;

/** A lead of the partner's own (document 3 §3 Lead), with its contacts. */
export const leadSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  name: z.string(),
  products: z.array(leadProductSchema),
  email: z.string().nullable(),
  responsible: z.string().nullable(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  date: z.string(),
  dateDispatched: z.string().nullable(),
  dateProcessed: z.string().nullable(),
  dateInProd: z.string().nullable(),
  /** When the lead became a registered client of the partner (the client's registration). */
  dateRegistered: z.string().nullable(),
  customerId: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const commonLeadListSchema = z.object({ items: z.array(commonLeadSchema), total: z.number().int() });
export const leadListSchema = z.object({ items: z.array(leadSchema), total: z.number().int() });
/** Either list: the one asked for by nonDispatched. */
export const anyLeadListSchema = z.union([leadListSchema, commonLeadListSchema]);
export type CommonLeadList = z.infer<typeof commonLeadListSchema>;
export type LeadList = z.infer<typeof leadListSchema>;

export const leadApplicationResultSchema = z.object({ message: z.string(), lead: commonLeadSchema });
export const leadProcessedResultSchema = z.object({ message: z.string(), lead: leadSchema });

/** The operator's queue: applied-for leads waiting for dispatch, or the ones already dispatched (with who and when). */
export const BACKOFFICE_LEAD_FILTERS = ['applied', 'pool', 'dispatched'] as const;
export type BackofficeLeadFilter = (typeof BACKOFFICE_LEAD_FILTERS)[number];

export const backofficeLeadQuerySchema = z.object({
  filter: z.enum(BACKOFFICE_LEAD_FILTERS, { error: 'Допустимые значения: applied, pool или dispatched' }).default('applied'),
  ...LEAD_PAGING,
});
export type BackofficeLeadQuery = z.infer<typeof backofficeLeadQuerySchema>;

export const leadApplicantSchema = z.object({
  partnerId: z.string(),
  partnerCode: z.string(),
  partnerName: z.string(),
  appliedAt: z.string(),
});
export type LeadApplicant = z.infer<typeof leadApplicantSchema>;

export const backofficeLeadSchema = leadSchema.extend({
  applicants: z.array(leadApplicantSchema),
  /** When the applications lapse and the lead returns to the pool (applied-for leads only). */
  expiresAt: z.string().nullable(),
  partnerCode: z.string().nullable(),
  partnerName: z.string().nullable(),
  dispatchedBy: z.string().nullable(),
});
export type BackofficeLead = z.infer<typeof backofficeLeadSchema>;
export const backofficeLeadListSchema = z.object({ items: z.array(backofficeLeadSchema), total: z.number().int() });

export const leadDispatchSchema = z.object({
  partnerId: z.uuid({ error: LEAD_TEXTS.partnerRequired }),
});
export type LeadDispatch = z.input<typeof leadDispatchSchema>;
export const leadDispatchResultSchema = z.object({ message: z.string(), lead: backofficeLeadSchema });

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong(max));

/** POST /api/backoffice/leads: the operator puts a lead the vendor received into the programme's common pool. */
export const leadCreateSchema = z.object({
  name: requiredText(255),
  responsible: requiredText(255),
  email: emailSchema,
  phone: clientPhoneSchema,
  inn: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(innSchema.optional()),
  products: z
    .array(
      z.object({
        productId: requiredText(100),
        qty: z.coerce.number({ error: 'Введите число' }).int('Введите целое число').min(1, 'Не меньше 1').max(999, 'Не больше 999'),
      }),
    )
    .max(20, 'Не более 20 продуктов')
    .default([]),
});
export type LeadCreate = z.input<typeof leadCreateSchema>;
