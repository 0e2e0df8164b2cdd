/** GET /api/invoices/{id}/invoice.pdf and act.pdf: downloaded as the server names them. */
export type InvoiceDocumentKind = 'invoice' | 'act';

export function invoiceDocumentHref(invoiceId: string, kind: InvoiceDocumentKind): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/${kind}.pdf`;
}
