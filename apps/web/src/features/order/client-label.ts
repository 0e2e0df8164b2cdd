/** A client in the order form is labelled by name, else responsible, else email, else login, else id. */
import type { Customer } from '@portal/domain';

export function clientLabel(customer: Pick<Customer, 'id' | 'name' | 'responsible' | 'email' | 'oneCId'>): string {
  return customer.name || customer.responsible || customer.email || customer.oneCId || customer.id;
}
