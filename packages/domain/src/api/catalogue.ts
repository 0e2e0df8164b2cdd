/** The service catalogue (document 1 §2 "Service catalogue", §3 Service, Service kit, Service option). */
import { z } from 'zod';

export const OFFER_DESKS = ['grm', 'other', 'biz', 'special', 'oi'] as const;
export type OfferDeskId = (typeof OFFER_DESKS)[number];
/** The desk 'Партнерам': products for the partner's own use, the client fixed. */
export const PARTNER_DESK_ID: OfferDeskId = 'special';
/**
 * The cloud infrastructure desk (1С:ОИ, decision 017): virtual machine resources and licences, ordered by a partner
 * with ROLE_IAS_USER for itself (the client fixed, as on 'Партнерам'); not one of the Market's desks.
 */
export const CLOUD_DESK_ID: OfferDeskId = 'oi';
/** Desks whose products are for the partner itself: an order there is for the partner's own client, and only there. */
export const OWN_USE_DESKS: ReadonlyArray<OfferDeskId> = [PARTNER_DESK_ID, CLOUD_DESK_ID];
export function isOwnUseDesk(deskId: string | null): boolean {
  return deskId !== null && (OWN_USE_DESKS as readonly string[]).includes(deskId);
}

/** The Market's groups, in the spec's order. */
export const SERVICE_GROUPS = {
  typical: 'Типовые конфигурации',
  retail: 'Отраслевые решения: розница',
  crm: 'Отраслевые решения: CRM',
  education: 'Образование',
  horeca: 'Рестораны и гостиницы',
  partners: 'Только для партнеров',
  construction: 'Строительство',
  insurance: 'Страхование',
  transport: 'Транспорт и сервис',
  industry: 'Прочие отраслевые решения',
  provider: 'Сервисы провайдера',
  private: 'Частные конфигурации',
} as const;
export type ServiceGroup = keyof typeof SERVICE_GROUPS;

export const MARKET_TEXTS = {
  search: 'Поиск по приложениям',
  specialDesk: 'Партнерам',
  terminalNeedsSubscription: 'Для заказа терминального доступа нужна хотя бы одна активная подписка',
  nothingFound: 'Не найдено',
  perMonth: 'в месяц',
  priceFrom: 'от',
} as const;

/** Prices of the banner (kopecks) when none could be loaded: the Business kit's fallback and the Basic kit's 319. */
export const BUSINESS_KIT_FALLBACK_PRICE = 101_600;
export const BASIC_KIT_PRICE = 31_900;
/** Names longer than this are shown in small text. */
export const LONG_NAME_LENGTH = 50;

export const tariffSchema = z.object({
  price: z.number().int(),
  clientPrice: z.number().int().nullable(),
  currencyCode: z.string(),
  paymentPeriod: z.enum(['d', 'm']),
});
export type TariffView = z.infer<typeof tariffSchema>;

export const serviceOptionSchema = z.object({
  serviceOptionId: z.string(),
  name: z.string(),
  resourceCode: z.string(),
  resourceCategory: z.string(),
  minUsageCount: z.number().int(),
  maxUsageCount: z.number().int(),
  usageCount: z.number().int(),
  editStatus: z.string(),
  tariff: tariffSchema.nullable(),
  trialData: z.object({ trial: z.boolean(), trialLength: z.number().int().nullable(), period: z.string().nullable() }),
  /** The spec's clientTariff.editable: the partner may set its own client price for this option in the calculators. */
  clientPriceEditable: z.boolean(),
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

export const serviceKitSchema = z.object({
  serviceKitId: z.string(),
  name: z.string(),
  usageMode: z.enum(['PRODUCTION', 'DEMONSTRATION']),
  resourceCode: z.string(),
  resourceCategory: z.string(),
  expirationPeriod: z.string().nullable(),
  blockReason: z.string().nullable(),
});
export type ServiceKit = z.infer<typeof serviceKitSchema>;

export const serviceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  resourceCode: z.string(),
  resourceCategory: z.string(),
  group: z.string(),
  enabledStatus: z.boolean(),
  clientServerOnly: z.boolean(),
  requiresActiveSubscription: z.boolean(),
  /** Why the calling partner cannot order the service now (orderLockReason), or null. */
  lockReason: z.string().nullable(),
  offerDeskId: z.enum(OFFER_DESKS),
  serviceKits: z.array(serviceKitSchema),
  /** The lowest monthly partner price of the service's production kits, kopecks (the banner's "from"). */
  priceFrom: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const deskServicesSchema = z.object({
  offerDeskId: z.enum(OFFER_DESKS),
  name: z.string(),
  clientFixed: z.boolean(),
  services: z.array(serviceSchema),
});
export type DeskServices = z.infer<typeof deskServicesSchema>;

export const serviceKitExtendedSchema = serviceKitSchema.extend({
  serviceId: z.string(),
  serviceName: z.string(),
  serviceOptions: z.array(serviceOptionSchema),
});
export type ServiceKitExtended = z.infer<typeof serviceKitExtendedSchema>;

/** Which order form a service opens, by its resource category. */
export const ORDER_FORMS = {
  '1c_ecw_application': 'service.1c_ecw_application',
  '1c_grm_conf_manager': 'service.1c_grm_conf_manager',
  '1c-ecw-terminal': 'service.1c-ecw-terminal',
  kaspersky: 'service.kaspersky',
  ms_products: 'service.ms_products',
  '1c_ecw_support': 'service.1c_ecw_support',
  '1c_paysleep_application': '1c_paysleep_application',
} as const;
export type OrderFormCategory = keyof typeof ORDER_FORMS;

/** A paid product of any other kind opens the generic order form. */
export const GENERIC_ORDER_FORM = 'service.product';

export function orderFormOf(resourceCategory: string): (typeof ORDER_FORMS)[OrderFormCategory] | typeof GENERIC_ORDER_FORM {
  return resourceCategory in ORDER_FORMS ? ORDER_FORMS[resourceCategory as OrderFormCategory] : GENERIC_ORDER_FORM;
}
