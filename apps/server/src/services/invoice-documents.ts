/**
 * Assembles a closed month's invoice or act for the PDF (issue 24): the invoice's own lines as they were closed, grouped
 * by client as the billing details group them, the partner's requisites and the vendor's from configuration.
 */
import {
  type ActLine,
  type BillingMonth,
  compareRussian,
  dayKeyOf,
  INVOICE_PDF_TEXTS,
  INVOICING_TEXTS,
  monthEnd,
  monthLabel,
} from '@portal/domain';
import type { VendorRequisites } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { invoiceLines, type MonthLine } from '../repositories/invoice.repository.ts';
import { invoiceFactsById } from '../repositories/payment-cycle.repository.ts';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.ts';
import { invoiceView, loadCalendar } from './invoice-states.ts';

function lineName(line: MonthLine): string {
  const name = `${line.serviceName} (${line.serviceKitName}): ${line.optionName}`;
  return line.correction ? `${name} — корректировка за ${monthLabel(line.period.year, line.period.month)}` : name;
}

/** Lines by client, clients in name order, each client's lines as the details page lists them: the PDFs' and the XML's order. */
export function clientGroups(lines: ReadonlyArray<MonthLine>): Array<{ client: string; lines: MonthLine[] }> {
  const byClient = new Map<string, { client: string; lines: MonthLine[] }>();
  for (const line of lines) {
    const key = line.customer.customerId;
    const group = byClient.get(key) ?? { client: line.customer.name, lines: [] };
    group.lines.push(line);
    byClient.set(key, group);
  }
  return [...byClient.values()].sort((a, b) => compareRussian(a.client, b.client));
}

export function groupsOf(lines: ReadonlyArray<MonthLine>): InvoiceDocument['groups'] {
  return clientGroups(lines).map(({ client, lines: own }) => ({
    client,
    lines: own.map((line) => ({ name: lineName(line), calculation: line.explanation, sum: line.sum })),
  }));
}

/** The act's lines for the XML УПД, in the PDF act's order; a line names its client, as the PDF's group heading does. */
export function actLines(lines: ReadonlyArray<MonthLine>): ActLine[] {
  return clientGroups(lines).flatMap(({ client, lines: own }) =>
    own.map((line) => ({
      name: `${client}: ${lineName(line)}`,
      sum: line.sum,
      periodType: line.periodType,
      unitPrice: line.unitPrice,
      units: line.units,
    })),
  );
}

/** The act's date: the billed month's last Moscow day, on its PDF and its XML alike. */
export function actDate(month: BillingMonth): string {
  return dayKeyOf(new Date(monthEnd(month).getTime() - 1));
}

export async function invoiceDocumentPdf(
  db: Db,
  scope: { partnerId: string },
  invoiceId: string,
  kind: InvoiceDocument['kind'],
  vendor: VendorRequisites,
  now: Date = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const facts = await invoiceFactsById(db, scope.partnerId, invoiceId);
  if (!facts) throw AppError.notFound(INVOICING_TEXTS.invoiceNotFound);
  const [partner, lines, calendar] = await Promise.all([
    db
      .selectFrom('partners')
      .select(['name', 'inn', 'kpp', 'legal_address as address'])
      .where('id', '=', scope.partnerId)
      .executeTakeFirstOrThrow(),
    invoiceLines(db, invoiceId),
    loadCalendar(db),
  ]);
  const view = invoiceView(calendar, facts, dayKeyOf(now));
  const lastDay = actDate({ year: facts.year, month: facts.month });
  const bytes = await renderInvoicePdf({
    kind,
    number: facts.number,
    date: kind === 'invoice' ? view.issuedOn : lastDay,
    period: monthLabel(facts.year, facts.month),
    dueOn: view.dueOn,
    acceptBy: view.acceptBy,
    vendor,
    partner,
    groups: groupsOf(lines),
    total: facts.sum,
  });
  const fileName = kind === 'invoice' ? INVOICE_PDF_TEXTS.invoiceFile(facts.number) : INVOICE_PDF_TEXTS.actFile(facts.number);
  return { fileName, bytes };
}
