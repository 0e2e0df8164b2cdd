/**
 * Billing's exports: a month's lines for the partner and the invoices for the operator, as an Excel workbook (numbers
 * as numbers in rubles, dates as dates in Moscow time, ids as text, a total row) and as CSV (UTF-8 with BOM, ';', as
 * the client list's export). A workbook's total row is the month's total to the kopeck.
 */
import ExcelJS from 'exceljs';
import {
  ACT_STATUS_TEXTS,
  ACT_TEXTS,
  BILLING_TEXTS,
  billingFiltersLabel,
  type BillingFilters,
  formatIsoDate,
  type Invoice,
  MOSCOW_OFFSET_MS,
  monthLabel,
} from '@portal/domain';
import type { MonthLine } from '../repositories/invoice.repository.ts';
import { csvCell } from './customer-export.ts';

type Cell = string | number | Date | null;
type Kind = 'text' | 'integer' | 'money' | 'date';
export type Column<T> = { header: string; width: number; kind: Kind; value: (row: T) => Cell };

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd.mm.yyyy hh:mm';

/** Excel keeps wall-clock time without a zone: a moment is written as its Moscow time. */
const moscowWallClock = (date: Date) => new Date(date.getTime() + MOSCOW_OFFSET_MS);
const rubles = (kopecks: number) => kopecks / 100;

function csvValue(kind: Kind, value: Cell): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const text = moscowWallClock(value).toISOString();
    return `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)} ${text.slice(11, 16)}`;
  }
  if (typeof value === 'number') return kind === 'money' ? (value / 100).toFixed(2).replace('.', ',') : String(value);
  return value;
}

/** Rows, then a total row, then rows that follow it (a note). */
export function toCsv<T>(columns: ReadonlyArray<Column<T>>, rows: ReadonlyArray<T>, totalRow?: T, after: ReadonlyArray<T> = []): string {
  const line = (cells: string[]) => `${cells.map(csvCell).join(';')}\r\n`;
  const body = [...rows, ...(totalRow ? [totalRow] : []), ...after].map((row) => line(columns.map((c) => csvValue(c.kind, c.value(row)))));
  return `\uFEFF${line(columns.map((c) => c.header))}${body.join('')}`;
}

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Портал партнеров 1С:ГРМ';
  workbook.created = new Date();
  return workbook;
}

/** Adds a sheet of rows (and a bold total row) to a workbook: money in rubles, dates as Moscow wall-clock time. */
export function addSheet<T>(
  workbook: ExcelJS.Workbook,
  sheetName: string,
  columns: ReadonlyArray<Column<T>>,
  rows: ReadonlyArray<T>,
  totalRow?: T,
  after: ReadonlyArray<T> = [],
): void {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const write = (row: T) =>
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        if (value === null) return null;
        if (value instanceof Date) return moscowWallClock(value);
        return c.kind === 'money' && typeof value === 'number' ? rubles(value) : value;
      }),
    );
  for (const row of rows) write(row);
  if (totalRow) write(totalRow).font = { bold: true };
  for (const row of after) write(row);
}

