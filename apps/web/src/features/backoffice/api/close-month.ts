/** POST /api/backoffice/invoices/close: the operator closes a past month by hand (the job of the 5th, started now). */
import type { InvoiceClosing, InvoiceCloseRequest } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function closeMonth(request: InvoiceCloseRequest) {
  return api<InvoiceClosing>('/backoffice/invoices/close', { method: 'POST', body: request });
}
