/** The administration apps table (document 2 §2 "Administration apps table", §3 Application item). */
import { z } from 'zod';
import { ADMIN_APPLICATION_SORTS } from './rules.ts';

export const adminApplicationsQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  sort: z.enum(ADMIN_APPLICATION_SORTS).default('startDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  /** One subscription only: where a product the portal cannot delete itself sends the user without an administration area. */
  subscriptionId: z.uuid().optional(),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;

export const adminApplicationSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  customer: z.object({
    name: z.string().nullable(),
    responsible: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  serviceName: z.string(),
  serviceKitName: z.string(),
  deployStatus: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  resourceCategory: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationListSchema = z.object({ items: z.array(adminApplicationSchema), total: z.number().int() });
