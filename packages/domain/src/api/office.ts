import { z } from 'zod';

/** GET /api/subscriptions/payandtrialcustomers: customers with paid and with trial subscriptions. */
export const payAndTrialCustomersSchema = z.object({
  paycustomers: z.number().int(),
  trialcustomers: z.number().int(),
});
export type PayAndTrialCustomers = z.infer<typeof payAndTrialCustomersSchema>;

/** GET /api/leads/count: dispatched leads of the partner and common (non-dispatched) leads. */
export const leadCountsSchema = z.object({
  dispatchedLength: z.number().int(),
  nonDispatchedLength: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** GET /api/billing/sum: the current month's bill so far, in kopecks. */
export const billingSumSchema = z.object({ sum: z.number().int(), currencyCode: z.string() });
export type BillingSum = z.infer<typeof billingSumSchema>;

/** GET /api/config: runtime settings the web app needs. */
export const runtimeConfigSchema = z.object({
  adminAreaUrl: z.string().nullable(),
  demoVideoUrl: z.string().nullable(),
  ssoEnabled: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
