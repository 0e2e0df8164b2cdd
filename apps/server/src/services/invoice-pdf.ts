/**
 * A closed month's invoice (счет на оплату) and act (УПД) as PDF (issue 24): the vendor's and the partner's requisites,
 * the lines grouped by client as on the billing details, the total in figures and in words, and the VAT note. One
 * layout serves both documents; the total is the invoice's own stored sum, the figure the details page shows.
 */
import { amountInWords, formatMoney, INVOICE_PDF_TEXTS as T, VAT_NOTE } from '@portal/domain';
import { rgb, type PDFFont } from 'pdf-lib';
import type { VendorRequisites } from '../config.ts';
import { createPdfDocument, wrapText } from './pdf-document.ts';

export type InvoiceDocument = {
  kind: 'invoice' | 'act';
  number: string;
  /** 'yyyy-MM-dd': the invoice's day, or for the act the billed month's last day. */
  date: string;
  /** «октябрь 2026». */
  period: string;
  dueOn: string;
  acceptBy: string;
  vendor: VendorRequisites;
  partner: { name: string; inn: string | null; kpp: string | null; address: string | null };
  groups: Array<{ client: string; lines: Array<{ name: string; calculation: string; sum: number }> }>;
  total: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const DARK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.85, 0.85, 0.85);
const SIZE = 9;
const LINE = 12;
const COLUMNS = { number: MARGIN, name: MARGIN + 24, calculation: MARGIN + 290, sumRight: A4[0] - MARGIN } as const;

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const title = document.kind === 'invoice' ? T.invoiceTitle(document.number, document.date) : T.actTitle(document.number, document.date);
  const { doc, font, heavy } = await createPdfDocument(title);
  // Dated by the document's own day, not the moment it is rendered: every download of it, alone or in «Документы за
  // период», is the same bytes.
  const dated = new Date(`${document.date}T00:00:00+03:00`);
  doc.setCreationDate(dated);
  doc.setModificationDate(dated);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensureRoom = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const write = (value: string, x: number, f: PDFFont = font, size = SIZE, colour = DARK) =>
    page.drawText(value, { x, y, size, font: f, color: colour });
  const right = (value: string, xRight: number, f: PDFFont = font, size = SIZE) =>
    page.drawText(value, { x: xRight - f.widthOfTextAtSize(value, size), y, size, font: f, color: DARK });
  const paragraph = (value: string, size = SIZE, f: PDFFont = font, colour = DARK, x = MARGIN, width = WIDTH) => {
    for (const line of wrapText(value, f, size, width)) {
      ensureRoom(size + 4);
      write(line, x, f, size, colour);
      y -= size + 4;
    }
  };
  const rule = (thickness = 0.5) => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness, color: thickness > 1 ? DARK : RULE });
  };
  const party = (label: string, who: { name: string; inn: string | null; kpp: string | null; address: string | null }) => {
    const ids = `${T.inn} ${who.inn ?? T.notSet}${who.kpp ? `, ${T.kpp} ${who.kpp}` : ''}`;
    paragraph(`${label}: ${[who.name, ids, who.address].filter(Boolean).join(', ')}`, SIZE + 1);
    y -= 2;
  };

  const { vendor } = document;
  if (document.kind === 'invoice') {
    // The bank block a payer copies from, as on every Russian invoice.
    paragraph(`${T.bank}: ${vendor.bank}`, SIZE, font, GREY);
    paragraph(
      `${T.bik} ${vendor.bik} · ${T.correspondentAccount} ${vendor.correspondentAccount} · ${T.account} ${vendor.account}`,
      SIZE,
      font,
      GREY,
    );
    y -= 10;
  }
  paragraph(title, 15, heavy);
  y -= 2;
  rule(1.5);
  y -= 16;
  party(document.kind === 'invoice' ? T.supplier : T.executor, { ...vendor, address: vendor.address });
  party(document.kind === 'invoice' ? T.buyer : T.customer, document.partner);
  paragraph(T.subject(document.period), SIZE + 1, heavy);
  y -= 8;

  const header = () => {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: WIDTH, height: LINE + 3, color: rgb(0.95, 0.95, 0.95) });
    write(T.number, COLUMNS.number, heavy);
    write(T.name, COLUMNS.name, heavy);
    write(T.quantity, COLUMNS.calculation, heavy);
    right(T.sum, COLUMNS.sumRight, heavy);
    y -= LINE + 4;
  };
  header();
  let index = 0;
  for (const group of document.groups) {
    ensureRoom(LINE * 2);
    write(`${T.client}: ${group.client}`, COLUMNS.name, heavy);
    y -= LINE;
    for (const line of group.lines) {
      index += 1;
      const names = wrapText(line.name, font, SIZE, COLUMNS.calculation - COLUMNS.name - 8);
      const calculations = wrapText(line.calculation, font, SIZE - 1, COLUMNS.sumRight - 70 - COLUMNS.calculation);
      const height = Math.max(names.length, calculations.length) * LINE;
      if (y - height < MARGIN) {
        ensureRoom(height + LINE * 2);
        header();
      }
      const top = y;
      write(String(index), COLUMNS.number);
      right(formatMoney(line.sum, 2), COLUMNS.sumRight);
      for (const part of names) {
        write(part, COLUMNS.name);
        y -= LINE;
      }
      const afterNames = y;
      y = top;
      for (const part of calculations) {
        write(part, COLUMNS.calculation, font, SIZE - 1, GREY);
        y -= LINE;
      }
      y = Math.min(y, afterNames) - 2;
      rule();
      y -= LINE - 2;
    }
  }

  ensureRoom(LINE * 8);
  y -= 4;
  write(T.total, COLUMNS.name, heavy, SIZE + 2);
  right(formatMoney(document.total, 2), COLUMNS.sumRight, heavy, SIZE + 2);
  y -= LINE + 4;
  if (document.kind === 'invoice') {
    write(T.toPay, COLUMNS.name, heavy, SIZE + 2);
    right(formatMoney(document.total, 2), COLUMNS.sumRight, heavy, SIZE + 2);
    y -= LINE + 6;
  }
  paragraph(`${T.inWords}: ${amountInWords(document.total)}`, SIZE + 1, heavy);
  paragraph(VAT_NOTE, SIZE - 1, font, GREY);
  y -= 8;
  if (document.kind === 'invoice') {
    paragraph(T.dueOn(document.dueOn), SIZE + 1, heavy);
    paragraph(T.purpose(document.number), SIZE, font);
  } else {
    paragraph(T.actStatement, SIZE);
    paragraph(T.actAcceptance(document.acceptBy), SIZE, font, GREY);
    y -= 24;
    ensureRoom(LINE * 3);
    write(`${T.executor}: ${T.signature}`, MARGIN);
    write(`${T.customer}: ${T.signature}`, MARGIN + WIDTH / 2);
  }
  return doc.save();
}
