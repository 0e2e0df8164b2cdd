/** POST /api/backoffice/customers/{customerId}/decision: confirm or reject a partner's client. */
import type { CustomerDecision } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function decideCustomer(customerId: string, decision: CustomerDecision): Promise<unknown> {
  return api(`/backoffice/customers/${encodeURIComponent(customerId)}/decision`, { method: 'POST', body: decision });
}
