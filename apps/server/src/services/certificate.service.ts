/**
 * The participation certificate: what the partner's page shows, its one-page PDF (the shared writer, pdf-document.ts,
 * with a QR code to the public check), and that public check.
 */
import {
  CERTIFICATE_TEXTS,
  certificateState,
  formatIsoDate,
  isCertificateValid,
  type Certificate,
  type CertificateCheck,
} from '@portal/domain';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findCertificate, findCertificateByNumber } from '../repositories/certificate.repository.ts';
import { createPdfDocument, wrapText } from './pdf-document.ts';

/** Moscow's calendar day of a moment, yyyy-MM-dd: an end date is valid through its whole day. */
export function moscowToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}

export function certificateCheckUrl(publicUrl: string, certificateNumber: string): string {
  return `${publicUrl.replace(/\/$/, '')}/#/cert/${encodeURIComponent(certificateNumber)}`;
}

export async function getCertificate(db: Db, partnerId: string): Promise<Certificate> {
  const certificate = await findCertificate(db, partnerId);
  if (!certificate) throw AppError.notFound();
  return certificate;
}

export async function checkCertificate(db: Db, certificateNumber: string, now: Date): Promise<CertificateCheck> {
  const holder = await findCertificateByNumber(db, certificateNumber);
  if (!holder?.publicName || !holder.certificateEndDate) throw AppError.notFound(CERTIFICATE_TEXTS.notFound);
  return {
    certificateNumber: holder.certificateNumber,
    publicName: holder.publicName,
    publicCity: holder.publicCity,
    certificateEndDate: holder.certificateEndDate,
    valid: isCertificateValid({ ...holder, today: moscowToday(now) }),
  };
}

/** The public name in upper case with the city, as the certificate shows it. */
export function certificateHolderLine(certificate: Pick<Certificate, 'publicName' | 'publicCity'>): string {
  const name = (certificate.publicName ?? '').toUpperCase();
  return certificate.publicCity ? `${name}, ${certificate.publicCity}` : name;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, colour = rgb(0.1, 0.1, 0.1)): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color: colour });
}

/** The certificate as a one-page A4 landscape PDF. */
export async function certificatePdf(db: Db, partnerId: string, publicUrl: string): Promise<{ pdf: Uint8Array; number: string }> {
  const certificate = await getCertificate(db, partnerId);
  const { certificateNumber, certificateEndDate, publicName } = certificate;
  if (!certificateNumber || !certificateEndDate || !publicName) {
    throw AppError.notFound(certificateState(certificate) === 'preparing' ? CERTIFICATE_TEXTS.preparing : CERTIFICATE_TEXTS.fillPublicName);
  }

  const { doc, font, heavy } = await createPdfDocument(`${CERTIFICATE_TEXTS.title} № ${certificateNumber}`);
  const page = doc.addPage([841.89, 595.28]);
  const amber = rgb(1, 0.63, 0);

  page.drawRectangle({ x: 24, y: 24, width: 793.89, height: 547.28, borderColor: amber, borderWidth: 4 });
  page.drawRectangle({ x: 34, y: 34, width: 773.89, height: 527.28, borderColor: rgb(0.35, 0.35, 0.35), borderWidth: 0.75 });
  centred(page, 'СЕРТИФИКАТ', 470, heavy, 40);
  centred(page, 'партнера программы 1С:ГРМ', 440, font, 18, rgb(0.3, 0.3, 0.3));
  centred(page, `№ ${certificateNumber}`, 405, heavy, 16);
  centred(page, 'Настоящим удостоверяется, что компания', 360, font, 14);
  let y = 322;
  for (const line of wrapText(certificateHolderLine(certificate), heavy, 24, 640)) {
    centred(page, line, y, heavy, 24);
    y -= 32;
  }
  centred(page, 'является партнером программы «1С:Готовое рабочее место»', y - 6, font, 14);
  centred(page, `Сертификат действителен до ${formatIsoDate(certificateEndDate)}`, y - 40, font, 14);

  const checkUrl = certificateCheckUrl(publicUrl, certificateNumber);
  const qr = await QRCode.toBuffer(checkUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: 60, y: 56, width: 110, height: 110 });
  page.drawText('Проверить действительность сертификата:', { x: 180, y: 120, size: 10, font, color: rgb(0.3, 0.3, 0.3) });
  page.drawText(checkUrl, { x: 180, y: 104, size: 10, font, color: rgb(0.1, 0.1, 0.5) });

  return { pdf: await doc.save(), number: certificateNumber };
}
