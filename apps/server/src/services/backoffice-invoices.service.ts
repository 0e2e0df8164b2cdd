/**
 * The operator's «Счета партнеров» (issue 31): every partner's invoices with where each act stands today — signed,
 * refused with the reason, accepted by default, waiting — filtered by it in SQL, and the same rows exported.
 */
import {
  dayKeyOf,
  firstIssueDayAwaiting,
  type Invoice,
  invoiceActState,
  type InvoiceList,
  moscowDayStart,
  type ProductionCalendar,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { allInvoices, type InvoiceListFilters, type InvoiceRow, listInvoices } from '../repositories/invoice.repository.ts';
import { invoicesExport } from './billing-export.ts';
import { loadCalendar } from './invoice-states.ts';

type Query = Omit<InvoiceListFilters, 'awaitingFrom'>;

/** The filters with the instant that splits undecided acts: invoices closed from it on still wait for the partner. */
function withCutoff(calendar: ProductionCalendar, query: Query, today: string): InvoiceListFilters {
  const [year = 0, month = 1, day = 1] = firstIssueDayAwaiting(calendar, today).split('-').map(Number);
  return { ...query, awaitingFrom: moscowDayStart(year, month - 1, day) };
}

function withAct(calendar: ProductionCalendar, row: InvoiceRow, today: string): Invoice {
  const { decision, ...invoice } = row;
  return { ...invoice, act: invoiceActState(calendar, dayKeyOf(new Date(row.closedAt)), decision, today) };
}

export async function backofficeInvoices(
  db: Db,
  query: Query & { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<InvoiceList> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  const { items, total } = await listInvoices(db, { ...withCutoff(calendar, query, today), page: query.page, pageSize: query.pageSize });
  return { items: items.map((row) => withAct(calendar, row, today)), total };
}

export async function backofficeInvoicesExport(
  db: Db,
  query: Query,
  format: 'xlsx' | 'csv',
  now: Date = new Date(),
): Promise<Buffer | string> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  const rows = await allInvoices(db, withCutoff(calendar, query, today));
  return invoicesExport(
    rows.map((row) => withAct(calendar, row, today)),
    format,
  );
}
