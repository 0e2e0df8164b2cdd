/** How the order form names its client and sums up an order for the confirmation. */
import { formatRubles, type Customer } from '@portal/domain';

/** A client is labelled by name, else responsible, else email, else login, else id. */
type Labelled = Pick<Customer, 'id' | 'name' | 'responsible' | 'email' | 'oneCId'>;

export function clientLabel(customer: Labelled): string {
  return customer.name || customer.responsible || customer.email || customer.oneCId || customer.id;
}

/** The confirmation's line: what is ordered, for whom, and the partner's monthly price (null for a free demo). */
export function orderSummary(what: string, customer: Labelled | null, partnerMonthly: number | null): string {
  const price = partnerMonthly === null ? 'бесплатно' : `${formatRubles(partnerMonthly)} в месяц`;
  return `${what}, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${price}.`;
}
