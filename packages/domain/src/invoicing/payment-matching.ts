/**
 * Matching a statement's incoming payments to invoices: by an invoice number in the purpose of payment and the payer's
 * INN, which must be the invoiced partner's. What does not match is left for the operator, with the reason.
 */
import type { StatementDocument } from './bank-statement.ts';
import { paymentKey } from './bank-statement.ts';

export type MatchableInvoice = { id: string; number: string; partnerInn: string | null };

export type UnmatchedReason = 'no-number' | 'unknown-invoice' | 'other-payer';

export type PaymentMatch = {
  key: string;
  payment: StatementDocument;
  invoiceId: string | null;
  reason: UnmatchedReason | null;
};

export const UNMATCHED_TEXTS: Record<UnmatchedReason, string> = {
  'no-number': 'В назначении платежа нет номера счета',
  'unknown-invoice': 'Счета с номером из назначения платежа нет',
  'other-payer': 'ИНН плательщика не совпадает с ИНН партнера по счету',
};

/**
 * Invoice numbers written in a purpose of payment, as the portal spells them ('2026-10/000123'): people write «№»,
 * spaces around the dash or slash and drop the leading zeros.
 */
export function invoiceNumbersIn(purpose: string): string[] {
  const found = new Set<string>();
  for (const m of purpose.matchAll(/(\d{4})\s*-\s*(\d{2})\s*\/\s*(\d{1,6})(?!\d)/g)) {
    const [, year, month, serial] = m;
    found.add(`${year}-${month}/${(serial ?? '').padStart(6, '0')}`);
  }
  return [...found];
}

export function matchPayment(payment: StatementDocument, invoicesByNumber: ReadonlyMap<string, MatchableInvoice>): PaymentMatch {
  const key = paymentKey(payment);
  const numbers = invoiceNumbersIn(payment.purpose);
  if (numbers.length === 0) return { key, payment, invoiceId: null, reason: 'no-number' };
  const invoices = numbers.map((n) => invoicesByNumber.get(n)).filter((i) => i !== undefined);
  if (invoices.length === 0) return { key, payment, invoiceId: null, reason: 'unknown-invoice' };
  const own = invoices.find((i) => i.partnerInn !== null && i.partnerInn === payment.payerInn);
  return own ? { key, payment, invoiceId: own.id, reason: null } : { key, payment, invoiceId: null, reason: 'other-payer' };
}

/** Every incoming payment once (by its key), matched; the first occurrence of a repeated payment is kept. */
export function matchPayments(
  payments: ReadonlyArray<StatementDocument>,
  invoicesByNumber: ReadonlyMap<string, MatchableInvoice>,
): PaymentMatch[] {
  const byKey = new Map<string, PaymentMatch>();
  for (const p of payments) {
    const key = paymentKey(p);
    if (!byKey.has(key)) byKey.set(key, matchPayment(p, invoicesByNumber));
  }
  return [...byKey.values()];
}
