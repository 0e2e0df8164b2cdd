/**
 * The cloud infrastructure's contracts (document 2 §3 VM calculation item, Price table, Licence option, Licence
 * subscription; §7; decision 017): the calculator's price list and licences, the non-standard VM request, the active
 * licences, and the operator's price list and request queue.
 */
import { z } from 'zod';
import { LICENCE_GROUPS } from '../cloud/licence-order.ts';
import { CLOUD_TEXTS } from '../cloud/texts.ts';
import { CPU_MODELS, DISK_TYPES, PROJECT_ID_PATTERN, VM_BOUNDS, VM_OSES, type Bounds } from '../cloud/vm.ts';
import { MESSAGES } from '../validation/messages.ts';
import { VM_REQUEST_FILTERS, VM_REQUEST_STATUSES } from './cloud-texts.ts';
import { DEPLOY_STATUSES } from './subscription.ts';

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');
const period = z.enum(['d', 'm']);

export const cloudPriceSchema = z.object({
  resourceCode: z.string(),
  name: z.string(),
  /** Kopecks per unit per period. */
  price: z.number().int(),
  paymentPeriod: period,
});

export const licenceServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  resourceCode: z.string(),
  resourceCategory: z.string(),
  group: z.enum(LICENCE_GROUPS),
  serviceKitId: z.string(),
  option: z.object({
    serviceOptionId: z.string(),
    name: z.string(),
    resourceCode: z.string(),
    minUsageCount: z.number().int(),
    maxUsageCount: z.number().int(),
    usageCount: z.number().int(),
    tariff: z.object({ price: z.number().int(), currencyCode: z.string(), paymentPeriod: period }).nullable(),
  }),
});

export const cloudCalculatorQuerySchema = z.object({ date: dayKey.optional() });

/** GET /api/cloud/calculator: everything the calculator prices with, loaded once. */
export const cloudCalculatorSchema = z.object({
  /** The Moscow day whose price list this is. */
  date: dayKey,
  /** The partner's own client: licences are ordered for it. */
  customerId: z.string(),
  /** The cloud console's page creating a virtual machine ('Создать'). */
  consoleUrl: z.string(),
  prices: z.array(cloudPriceSchema),
  licences: z.array(licenceServiceSchema),
});
export type CloudCalculator = z.infer<typeof cloudCalculatorSchema>;

const bounded = (bounds: Bounds, label: string) =>
  z.number().int().min(bounds.min, `${label}: не менее ${bounds.min}`).max(bounds.max, `${label}: не более ${bounds.max}`);
const amount = (bounds: Bounds, label: string) => z.object({ checked: z.boolean(), value: bounded(bounds, label) });

/** The VM calculation item as a request carries it; the rules between its fields are checked by the server's service. */
export const vmConfigSchema = z.object({
  os: z.enum(VM_OSES),
  linux: z.string().max(64).nullable(),
  cpuModel: z.enum(CPU_MODELS),
  cores: bounded(VM_BOUNDS.cores, 'vCPU'),
  ram: bounded(VM_BOUNDS.ram, 'RAM'),
  disks: z
    .array(z.object({ type: z.enum(DISK_TYPES), checked: z.boolean(), value: bounded(VM_BOUNDS.disk, 'Диск') }))
    .max(DISK_TYPES.length)
    .refine((disks) => new Set(disks.map((d) => d.type)).size === disks.length, 'Тип диска указан дважды'),
  backup: amount(VM_BOUNDS.backup, CLOUD_TEXTS.backup),
  floatIP: amount(VM_BOUNDS.ip, CLOUD_TEXTS.floatIP),
  virtIPonPort: amount(VM_BOUNDS.ip, CLOUD_TEXTS.virtIPonPort),
  sqlServer: z.boolean(),
  sqlServerLicense: bounded(VM_BOUNDS.sql, 'SQL Server'),
  rdp: z.boolean(),
  rdpNum: bounded(VM_BOUNDS.rdp, 'RDP'),
  services: z.array(z.object({ serviceId: z.string().max(64), orderCount: z.number().int().min(0).max(9999) })).max(50),
});

export const projectIdSchema = z
  .string({ error: CLOUD_TEXTS.projectIdRequired })
  .trim()
  .min(1, CLOUD_TEXTS.projectIdRequired)
  .regex(PROJECT_ID_PATTERN, CLOUD_TEXTS.projectIdFormat);