export async function toXlsx<T>(
  sheetName: string,
  columns: ReadonlyArray<Column<T>>,
  rows: ReadonlyArray<T>,
  totalRow?: T,
  after: ReadonlyArray<T> = [],
): Promise<Buffer> {
  const workbook = newWorkbook();
  addSheet(workbook, sheetName, columns, rows, totalRow, after);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row of a month's export: a line, the total row, or the row naming the page's filters. */
type MonthExportRow = MonthLine | { total: number } | { note: string };

/** A line's cell; the total and note rows are empty there unless said otherwise. */
const ofLine =
  <V extends Cell>(value: (line: MonthLine) => V, total: Cell = '', note: Cell = '') =>
  (row: MonthExportRow): Cell =>
    'customer' in row ? value(row) : 'total' in row ? total : note;

/** The columns of a month's lines (the partner's details export). */
export const MONTH_LINE_COLUMNS: Array<Column<MonthExportRow>> = [
  { header: 'Клиент', width: 36, kind: 'text', value: (r) => ('customer' in r ? r.customer.name : 'total' in r ? 'Итого' : r.note) },
  { header: 'ИНН', width: 14, kind: 'text', value: ofLine((l) => l.customer.inn ?? '') },
  { header: 'ID клиента', width: 38, kind: 'text', value: ofLine((l) => l.customer.customerId) },
  { header: 'Услуга', width: 36, kind: 'text', value: ofLine((l) => l.serviceName) },
  { header: 'Тип развертывания', width: 22, kind: 'text', value: ofLine((l) => l.serviceKitName) },
  { header: 'ID подписки', width: 38, kind: 'text', value: ofLine((l) => l.subscriptionId) },
  { header: 'Опция', width: 34, kind: 'text', value: ofLine((l) => l.optionName) },
  { header: 'Номенклатура', width: 24, kind: 'text', value: ofLine((l) => l.resourceCode) },
  { header: 'Начало', width: 17, kind: 'date', value: ofLine((l) => l.startDate, null, null) },
  {
    header: 'Окончание',
    width: 17,
    kind: 'date',
    value: ofLine((l) => (l.active && !l.correction ? BILLING_TEXTS.active : l.endDate), null, null),
  },
  { header: 'Мест', width: 8, kind: 'integer', value: ofLine((l) => l.units, null, null) },
  { header: 'Дней', width: 8, kind: 'integer', value: ofLine((l) => l.days, null, null) },
  { header: 'Оплата', width: 14, kind: 'text', value: ofLine((l) => (l.prepaid ? 'предоплата' : 'постоплата')) },
  { header: 'Период тарифа', width: 14, kind: 'text', value: ofLine((l) => (l.periodType === 'd' ? 'день' : 'месяц')) },
  { header: 'Тариф, ₽', width: 14, kind: 'money', value: ofLine((l) => l.unitPrice, null, null) },
  { header: 'Сумма, ₽', width: 16, kind: 'money', value: (r) => ('customer' in r ? r.sum : 'total' in r ? r.total : null) },
  { header: 'Расчет', width: 60, kind: 'text', value: ofLine((l) => l.explanation, BILLING_TEXTS.vatNote) },
];

export function monthFileName(year: number, month: number, format: 'xlsx' | 'csv'): string {
  return `billing-${year}-${String(month + 1).padStart(2, '0')}.${format}`;
}

/**
 * The month's lines the page shows, a total row of them and, last, a row naming the page's filters (so a file of one
 * client never passes for the whole month); with no filter the total is the month's.
 */
export async function monthExport(
  year: number,
  month: number,
  lines: ReadonlyArray<MonthLine>,
  format: 'xlsx' | 'csv',
  filters: BillingFilters,
): Promise<Buffer | string> {
  const totalRow = { total: lines.reduce((sum, l) => sum + l.sum, 0) };
  const note = [{ note: billingFiltersLabel(filters) }];
  return format === 'csv'
    ? toCsv(MONTH_LINE_COLUMNS, lines, totalRow, note)
    : toXlsx(`Детализация ${monthLabel(year, month)}`.slice(0, 31), MONTH_LINE_COLUMNS, lines, totalRow, note);
}

/** The operator's export of invoices. */
export const INVOICE_COLUMNS: Array<Column<Invoice | { total: number }>> = [
  { header: 'Счет', width: 16, kind: 'text', value: (i) => ('number' in i ? i.number : 'Итого') },
  { header: 'Партнер', width: 36, kind: 'text', value: (i) => ('number' in i ? i.partnerName : '') },
  { header: 'Код партнера', width: 14, kind: 'text', value: (i) => ('number' in i ? i.partnerCode : '') },
  { header: 'Месяц', width: 16, kind: 'text', value: (i) => ('number' in i ? monthLabel(i.year, i.month) : '') },
  { header: 'Сумма, ₽', width: 16, kind: 'money', value: (i) => ('number' in i ? i.sum : i.total) },
  { header: 'Строк', width: 8, kind: 'integer', value: (i) => ('number' in i ? i.lineCount : null) },
  { header: 'Закрыт', width: 17, kind: 'date', value: (i) => ('number' in i ? new Date(i.closedAt) : null) },
  // Where the act stands today, as «Счета партнеров» shows it: the status, its last day, who decided, when and why.
  { header: ACT_TEXTS.exportColumns.status, width: 22, kind: 'text', value: (i) => ('number' in i ? ACT_STATUS_TEXTS[i.act.status] : '') },
  { header: ACT_TEXTS.exportColumns.acceptBy, width: 16, kind: 'text', value: (i) => ('number' in i ? formatIsoDate(i.act.acceptBy) : '') },
  { header: ACT_TEXTS.exportColumns.reason, width: 48, kind: 'text', value: (i) => ('number' in i ? (i.act.reason ?? '') : '') },
  { header: ACT_TEXTS.exportColumns.decidedBy, width: 28, kind: 'text', value: (i) => ('number' in i ? (i.act.decidedBy ?? '') : '') },
  {
    header: ACT_TEXTS.exportColumns.decidedAt,
    width: 17,
    kind: 'date',
    value: (i) => ('number' in i && i.act.decidedAt ? new Date(i.act.decidedAt) : null),
  },
];

export async function invoicesExport(invoices: ReadonlyArray<Invoice>, format: 'xlsx' | 'csv'): Promise<Buffer | string> {
  const totalRow = { total: invoices.reduce((sum, i) => sum + i.sum, 0) };
  return format === 'csv' ? toCsv(INVOICE_COLUMNS, invoices, totalRow) : toXlsx('Счета', INVOICE_COLUMNS, invoices, totalRow);
}
