/**
 * The closed month's documents: GET /api/invoices/{id}/invoice.pdf, act.pdf and act.xml (the XML УПД), downloaded as
 * the server names them, and GET /api/invoices/documents.zip, the chosen months' documents in one archive.
 */
import { documentBundleFileName, documentBundleSearch } from '@portal/domain';
import { apiBlob } from '../../../lib/api-client';

export type InvoiceDocumentKind = 'invoice' | 'act';

export function invoiceDocumentHref(invoiceId: string, kind: InvoiceDocumentKind): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/${kind}.pdf`;
}

export function actXmlHref(invoiceId: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/act.xml`;
}

/**
 * The archive is fetched, not followed as a link: an answer the server refuses (a month without an invoice, requisites
 * the XML cannot take) stays in the dialog as its Russian message instead of replacing the page. A partner's archive is
 * a few megabytes at most (24 months of three documents).
 */
export async function downloadDocumentBundle(months: ReadonlyArray<string>): Promise<void> {
  const blob = await apiBlob(`/invoices/documents.zip?${documentBundleSearch(months)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = documentBundleFileName(months);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
