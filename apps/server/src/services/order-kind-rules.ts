/** The per-kind rules of an order (Business kit, support kit), checked on the server with the domain's rules. */
import {
  BUSINESS_CATEGORY,
  BUSINESS_MESSAGES,
  isBusinessApplication,
  isOrderableCustomer,
  ORDER_MESSAGES,
  orderPropertyProblems,
  propertyValue,
  SUPPORT_CATEGORY,
  type Customer,
  type SubscriptionProperty,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { visibleTo } from '../repositories/catalogue.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { AppError } from '../errors/app-error.ts';

/** Only confirmed clients with an INN may be ordered for; the support kit says why in its own words. */
export function checkOrderingCustomer(customer: Customer, category: string): void {
  if (isOrderableCustomer(customer)) return;
  const withoutInn = customer.status === 'confirmed' && category === SUPPORT_CATEGORY;
  throw AppError.validation('customerId', withoutInn ? ORDER_MESSAGES.clientHasNoInn : ORDER_MESSAGES.clientNotAllowed);
}

export async function checkOrderProperties(
  db: Db,
  scope: PartnerScope,
  category: string,
  properties: SubscriptionProperty[],
  customer: Customer,
): Promise<void> {
  const [problem] = orderPropertyProblems(category, properties, customer);
  if (problem) throw AppError.validation(problem.field, problem.message);
  if (category === BUSINESS_CATEGORY) {
    const application = await db
      .selectFrom('services')
      .select(['offer_desk_id as offerDeskId', 'resource_category as resourceCategory', 'client_server_only as clientServerOnly'])
      .where('resource_code', '=', propertyValue(properties, 'application'))
      .where('enabled', '=', true)
      .where(visibleTo(scope))
      .executeTakeFirst();
    if (!application || !isBusinessApplication(application)) {
      throw AppError.validation('application', BUSINESS_MESSAGES.applicationNotAllowed);
    }
  }
}
