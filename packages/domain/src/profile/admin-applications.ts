/** The administration apps table (document 2 §2 "Administration apps table", §3 Application item). */
import { z } from 'zod';

export const ADMIN_APPLICATION_SORTS = ['customer', 'serviceName', 'serviceKitName', 'deployStatus', 'startDate', 'endDate'] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

export const adminApplicationsQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  sort: z.enum(ADMIN_APPLICATION_SORTS).default('startDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
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

/** The client's label: name, else responsible, e-mail, phone, then the customer id. */
export function applicationClientLabel(item: Pick<AdminApplication, 'customer' | 'customerId'>): string {
  const { name, responsible, email, phone } = item.customer;
  return [name, responsible, email, phone].find((v) => v != null && v.trim() !== '')?.trim() ?? item.customerId;
}

/**
 * Where the client cell leads in the administration area (a path after its '#/'), or null for plain text: the
 * configuration manager to custom-cfg, an application to app/{subscriptionId}; ms_products and others are not linked.
 */
export function applicationAdminPath(item: Pick<AdminApplication, 'resourceCategory' | 'subscriptionId'>): string | null {
  if (item.resourceCategory === '1c_grm_conf_manager') return 'custom-cfg';
  if (item.resourceCategory === '1c_ecw_application') return `app/${item.subscriptionId}`;
  return null;
}
