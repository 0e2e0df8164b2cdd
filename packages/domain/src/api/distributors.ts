/**
 * The contracts of the distributor's calls (document 2 §7: the partner list, lock state and lock change; §3 Partner,
 * Partner billing, Partner lock; §8 the code-not-200 rule). Dates are ISO; money is integer kopecks.
 */
import { z } from 'zod';
import { LOCK_ACTIONS, LOCK_PENDING, LOCK_STATUSES, PARTNER_STATUSES } from '../distributors/lock.ts';
import { DISTRIBUTOR_TEXTS, LOCK_REASON_MAX, PARTNER_LIST_PAGE_SIZE } from '../distributors/texts.ts';
import { billingMonthQuerySchema, partnerBillingSchema } from './billing.ts';
import { debtSummarySchema } from './invoicing.ts';

export const partnerStatusSchema = z.enum(PARTNER_STATUSES);

/** GET /api/distributor-manager/distributors/{partnerExchangeId}/partners: search, status, page (0-based). */
export const partnerListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...PARTNER_STATUSES]).default('all'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(PARTNER_LIST_PAGE_SIZE),
});
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;
export type PartnerListFilter = z.output<typeof partnerListQuerySchema>;

export const distributorPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  partnerCode: z.string(),
  city: z.string().nullable(),
  regionCode: z.string().nullable(),
  address: z.string().nullable(),
  status: partnerStatusSchema,
  lockDate: z.string().nullable(),
  unlockDate: z.string().nullable(),
  lockReason: z.string().nullable(),
  unlockReason: z.string().nullable(),
  modified: z.string(),
  partnerName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** What the partner owes on closed months' invoices, kopecks (issue 24, item 6). */
  debt: z.number().int(),
  /** Working days its oldest overdue invoice is past due; 0 when nothing is overdue. */
  overdueWorkingDays: z.number().int(),
});
export type DistributorPartner = z.infer<typeof distributorPartnerSchema>;
/** A partner as stored, before its debt is added. */
export type DistributorPartnerRecord = Omit<DistributorPartner, 'debt' | 'overdueWorkingDays'>;

/** The list's answer carries the code checked for 200 (document 2 §7, §8). */
export const partnerListSchema = z.object({
  code: z.number().int(),
  items: z.array(distributorPartnerSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PartnerList = z.infer<typeof partnerListSchema>;

export const lockParamsSchema = z.object({ partnerId: z.uuid({ error: DISTRIBUTOR_TEXTS.partnerNotFound }) });
export const lockChangeParamsSchema = lockParamsSchema.extend({ partnerExchangeId: z.string().min(1).max(100) });
export const partnerListParamsSchema = z.object({ partnerExchangeId: z.string().min(1).max(100) });

/** GET /api/distributor-manager/locks/{partnerId}: the lock (document 2 §3 Partner lock); PENDING while changing. */
export const partnerLockSchema = z.object({
  status: z.enum([...LOCK_STATUSES, LOCK_PENDING]),
  lockDate: z.string().nullable(),
  unlockDate: z.string().nullable(),
  lockReason: z.string().nullable(),
  unlockReason: z.string().nullable(),
});
export type PartnerLock = z.infer<typeof partnerLockSchema>;

/** PUT …/partners/{partnerId}: grant or revoke with a reason; a block needs one. */
export const lockChangeSchema = z
  .object({
    action: z.enum(LOCK_ACTIONS),
    reason: z.string().trim().max(LOCK_REASON_MAX, DISTRIBUTOR_TEXTS.reasonTooLong).nullish(),
  })
  .refine((body) => body.action === 'grant' || (body.reason ?? '').length > 0, {
    message: DISTRIBUTOR_TEXTS.reasonRequired,
    path: ['reason'],
  });
export type LockChange = z.input<typeof lockChangeSchema>;

/** The answer to a lock change: the lock as it reads now (PENDING until the job has carried the change out). */
export const lockChangeAnswerSchema = partnerLockSchema.extend({ code: z.number().int() });

/** GET /api/distributor-manager/partners/{partnerCode}/billing?m=&y= (document 2 §2 "Partner details"). */
export const partnerCodeParamsSchema = z.object({ partnerCode: z.string().min(1).max(50) });
export const partnerDetailsQuerySchema = billingMonthQuerySchema;
/** The details answer pages the month's clients as the partner's own details do (10 a page, from 1). */
export const partnerDetailsPageQuerySchema = billingMonthQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(PARTNER_LIST_PAGE_SIZE),
});

export const partnerDetailsSchema = z.object({
  code: z.number().int(),
  partner: z.object({
    id: z.string(),
    name: z.string(),
    partnerCode: z.string(),
    city: z.string().nullable(),
    regionCode: z.string().nullable(),
    address: z.string().nullable(),
    modified: z.string(),
    status: partnerStatusSchema,
  }),
  counts: z.object({ customers: z.number().int(), customerSubscriptions: z.number().int(), ownSubscriptions: z.number().int() }),
  /** Partner billing (document 2 §3): the month as the partner's own details show it, from the same billing function. */
  billing: partnerBillingSchema,
  /** What the partner owes today, as its own navbar and «Счета и акты» show it (issue 24). */
  debt: debtSummarySchema,
});
export type PartnerDetails = z.infer<typeof partnerDetailsSchema>;

/** GET /api/distributor-manager/history: the distributor's partners' total bills over the last 12 months. */
export const distributorHistorySchema = z.object({
  months: z.array(z.object({ year: z.number().int(), month: z.number().int(), sum: z.number().int(), closed: z.boolean() })),
  currencyCode: z.string(),
});
export type DistributorHistory = z.infer<typeof distributorHistorySchema>;

/** The back office (issue 11): distributors with their partners' counts. */
export const backofficeDistributorSchema = z.object({
  id: z.string(),
  name: z.string(),
  partnerCode: z.string(),
  partners: z.number().int(),
  blocked: z.number().int(),
});
export const backofficeDistributorListSchema = z.object({ items: z.array(backofficeDistributorSchema) });
export type BackofficeDistributor = z.infer<typeof backofficeDistributorSchema>;

/** PUT /api/backoffice/partners/{partnerId}/distributor: attach a partner to another distributor. */
export const attachPartnerSchema = z.object({ distributorId: z.uuid() });

/** GET /api/backoffice/lock-changes: every block and unblock, newest first. */
export const lockChangeItemSchema = z.object({
  id: z.string(),
  partnerName: z.string(),
  partnerCode: z.string(),
  distributorName: z.string(),
  action: z.enum(LOCK_ACTIONS),
  reason: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  appliedAt: z.string().nullable(),
});
export const lockChangeListSchema = z.object({ items: z.array(lockChangeItemSchema), total: z.number().int() });
export type LockChangeItem = z.infer<typeof lockChangeItemSchema>;
export type LockChangeList = z.infer<typeof lockChangeListSchema>;
export const backofficePageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(PARTNER_LIST_PAGE_SIZE),
});
