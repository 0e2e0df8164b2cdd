/** Orders (document 1 §3 Order payload, §4 Order flow, §5 order rules, §8 order messages). */
import { z } from 'zod';
import { MARKET_TEXTS, OFFER_DESKS, type ServiceOption } from './catalogue.ts';

export { ORDER_MESSAGES } from './order-texts.ts';

/** The application subscription limit for the partners listed in configuration. */
export const APPLICATION_LIMIT = 25;

/** Symbols a 1C infobase name may not contain; they are filtered out as the user types. */
export const INFOBASE_FORBIDDEN = /[\\/:*?"<>|'`;&$#%{}[\]]/g;
export const INFOBASE_NAME_MAX = 64;

export function sanitizeInfoBaseName(value: string): string {
  return value.replace(INFOBASE_FORBIDDEN, '').trim().slice(0, INFOBASE_NAME_MAX);
}

/** Kinds whose order creates a 1C infobase, and so need its name: applications and the Business kit. */
const INFOBASE_CATEGORIES: ReadonlySet<string> = new Set(['1c_ecw_application', 'biz']);
export function needsInfoBase(category: string): boolean {
  return INFOBASE_CATEGORIES.has(category);
}

/** Kinds whose options are seat tiers, one of which is ordered (Kaspersky). */
export function hasSeatTiers(category: string): boolean {
  return category === 'kaspersky';
}

/** Order forms offer, and orders accept, only confirmed clients with an INN (document 1 §5). */
export function isOrderableCustomer(customer: { status: string; inn: string | null }): boolean {
  return customer.status === 'confirmed' && Boolean(customer.inn);
}

/** A paid order that costs the partner nothing cannot be confirmed; a demo kit is free by design. */
export function isZeroCostOrder(usageMode: 'PRODUCTION' | 'DEMONSTRATION', partnerTotal: number): boolean {
  return usageMode === 'PRODUCTION' && partnerTotal === 0;
}

/**
 * Why a kit of a service cannot be ordered by this partner now, or null: its block-reason flag, or the partner
 * having no working subscription for a service that needs one (the support terminal).
 */
export function orderLockReason(
  service: { requiresActiveSubscription: boolean },
  kit: { blockReason: string | null } | null,
  partnerHasActiveSubscription: boolean,
): string | null {
  if (service.requiresActiveSubscription && !partnerHasActiveSubscription) return MARKET_TEXTS.terminalNeedsSubscription;
  return kit?.blockReason ?? null;
}

export const subscriptionPropertySchema = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().max(200),
  propertyGroup: z.string().trim().max(100),
});
export type SubscriptionProperty = z.infer<typeof subscriptionPropertySchema>;

/** POST /api/{type}/order: one serviceOptions entry per ordered unit. */
export const orderRequestSchema = z.object({
  customerId: z.uuid(),
  offerDeskId: z.enum(OFFER_DESKS),
  serviceKitId: z.uuid(),
  serviceOptions: z.array(z.object({ serviceOptionId: z.uuid() })).max(5000),
  subscriptionProperties: z
    .array(subscriptionPropertySchema)
    .max(20)
    .default([])
    .refine((properties) => new Set(properties.map((p) => p.name)).size === properties.length, 'Свойство подписки указано дважды'),
  subscriptionName: z.string().trim().max(200).optional(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  orderId: z.string(),
  subscriptionId: z.string(),
  deployStatus: z.string(),
  price: z.number().int(),
  clientPrice: z.number().int().nullable(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The number of units ordered of each option. */
export function countUnits(serviceOptions: ReadonlyArray<{ serviceOptionId: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { serviceOptionId } of serviceOptions) counts.set(serviceOptionId, (counts.get(serviceOptionId) ?? 0) + 1);
  return counts;
}

/**
 * An order whose seat options (those of the service's own category) are all at zero: the licences carry no
 * client workplaces, and the form asks before going on.
 */
export function orderedWithoutSeats(
  category: string,
  lines: ReadonlyArray<{ option: Pick<ServiceOption, 'resourceCategory'>; count: number }>,
): boolean {
  const seats = lines.filter((line) => line.option.resourceCategory === category);
  return seats.length > 0 && seats.every((line) => line.count === 0);
}

/** GET /api/trial-time: the trial a client may still have of a service's demo kit (0 once used). */
export const trialTimeQuerySchema = z.object({ servicePackageId: z.uuid(), customerId: z.uuid(), serviceId: z.uuid() });
export const trialTimeSchema = z.object({ trialLength: z.number().int().min(0), period: z.literal('d') });
export type TrialTime = z.infer<typeof trialTimeSchema>;
