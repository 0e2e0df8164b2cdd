/**
 * The closed month's documents: GET /api/invoices/{id}/invoice.pdf, act.pdf and act.xml (the XML УПД), and GET
 * /api/invoices/documents.zip, the chosen months' documents in one archive.
 */
import { documentBundleFileName, documentBundleSearch } from '@portal/domain';
import { apiFile } from '../../../lib/api-client';

export type InvoiceDocumentKind = 'invoice' | 'act';

export function invoiceDocumentHref(invoiceId: string, kind: InvoiceDocumentKind): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/${kind}.pdf`;
}

export function actXmlHref(invoiceId: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/act.xml`;
}

/** Has the browser save a file it was given. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The XML and the archive are fetched, not followed as links: a refusal (requisites the XML cannot take, a month without
 * an invoice) stays on the page as its Russian message instead of a failed download. Each is small: an act's XML, or at
 * most 24 months of three documents.
 */
export async function downloadActXml(invoiceId: string): Promise<void> {
  const { blob, fileName } = await apiFile(`/invoices/${encodeURIComponent(invoiceId)}/act.xml`);
  save(blob, fileName ?? 'act.xml');
}

export async function downloadDocumentBundle(months: ReadonlyArray<string>): Promise<void> {
  const { blob, fileName } = await apiFile(`/invoices/documents.zip?${documentBundleSearch(months)}`);
  save(blob, fileName ?? documentBundleFileName(months));
}
