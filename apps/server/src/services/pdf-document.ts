/**
 * The PDF writer the portal's documents share (the certificate, the client quote): pdf-lib with an embedded DejaVu
 * Sans subset, so Cyrillic text can be selected and searched, and the text helpers they need.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The fonts are read once, on the first document. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** A new Russian document with the regular and bold fonts embedded. */
export async function createPdfDocument(title: string): Promise<{ doc: PDFDocument; font: PDFFont; heavy: PDFFont }> {
  const { regular, bold } = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setLanguage('ru-RU');
  doc.setCreator('Портал партнеров 1С:ГРМ');
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  return { doc, font, heavy };
}

/** Splits a long text into lines that fit the width (names can be long; a word longer than the width is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The Content-Disposition of a download: an ASCII name for old clients, the UTF-8 one for the rest. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
