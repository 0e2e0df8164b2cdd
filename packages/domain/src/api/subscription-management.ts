/**
 * The contracts of subscription management (document 1 §3 Subscription, Subscription option, Subscription change
 * payload, Subscription comment; §7 the calls; document 3 order.detail): the detail page, option changes, orders as
 * records, comments, the prepay availability call and the conversion of a demo to a paid subscription.
 */
import { z } from 'zod';
import { tariffSchema } from './catalogue.ts';
import { DEPLOY_STATUSES } from './subscription.ts';
import { COMMENT_MAX_LENGTH, EDIT_STATUSES, ORDER_KINDS, ORDER_STATUSES } from './subscription-management-texts.ts';
import { MESSAGES } from '../validation/messages.ts';

/** One option of a subscription, with its counter's bounds and its month price at the current count. */
export const subscriptionOptionSchema = z.object({
  /** Null for an option of the kit that the subscription does not have yet (its count is 0). */
  subscriptionOptionId: z.string().nullable(),
  serviceOptionId: z.string(),
  serviceOptionName: z.string(),
  resourceCode: z.string(),
  resourceCategory: z.string(),
  /** The active count the Provisioner confirmed. */
  usageCount: z.number().int(),
  /** The count a change in progress asks for, or null. */
  pendingCount: z.number().int().nullable(),
  minUsageCount: z.number().int(),
  maxUsageCount: z.number().int(),
  editStatus: z.enum(EDIT_STATUSES),
  tariff: tariffSchema.nullable(),
  /** The month's partner and client price at the active count, kopecks (the pricing module's monthlyCost). */
  monthPrice: z.number().int(),
  monthClientPrice: z.number().int().nullable(),
  /** A prepaid option: charged for `months` months from `from` (ISO date) at once. */
  prepaid: z.object({ from: z.string(), months: z.number().int() }).nullable(),
  /** The option's own deploy status (optionDeployStatus); null for an option the subscription does not have. */
  deployStatus: z.enum(DEPLOY_STATUSES).nullable(),
});
export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

export const subscriptionCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  responsible: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  city: z.string().nullable(),
});

/** GET /api/subscriptions/{id}: everything the detail page shows, in one answer. */
export const subscriptionDetailSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  customer: subscriptionCustomerSchema,
  serviceId: z.string().nullable(),
  serviceKitId: z.string().nullable(),
  offerDeskId: z.string().nullable(),
  serviceName: z.string(),
  serviceKitName: z.string(),
  resourceCategory: z.string().nullable(),
  usageMode: z.enum(['PRODUCTION', 'DEMONSTRATION']),
  deployStatus: z.enum(DEPLOY_STATUSES),
  lastError: z.string().nullable(),
  createDate: z.string(),
  startDate: z.string().nullable(),
  /** The planned (or actual) deletion date. */
  expirationDate: z.string().nullable(),
  deletionReason: z.string().nullable(),
  trialStart: z.string().nullable(),
  trialEnd: z.string().nullable(),
  /** A trial runs while its end is later than now: price '-' and 'Бесплатно'. */
  trialActive: z.boolean(),
  isDirectSubscription: z.boolean(),
  /** The disk the kit includes before any extra 10 GB unit (5, 10 client-server, 30 ERP), GB. */
  includedDiskGb: z.number().int(),
  /** The month price of the whole subscription at its active counts, kopecks. */
  price: z.number().int(),
  clientPrice: z.number().int().nullable(),
  serviceOptions: z.array(subscriptionOptionSchema),
  /** The change order in progress, if any: it blocks another change and a deletion. */
  changeOrderId: z.string().nullable(),
  /** The last change order that failed (with its retry), if it is the latest change. */
  failedChangeOrderId: z.string().nullable(),
  /** The paid subscription this demo was turned into, or the demo it came from. */
  convertedTo: z.string().nullable(),
  convertedFrom: z.string().nullable(),
  /** The production kit a running demo can be turned into ('Перейти на платную версию'), or null. */
  conversionKitId: z.string().nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** PUT /api/{type}/order: the subscription change payload (§3); each entry is one unit. */
export const subscriptionChangeSchema = z.object({
  subscriptionId: z.uuid(),
  partnerId: z.string().optional(),
  customerId: z.uuid(),
  serviceKitId: z.uuid(),
  addOptions: z
    .array(z.object({ serviceOptionId: z.uuid() }))
    .max(1000)
    .default([]),
  removeOptions: z
    .array(z.object({ subscriptionOptionId: z.uuid() }))
    .max(1000)
    .default([]),
});
export type SubscriptionChange = z.input<typeof subscriptionChangeSchema>;

/** The edit-subscription dialog of the client card: disk quota (GB) and workplaces, and the deletion date. */
export const subscriptionEditFormSchema = z.object({
  diskQuotaGb: z.number({ error: MESSAGES.required }).int().min(0),
  workplaces: z.number({ error: MESSAGES.required }).int().min(0),
  /** yyyy-MM-dd, from today on; empty keeps the subscription without a planned deletion. */
  deletionDate: z.string().optional(),
});
export type SubscriptionEditForm = z.infer<typeof subscriptionEditFormSchema>;

export const orderRecordLineSchema = z.object({
  serviceOptionId: z.string(),
  name: z.string(),
  unitsBefore: z.number().int(),
  unitsAfter: z.number().int(),
  tariff: tariffSchema,
  /** The month's partner price of the line after the order, kopecks. */
  monthPrice: z.number().int(),
});
export type OrderRecordLine = z.infer<typeof orderRecordLineSchema>;

/** An order as a record: a creation, a change or a conversion, with its lines (order.detail). */
export const orderRecordSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  subscriptionId: z.string(),
  serviceName: z.string(),
  serviceKitName: z.string(),
  /** The status of the subscription the order made or changed, as it is now. */
  subscriptionDeployStatus: z.enum(DEPLOY_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  /** The subscription's month price after the order, kopecks. */
  price: z.number().int().nullable(),
  clientPrice: z.number().int().nullable(),
  lines: z.array(orderRecordLineSchema),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** A row of the order list (without lines). */
export const orderSummarySchema = orderRecordSchema.omit({ lines: true });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ items: z.array(orderSummarySchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

/** The answer to PUT /api/{type}/order and to a change's retry: the change order, settled by a job. */
export const subscriptionChangeResponseSchema = z.object({
  orderId: z.string(),
  subscriptionId: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/** GET/POST /api/subscriptions/{id}/comment. An empty or whitespace-only text deletes the comment. */
export const subscriptionCommentSchema = z.object({ comment: z.string().nullable(), updatedAt: z.string().nullable() });
export type SubscriptionComment = z.infer<typeof subscriptionCommentSchema>;
export const subscriptionCommentRequestSchema = z.object({
  comment: z.string().max(COMMENT_MAX_LENGTH, MESSAGES.tooLong(COMMENT_MAX_LENGTH)),
});

/** GET /api/subscriptions/{id}/prepay-availability: may a prepaid option be lowered now? */
export const prepayAvailabilitySchema = z.object({ available: z.boolean(), message: z.string().nullable() });
export type PrepayAvailability = z.infer<typeof prepayAvailabilitySchema>;
