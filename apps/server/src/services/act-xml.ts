/**
 * A closed month's act as the tax service's XML УПД (issue 33): the act's own lines, number, date and total (the PDF
 * act's), the vendor's requisites from configuration and the partner's from its profile, and where the act stands. A
 * partner whose requisites the format cannot take is told which to fill in instead of getting a file it would refuse.
 */
import {
  ACT_STATUS_TEXTS,
  type ActStatus,
  actStatusLine,
  buildUpd,
  dayKeyOf,
  fallbackParticipantId,
  INVOICING_TEXTS,
  invoiceActState,
  UPD_TEXTS,
  checkUpdRequisites,
  type CompleteRequisites,
} from '@portal/domain';
import type { VendorRequisites } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { invoiceLines } from '../repositories/invoice.repository.ts';
import { invoiceFactsById } from '../repositories/payment-cycle.repository.ts';
import { actDate, actLines } from './invoice-documents.ts';
import { loadCalendar } from './invoice-states.ts';

export type ActXmlFile = { fileName: string; bytes: Uint8Array; actStatus: ActStatus; actStatusText: string };

/** The program named in the file (ВерсПрог). */
export const UPD_PROGRAM = 'Портал партнеров 1С:ГРМ';

export type PartnerRequisites = { name: string; inn: string | null; kpp: string | null; legalAddress: string | null };

export async function partnerRequisites(db: Db, partnerId: string): Promise<PartnerRequisites> {
  return db
    .selectFrom('partners')
    .select(['name', 'inn', 'kpp', 'legal_address as legalAddress'])
    .where('id', '=', partnerId)
    .executeTakeFirstOrThrow();
}

/** The partner's requisites as the format takes them; refuses, naming the fields to fill in, when it cannot. */
export function updRequisites(requisites: PartnerRequisites): CompleteRequisites {
  const checked = checkUpdRequisites(requisites);
  if (checked.requisites === null) throw AppError.validation('requisites', UPD_TEXTS.requisitesMissing(checked.problems));
  return checked.requisites;
}

export async function actXmlFile(
  db: Db,
  scope: { partnerId: string },
  invoiceId: string,
  vendor: VendorRequisites,
  now: Date = new Date(),
): Promise<ActXmlFile> {
  const facts = await invoiceFactsById(db, scope.partnerId, invoiceId);
  if (!facts) throw AppError.notFound(INVOICING_TEXTS.invoiceNotFound);
  const [partner, lines, calendar] = await Promise.all([
    partnerRequisites(db, scope.partnerId),
    invoiceLines(db, invoiceId),
    loadCalendar(db),
  ]);
  const buyer = updRequisites(partner);
  const issuedOn = dayKeyOf(facts.closedAt);
  const decision = facts.act && { ...facts.act, decidedAt: facts.act.decidedAt.toISOString() };
  const act = invoiceActState(calendar, issuedOn, decision, dayKeyOf(now));
  const month = { year: facts.year, month: facts.month };
  const periodStart = `${facts.year}-${String(facts.month + 1).padStart(2, '0')}-01`;
  const file = buildUpd({
    number: facts.number,
    date: actDate(month),
    periodStart,
    periodEnd: actDate(month),
    invoiceNumber: facts.number,
    invoiceDate: issuedOn,
    seller: {
      name: vendor.name,
      inn: vendor.inn,
      kpp: vendor.kpp,
      address: vendor.address,
      participantId: vendor.participantId ?? fallbackParticipantId(vendor.inn, vendor.kpp),
    },
    buyer: {
      name: buyer.name,
      inn: buyer.inn,
      kpp: buyer.kpp,
      address: buyer.legalAddress,
      participantId: fallbackParticipantId(buyer.inn, buyer.kpp),
    },
    signer: vendor.signer,
    vatRate: vendor.vatRate,
    lines: actLines(lines),
    status: actStatusLine(act),
    createdAt: facts.closedAt,
    documentId: facts.invoiceId,
    program: UPD_PROGRAM,
  });
  // One function per figure: the table's total is the act's and the invoice's stored sum, or the file is not given.
  if (file.total !== facts.sum) throw new Error(`The УПД of invoice ${facts.number} totals ${file.total}, the invoice ${facts.sum}`);
  return { fileName: file.fileName, bytes: file.bytes, actStatus: act.status, actStatusText: ACT_STATUS_TEXTS[act.status] };
}
