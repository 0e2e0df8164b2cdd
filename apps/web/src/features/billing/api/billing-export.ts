/** GET /api/billing/export: the chosen month's bill as an Excel workbook or CSV, downloaded as the server names it. */
import type { BillingMonth } from '@portal/domain';
import { billingQueryString } from './billing-items';

export type BillingExportFormat = 'xlsx' | 'csv';

export function billingExportHref(format: BillingExportFormat, { year, month }: BillingMonth): string {
  return `/api/billing/export?${billingQueryString({ m: month, y: year, format })}`;
}
