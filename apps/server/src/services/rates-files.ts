/**
 * The rate pages' files (decision 022), generated on the fly from the page itself — so from the same dated tariffs:
 * the price list as a PDF for partners or for distributors (DejaVu fonts, as the certificate), and the industry
 * programmes as an Excel workbook (the billing export's writer).
 */
import {
  dayLabel,
  formatMoney,
  industryRowsOn,
  RATE_TEXTS,
  textBlocks,
  type DayKey,
  type RateOption,
  type RatePage,
  type RateTable,
} from '@portal/domain';
import type { PDFDocument } from 'pdf-lib';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdfDocument, wrapText } from './pdf-document.ts';
import { addSheet, newWorkbook, type Column } from './billing-export.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);

/** A top-to-bottom writer over as many A4 pages as the text needs. */
class Flow {
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  private page: PDFPage;
  private y = A4[1] - MARGIN;

  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.page = doc.addPage(A4);
  }

  /** Room for a height below, or a new page. */
  room(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  lines(text: string, options: { size?: number; bold?: boolean; indent?: number; colour?: ReturnType<typeof rgb>; after?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.colour ?? rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.after ?? 4;
  }

  /** An operator's text: paragraphs and bulleted lists, as the page shows it. */
  blocks(text: string): void {
    for (const block of textBlocks(text)) {
      if (block.kind === 'paragraph') this.lines(block.text);
      else for (const item of block.items) this.lines(`•  ${item}`, { indent: 10, after: 1 });
    }
    this.y -= 4;
  }

  /** A table: the first column wraps, the others are fixed; a header line and a rule under every row. */
  table(headers: string[], widths: number[], rows: string[][], size = 8): void {
    const drawRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => wrapText(cell, font, size, (widths[i] ?? 60) - 4));
      const height = Math.max(1, ...wrapped.map((w) => w.length)) * size * 1.3 + 4;
      this.room(height);
      let x = MARGIN;
      wrapped.forEach((cellLines, i) => {
        cellLines.forEach((line, n) =>
          this.page.drawText(line, { x: x + 2, y: this.y - size * 1.3 * (n + 1), size, font, color: rgb(0.1, 0.1, 0.1) }),
        );
        x += widths[i] ?? 60;
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 1 }, end: { x: MARGIN + WIDTH, y: this.y + 1 }, thickness: 0.3, color: GREY });
    };
    drawRow(headers, this.bold);
    for (const row of rows) drawRow(row, this.font);
    this.y -= 8;
  }
}

const money = (kopecks: number | null) => (kopecks === null ? '—' : formatMoney(kopecks, 2));

function tableCells(table: RateTable, role: 'partner' | 'distributor') {
  const withClient = table.rows.some((r) => r.clientPrice !== null);
  const c = RATE_TEXTS.columns;
  const headers = [
    c.name,
    c.variant,
    c.option,
    role === 'distributor' ? c.distributorPrice : c.price,
    ...(withClient ? [c.clientPrice] : []),
  ];
  const widths = withClient ? [165, 85, 95, 85, 85] : [200, 100, 115, 100];
  const rows = table.rows.map((r) => [r.name, r.variant, r.option, money(r.price), ...(withClient ? [money(r.clientPrice)] : [])]);
  return { headers, widths, rows };
}

/** The price list of a page as a PDF, for partners or for distributors. */
export async function ratesPdf(page: RatePage, role: 'partner' | 'distributor'): Promise<Uint8Array> {
  const { doc, font, heavy } = await createPdfDocument(`${page.title}. ${RATE_TEXTS.pdfAudience[role]}`);
  const flow = new Flow(doc, font, heavy);

  flow.lines(page.title, { size: 16, bold: true, after: 2 });
  flow.lines(RATE_TEXTS.pdfAudience[role], { size: 11, colour: GREY, after: 2 });
  flow.lines(`${RATE_TEXTS.inForce} ${dayLabel(page.day)}`, { size: 11, after: 10 });
  flow.blocks(page.paragraphTop);
  flow.lines(RATE_TEXTS.paymentRulesTitle, { size: 12, bold: true });
  flow.blocks(page.paymentRules);
  for (const table of page.applications) {
    flow.lines(table.title, { size: 12, bold: true });
    const { headers, widths, rows } = tableCells(table, role);
    flow.table(headers, widths, rows);
  }
  flow.lines(RATE_TEXTS.unitNote);
  flow.blocks(page.paragraphBottom);
  flow.lines(RATE_TEXTS.vatNote, { colour: GREY });
  return doc.save();
}

type IndustryRow = ReturnType<typeof industryRowsOn>[number];

const INDUSTRY_COLUMNS: Array<Column<IndustryRow>> = [
  { header: RATE_TEXTS.columns.group, width: 30, kind: 'text', value: (r) => r.groupName },
  { header: 'Конфигурация', width: 52, kind: 'text', value: (r) => r.name },
  { header: RATE_TEXTS.columns.variant, width: 20, kind: 'text', value: (r) => r.variant },
  { header: RATE_TEXTS.columns.option, width: 18, kind: 'text', value: (r) => r.option },
  { header: RATE_TEXTS.columns.price, width: 20, kind: 'money', value: (r) => r.price },
  { header: RATE_TEXTS.columns.clientPrice, width: 24, kind: 'money', value: (r) => r.clientPrice },
  { header: RATE_TEXTS.columns.period, width: 10, kind: 'text', value: (r) => RATE_TEXTS.period[r.paymentPeriod] },
];

/** The industry programmes in force on a day as a workbook, with the day and the VAT note under the rows. */
export async function industryXlsx(options: ReadonlyArray<RateOption>, day: DayKey): Promise<Buffer> {
  const workbook = newWorkbook();
  addSheet(workbook, RATE_TEXTS.industrySheet, INDUSTRY_COLUMNS, industryRowsOn(options, day));
  const sheet = workbook.getWorksheet(RATE_TEXTS.industrySheet);
  if (sheet) {
    sheet.addRow([]);
    sheet.addRow([`${RATE_TEXTS.inForce} ${dayLabel(day)}`]);
    sheet.addRow([RATE_TEXTS.vatNote]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
