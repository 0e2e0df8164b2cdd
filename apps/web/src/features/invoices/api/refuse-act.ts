/** POST /api/invoices/{id}/act/refuse: «Отказаться от подписания», with the reason the operator reads. */
import type { PartnerInvoice } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function refuseAct(invoiceId: string, reason: string): Promise<PartnerInvoice> {
  return api<PartnerInvoice>(`/invoices/${encodeURIComponent(invoiceId)}/act/refuse`, { method: 'POST', body: { reason } });
}
