/** Billing. Until usage is priced (the billing issue), nothing has been charged this month. */
import type { BillingSum } from '@portal/domain';
import type { PartnerScope } from '../repositories/office.repository.ts';

export const BILLING_CURRENCY = 'RUB';

export async function currentMonthSum(_scope: PartnerScope): Promise<BillingSum> {
  return { sum: 0, currencyCode: BILLING_CURRENCY };
}
