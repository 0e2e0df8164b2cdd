/**
 * GET /api/billing/export: what the details page shows of the chosen month (its search and filters, every client, not
 * only the page) as an Excel workbook or CSV, downloaded as the server names it; the file names the filters.
 */
import type { BillingFilters, BillingMonth } from '@portal/domain';
import { billingQueryString } from './billing-items';

export type BillingExportFormat = 'xlsx' | 'csv';

export function billingExportHref(format: BillingExportFormat, { year, month }: BillingMonth, filters: BillingFilters): string {
  return `/api/billing/export?${billingQueryString({ m: month, y: year, format, ...filters })}`;
}
