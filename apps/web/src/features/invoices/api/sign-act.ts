/** POST /api/invoices/{id}/act/sign: «Подписать акт». */
import type { PartnerInvoice } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function signAct(invoiceId: string): Promise<PartnerInvoice> {
  return api<PartnerInvoice>(`/invoices/${encodeURIComponent(invoiceId)}/act/sign`, { method: 'POST' });
}
