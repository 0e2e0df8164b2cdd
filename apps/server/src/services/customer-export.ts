/** Exports of the client list: XLSX (Excel, LibreOffice) and CSV (UTF-8 with BOM, ';'), the whole filtered list. */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CUSTOMER_STATUS_LABELS, type Customer, type CustomerListQuery } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { streamCustomers } from '../repositories/customer.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';

const COLUMNS: Array<{ header: string; width: number; value: (c: Customer) => string }> = [
  { header: 'Клиент', width: 40, value: (c) => c.name },
  { header: 'Контактное лицо', width: 28, value: (c) => c.responsible },
  { header: 'E-mail', width: 30, value: (c) => c.email },
  { header: 'Телефон', width: 20, value: (c) => c.phone ?? '' },
  { header: 'ИНН', width: 14, value: (c) => c.inn ?? '' },
  { header: 'КПП', width: 12, value: (c) => c.kpp ?? '' },
  { header: 'Логин', width: 20, value: (c) => c.oneCId ?? '' },
  { header: 'Город', width: 20, value: (c) => c.city ?? '' },
  { header: 'Статус', width: 16, value: (c) => CUSTOMER_STATUS_LABELS[c.status] },
];

type ExportQuery = Omit<CustomerListQuery, 'page' | 'pageSize'>;

export function csvCell(value: string): string {
  // Quote every cell: names hold quotes and semicolons. A cell that a spreadsheet would read as a
  // formula is defused, but phone numbers such as +7 (912) 345-67-89 stay as they are.
  const formulaLike = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s()-]+$/.test(value));
  const safe = formulaLike ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The clients in batches, the first one already read: a query the database refuses fails here, before the
 * answer's headers are sent, and not as a download cut off midway.
 */
async function startedBatches(db: Db, scope: PartnerScope, query: ExportQuery): Promise<AsyncIterable<Customer[]>> {
  const batches = streamCustomers(db, scope, query);
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

export async function customersCsv(db: Db, scope: PartnerScope, query: ExportQuery): Promise<Readable> {
  const batches = await startedBatches(db, scope, query);
  async function* lines() {
    yield `\uFEFF${COLUMNS.map((c) => csvCell(c.header)).join(';')}\r\n`;
    for await (const batch of batches) {
      yield batch.map((customer) => `${COLUMNS.map((c) => csvCell(c.value(customer))).join(';')}\r\n`).join('');
    }
  }
  return Readable.from(lines());
}

export async function customersXlsx(db: Db, scope: PartnerScope, query: ExportQuery): Promise<Readable> {
  const batches = await startedBatches(db, scope, query);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Клиенты');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const customer of batch) sheet.addRow(COLUMNS.map((c) => c.value(customer))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
