/**
 * Client quotes (issue 14 item 3, decision 021): the partner prices a calculator's configuration for one of its own
 * clients, saves it to order from later, and renders it as a PDF for the client. The client prices are computed here
 * with the domain's arithmetic from the lines and the pricing sent, never taken from the caller.
 */
import {
  priceQuote,
  QUOTE_MESSAGES,
  type PricedQuote,
  type Quote,
  type QuoteCreate,
  type QuoteDraft,
  type QuoteList,
  type QuoteListQuery,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { deleteClientQuote, findClientQuote, insertClientQuote, listClientQuotes } from '../repositories/client-quote.repository.ts';
import { findCustomer } from '../repositories/customer.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { findParticipation } from '../repositories/partner.repository.ts';
import { moscowToday } from './certificate.service.ts';
import { renderClientQuotePdf, type ClientQuoteDocument } from './client-quote-pdf.ts';

async function requireOwnCustomer(db: Db, scope: PartnerScope, customerId: string) {
  const customer = await findCustomer(db, scope, customerId);
  if (!customer) throw AppError.notFound(QUOTE_MESSAGES.customerNotFound);
  return customer;
}

export async function createClientQuote(db: Db, scope: PartnerScope, accountId: string, body: QuoteCreate): Promise<Quote> {
  await requireOwnCustomer(db, scope, body.customerId);
  const priced = priceQuote(body.lines, body.pricing);
  const id = await insertClientQuote(db, scope, {
    customerId: body.customerId,
    title: body.title,
    lines: priced.lines,
    pricing: body.pricing,
    orderHref: body.orderHref,
    partnerTotal: priced.totals.partnerCost,
    clientTotal: priced.totals.clientPrice,
    createdBy: accountId,
  });
  return getClientQuote(db, scope, id);
}

export async function listOwnClientQuotes(db: Db, scope: PartnerScope, query: QuoteListQuery): Promise<QuoteList> {
  if (query.customerId) await requireOwnCustomer(db, scope, query.customerId);
  return listClientQuotes(db, scope, query);
}

export async function getClientQuote(db: Db, scope: PartnerScope, id: string): Promise<Quote> {
  const quote = await findClientQuote(db, scope, id);
  if (!quote) throw AppError.notFound(QUOTE_MESSAGES.notFound);
  return quote;
}

export async function removeClientQuote(db: Db, scope: PartnerScope, id: string): Promise<void> {
  if (!(await deleteClientQuote(db, scope, id))) throw AppError.notFound(QUOTE_MESSAGES.notFound);
}

/** The partner as its client sees it: the profile's public name and contacts, the registered name when none. */
async function quoteIssuer(db: Db, scope: PartnerScope): Promise<ClientQuoteDocument['partner']> {
  const partner = await findParticipation(db, scope.partnerId);
  if (!partner) throw AppError.notFound();
  return {
    name: partner.publicName ?? partner.partnerName,
    phone: partner.publicPhone,
    email: partner.publicEmail,
    website: partner.website,
    city: partner.publicCity,
  };
}

function documentOf(
  partner: ClientQuoteDocument['partner'],
  customerName: string | null,
  title: string,
  priced: Pick<PricedQuote, 'lines' | 'totals'>,
  now: Date,
): ClientQuoteDocument {
  return {
    partner,
    customerName,
    title,
    date: moscowToday(now),
    // Only the client's figures cross into the document.
    lines: priced.lines.map(({ name, count, clientPrice }) => ({ name, count, clientPrice })),
    clientTotal: priced.totals.clientPrice,
  };
}

export async function savedClientQuotePdf(db: Db, scope: PartnerScope, id: string, now: Date): Promise<Uint8Array> {
  const quote = await getClientQuote(db, scope, id);
  return renderClientQuotePdf(documentOf(await quoteIssuer(db, scope), quote.customerName, quote.title, quote, now));
}

export async function draftClientQuotePdf(db: Db, scope: PartnerScope, draft: QuoteDraft, now: Date): Promise<Uint8Array> {
  const customer = draft.customerId ? await requireOwnCustomer(db, scope, draft.customerId) : null;
  const priced = priceQuote(draft.lines, draft.pricing);
  return renderClientQuotePdf(documentOf(await quoteIssuer(db, scope), customer?.name ?? null, draft.title, priced, now));
}

/** quote-2026-11-25.pdf */
export function quotePdfName(now: Date): string {
  return `quote-${moscowToday(now)}.pdf`;
}