/** POST /api/cloud/vm-requests: a non-standard virtual machine, asked of the vendor's operators. */
export const vmRequestSchema = z.object({ projectId: projectIdSchema, config: vmConfigSchema });
export type VmRequest = z.infer<typeof vmRequestSchema>;

export const vmRequestAnswerSchema = z.object({
  requestId: z.string(),
  number: z.string(),
  status: z.enum(VM_REQUEST_STATUSES),
  /** The machine's month at the list in force when it was asked for, kopecks (the server's own computation). */
  monthPrice: z.number().int(),
  createdAt: z.string(),
});
export type VmRequestAnswer = z.infer<typeof vmRequestAnswerSchema>;

export const licenceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** A licence subscription (document 2 §3) with the current month's sum as billing prices it. */
export const licenceItemSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  serviceKitId: z.string(),
  serviceName: z.string(),
  resourceCategory: z.string(),
  createDate: z.string(),
  startDate: z.string().nullable(),
  deployStatus: z.enum(DEPLOY_STATUSES),
  deleted: z.boolean(),
  /** The planned deletion (ISO), while it can still be cancelled. */
  expirationDate: z.string().nullable(),
  /** A change in progress: the count is being changed. */
  changeOrderId: z.string().nullable(),
  optionTypes: z.array(
    z.object({
      serviceOptionId: z.string(),
      subscriptionOptionId: z.string(),
      name: z.string(),
      usageCount: z.number().int(),
      minUsageCount: z.number().int(),
      maxUsageCount: z.number().int(),
      /** The count is fixed (orca-order): it cannot be edited. */
      fixed: z.boolean(),
      tariff: z.object({ price: z.number().int(), currencyCode: z.string(), paymentPeriod: period }),
    }),
  ),
  /** The current month's sum from the billing function itself, kopecks. */
  monthSum: z.number().int(),
});
export type LicenceItem = z.infer<typeof licenceItemSchema>;

export const licenceListSchema = z.object({ items: z.array(licenceItemSchema), total: z.number().int(), currencyCode: z.string() });
export type LicenceList = z.infer<typeof licenceListSchema>;

// ---- The operator's side ----

export const cloudPriceVersionSchema = z.object({
  effectiveFrom: dayKey,
  price: z.number().int(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});

export const cloudPriceItemSchema = z.object({
  serviceOptionId: z.string(),
  serviceName: z.string(),
  name: z.string(),
  resourceCode: z.string(),
  paymentPeriod: period,
  /** The version in force today, if any. */
  current: cloudPriceVersionSchema.nullable(),
  /** Every version, the latest first. */
  versions: z.array(cloudPriceVersionSchema),
});
export type CloudPriceItem = z.infer<typeof cloudPriceItemSchema>;

export const cloudPriceListSchema = z.object({ today: dayKey, items: z.array(cloudPriceItemSchema) });
export type CloudPriceList = z.infer<typeof cloudPriceListSchema>;

/** POST /api/backoffice/cloud/prices/{serviceOptionId}: a new version of an item's price from a day. */
export const cloudPriceChangeSchema = z.object({
  effectiveFrom: dayKey,
  price: z.number({ error: MESSAGES.required }).int().min(0).max(100_000_000_00),
});
export type CloudPriceChange = z.infer<typeof cloudPriceChangeSchema>;

export const vmRequestQueueQuerySchema = z.object({
  status: z.enum(VM_REQUEST_FILTERS).default('NEW'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const vmRequestItemSchema = z.object({
  requestId: z.string(),
  number: z.string(),
  partnerName: z.string(),
  partnerCode: z.string(),
  requestedBy: z.string().nullable(),
  projectId: z.string(),
  config: vmConfigSchema,
  monthPrice: z.number().int(),
  status: z.enum(VM_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});
export type VmRequestItem = z.infer<typeof vmRequestItemSchema>;
export const vmRequestQueueSchema = z.object({ items: z.array(vmRequestItemSchema), total: z.number().int() });
export type VmRequestQueue = z.infer<typeof vmRequestQueueSchema>;

/** POST /api/backoffice/cloud/vm-requests/{id}/decision. */
export const vmRequestDecisionSchema = z
  .object({ decision: z.enum(['create', 'refuse']), reason: z.string().trim().max(500).optional() })
  .refine((value) => value.decision !== 'refuse' || Boolean(value.reason), { message: MESSAGES.reasonRequired, path: ['reason'] });
export type VmRequestDecision = z.infer<typeof vmRequestDecisionSchema>;
