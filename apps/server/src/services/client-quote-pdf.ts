/**
 * The client quote as a PDF (decision 021): what the partner hands its client. The partner's public name and contacts,
 * the client, the date, the configuration's lines with their client price per month, the total and the VAT note —
 * never the partner's own cost or margin, which are not even passed in.
 */
import { formatIsoDate, formatMoney, QUOTE_TEXTS, VAT_NOTE } from '@portal/domain';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdfDocument, wrapText } from './pdf-document.ts';

/** Only what the client may read. */
export type ClientQuoteDocument = {
  partner: { name: string; phone: string | null; email: string | null; website: string | null; city: string | null };
  customerName: string | null;
  title: string;
  /** yyyy-MM-dd, Moscow. */
  date: string;
  lines: Array<{ name: string; count: number; clientPrice: number }>;
  clientTotal: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const DARK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.35, 0.35, 0.35);
const AMBER = rgb(1, 0.63, 0);
const SIZE = 10;
const LINE = 14;
/** Columns: №, name, count and price per month (both right-aligned). */
const COLUMNS = { number: MARGIN, name: MARGIN + 26, countRight: 400, priceRight: A4[0] - MARGIN } as const;
const NAME_WIDTH = COLUMNS.countRight - 50 - COLUMNS.name;

const money = (kopecks: number) => formatMoney(kopecks, 2);

export async function renderClientQuotePdf(quote: ClientQuoteDocument): Promise<Uint8Array> {
  const { doc, font, heavy } = await createPdfDocument(`${QUOTE_TEXTS.pdfHeading}: ${quote.title}`);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; colour?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(value, { x, y, size: options.size ?? SIZE, font: options.font ?? font, color: options.colour ?? DARK });
  const right = (value: string, xRight: number, bold = false) => {
    const f = bold ? heavy : font;
    page.drawText(value, { x: xRight - f.widthOfTextAtSize(value, SIZE), y, size: SIZE, font: f, color: DARK });
  };
  const paragraph = (value: string, size: number, f: PDFFont, colour = DARK) => {
    for (const line of wrapText(value, f, size, A4[0] - 2 * MARGIN)) {
      ensureRoom(size + 4);
      text(line, MARGIN, { size, font: f, colour });
      y -= size + 4;
    }
  };
  const tableHeader = (target: PDFPage) => {
    target.drawRectangle({ x: MARGIN, y: y - 5, width: A4[0] - 2 * MARGIN, height: LINE + 4, color: rgb(0.96, 0.96, 0.96) });
    text(QUOTE_TEXTS.pdfNumber, COLUMNS.number, { font: heavy });
    text(QUOTE_TEXTS.lineName, COLUMNS.name, { font: heavy });
    right(QUOTE_TEXTS.pdfCount, COLUMNS.countRight, true);
    right(QUOTE_TEXTS.pdfPricePerMonth, COLUMNS.priceRight, true);
    y -= LINE + 6;
  };
  function ensureRoom(height: number, withHeader = false) {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    if (withHeader) tableHeader(page);
  }

  // The partner: who offers.
  const { partner } = quote;
  paragraph(partner.name, 16, heavy);
  const contacts = [
    partner.phone && `${QUOTE_TEXTS.pdfPhone}: ${partner.phone}`,
    partner.email && `${QUOTE_TEXTS.pdfEmail}: ${partner.email}`,
    partner.website && `${QUOTE_TEXTS.pdfWebsite}: ${partner.website}`,
    partner.city,
  ].filter((c): c is string => Boolean(c));
  if (contacts.length > 0) paragraph(contacts.join(' · '), SIZE, font, GREY);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 2, color: AMBER });
  y -= 30;

  paragraph(QUOTE_TEXTS.pdfHeading, 20, heavy);
  y -= 4;
  if (quote.customerName) paragraph(`${QUOTE_TEXTS.pdfForClient}: ${quote.customerName}`, 12, font);
  paragraph(`${QUOTE_TEXTS.pdfDate}: ${formatIsoDate(quote.date)}`, 12, font);
  paragraph(`${QUOTE_TEXTS.pdfConfiguration}: ${quote.title}`, 12, font);
  y -= 14;

  tableHeader(page);
  quote.lines.forEach((line, index) => {
    const nameLines = wrapText(line.name, font, SIZE, NAME_WIDTH);
    ensureRoom(nameLines.length * LINE, true);
    text(String(index + 1), COLUMNS.number);
    right(String(line.count), COLUMNS.countRight);
    right(money(line.clientPrice), COLUMNS.priceRight);
    for (const part of nameLines) {
      text(part, COLUMNS.name);
      y -= LINE;
    }
    page.drawLine({ start: { x: MARGIN, y: y + 9 }, end: { x: A4[0] - MARGIN, y: y + 9 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.85) });
    y -= 4;
  });
  ensureRoom(LINE * 2);
  y -= 6;
  text(QUOTE_TEXTS.pdfTotal, COLUMNS.name, { font: heavy, size: 12 });
  page.drawText(money(quote.clientTotal), {
    x: COLUMNS.priceRight - heavy.widthOfTextAtSize(money(quote.clientTotal), 12),
    y,
    size: 12,
    font: heavy,
    color: DARK,
  });
  y -= 30;
  paragraph(VAT_NOTE, 9, font, GREY);

  return doc.save();
}
