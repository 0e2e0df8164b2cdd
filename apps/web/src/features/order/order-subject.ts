/**
 * What an order form says it orders ("text naming the configuration type", document 1 §2): a configuration of a
 * named type for 1C applications, a kit for the Business and support kits, a service for payslips, else a product.
 */
import { BUSINESS_CATEGORY, PAYSLIP_CATEGORY, SERVICE_GROUPS, SUPPORT_CATEGORY, type Service } from '@portal/domain';

export type OrderSubject = { subject: string; /** The configuration's type: its Market group. */ type: string | null };

const APPLICATION_CATEGORY = '1c_ecw_application';

export function orderSubject(service: Pick<Service, 'resourceCategory' | 'group'>): OrderSubject {
  switch (service.resourceCategory) {
    case APPLICATION_CATEGORY:
      return {
        subject: 'Конфигурация',
        type: service.group in SERVICE_GROUPS ? SERVICE_GROUPS[service.group as keyof typeof SERVICE_GROUPS] : null,
      };
    case BUSINESS_CATEGORY:
    case SUPPORT_CATEGORY:
      return { subject: 'Комплект', type: null };
    case PAYSLIP_CATEGORY:
      return { subject: 'Услуга', type: null };
    default:
      return { subject: 'Продукт', type: null };
  }
}
