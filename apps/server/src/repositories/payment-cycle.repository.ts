/**
 * The payment cycle's data (decision 036): the production calendar's days, what each invoice's state is computed from
 * (its act, payments and waiver), payments and statement imports. Dates are read as 'yyyy-MM-dd' text, never as the
 * driver's local-time Date.
 */
import { sql } from 'kysely';
import type { CalendarDay } from '@portal/domain';
import { RUSSIAN_PRODUCTION_CALENDAR } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';

// ---- The production calendar ----

export async function calendarDays(db: Db): Promise<CalendarDay[]> {
  const rows = await db
    .selectFrom('production_calendar_days')
    .select([sql<string>`day::text`.as('day'), 'kind'])
    .orderBy('day')
    .execute();
  return rows;
}

/** Writes the shipped decrees of the years the database has no day of (an operator's own year is never overwritten). */
export async function ensureShippedCalendar(db: Db): Promise<void> {
  const known = new Set(await decreedYears(db));
  const missing = RUSSIAN_PRODUCTION_CALENDAR.filter((d) => !known.has(Number(d.day.slice(0, 4))));
  if (missing.length === 0) return;
  await db
    .insertInto('production_calendar_days')
    .values(missing.map((d) => ({ day: d.day, kind: d.kind })))
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

/** Who entered a year's decree last and when: null for a shipped decree or a year nobody has entered. */
export async function calendarYearChange(db: Db, year: number): Promise<{ changedBy: string; changedAt: Date } | null> {
  const row = await db
    .selectFrom('production_calendar_days as d')
    .innerJoin('accounts as a', 'a.id', 'd.changed_by')
    .select(['a.email', 'd.changed_at'])
    .where('d.day', '>=', `${year}-01-01`)
    .where('d.day', '<=', `${year}-12-31`)
    .orderBy('d.changed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { changedBy: row.email, changedAt: row.changed_at } : null;
}

/** The years with a decree in the database. */
export async function decreedYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('production_calendar_days')
    .select(sql<number>`distinct extract(year from day)::int`.as('year'))
    .execute();
  return rows.map((r) => Number(r.year)).sort((a, b) => a - b);
}

/** Replaces a year's decreed days. */
export async function replaceCalendarYear(db: Db, year: number, days: ReadonlyArray<CalendarDay>, changedBy: string): Promise<void> {
  await db.deleteFrom('production_calendar_days').where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`).execute();
  if (days.length === 0) return;
  await db
    .insertInto('production_calendar_days')
    .values(days.map((d) => ({ day: d.day, kind: d.kind, changed_by: changedBy })))
    .execute();
}

// ---- What an invoice's state is computed from ----

export type InvoiceFactsRow = {
  invoiceId: string;
  partnerId: string;
  number: string;
  year: number;
  month: number;
  sum: number;
  closedAt: Date;
  act: { decision: 'signed' | 'refused'; reason: string | null; decidedBy: string; decidedAt: Date } | null;
  waived: boolean;
  payments: Array<{ on: string; amount: number }>;
};

type RawFacts = Omit<InvoiceFactsRow, 'sum' | 'act' | 'payments' | 'closedAt'> & {
  sum: string | number;
  closedAt: Date | string;
  actDecision: 'signed' | 'refused' | null;
  actReason: string | null;
  actBy: string | null;
  actAt: Date | string | null;
  payments: Array<{ on: string; amount: string | number }> | null;
};

function toFacts(r: RawFacts): InvoiceFactsRow {
  return {
    invoiceId: r.invoiceId,
    partnerId: r.partnerId,
    number: r.number,
    year: Number(r.year),
    month: Number(r.month),
    sum: Number(r.sum),
    closedAt: new Date(r.closedAt),
    act:
      r.actDecision && r.actBy && r.actAt
        ? { decision: r.actDecision, reason: r.actReason, decidedBy: r.actBy, decidedAt: new Date(r.actAt) }
        : null,
    waived: r.waived,
    payments: (r.payments ?? []).map((p) => ({ on: p.on, amount: Number(p.amount) })),
  };
}

/** The facts of the invoices a where-clause selects, in one statement (payments aggregated per invoice). */
const factsSelect = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) => sql<RawFacts>`
  select i.id as "invoiceId", i.partner_id as "partnerId", i.number, i.year, i.month, i.sum, i.closed_at as "closedAt",
         a.decision as "actDecision", a.reason as "actReason", acc.email as "actBy", a.decided_at as "actAt",
         (w.invoice_id is not null) as waived,
         (select json_agg(json_build_object('on', p.received_on::text, 'amount', p.amount) order by p.received_on)
            from payments p where p.invoice_id = i.id) as payments
  from invoices i
  left join invoice_acts a on a.invoice_id = i.id
  left join accounts acc on acc.id = a.decided_by
  left join invoice_penalty_waivers w on w.invoice_id = i.id
  where ${where}
  ${tail}`;

/** A partner's invoices, newest month first, paged in SQL. */
export async function partnerInvoiceFacts(
  db: Db,
  partnerId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: InvoiceFactsRow[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  const [rows, total] = await Promise.all([
    factsSelect(sql`i.partner_id = ${partnerId}`, sql`order by i.year desc, i.month desc limit ${page.pageSize} offset ${offset}`).execute(
      db,
    ),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('partner_id', '=', partnerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.rows.map(toFacts), total: Number(total.n) };
}

export async function invoiceFactsById(db: Db, partnerId: string | null, invoiceId: string): Promise<InvoiceFactsRow | null> {
  const owner = partnerId === null ? sql`true` : sql`i.partner_id = ${partnerId}`;
  const rows = await factsSelect(sql`i.id = ${invoiceId}::uuid and ${owner}`).execute(db);
  const row = rows.rows[0];
  return row ? toFacts(row) : null;
}

/** The facts of several invoices at once (a statement's), in no particular order. */
export async function invoiceFactsByIds(db: Db, invoiceIds: ReadonlyArray<string>): Promise<InvoiceFactsRow[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await factsSelect(sql`i.id = any(${[...invoiceIds]}::uuid[])`).execute(db);
  return rows.rows.map(toFacts);
}

// invoices.paid is kept by a trigger on payments (migration 0101); the partial index holds only the unpaid.
const unpaid = sql`i.paid < i.sum`;
const byPartnerAndMonth = sql`order by i.partner_id, i.year, i.month`;

/** Unpaid invoices of some partners (a page of the distributor's list, the overdue queue's), compiled once. */
const unpaidFactsOf = preparedQuery((db, _shape: null, values: { partnerIds: string[] }) => ({
  compile: () => factsSelect(sql`i.partner_id = any(${values.partnerIds}::uuid[]) and ${unpaid}`, byPartnerAndMonth).compile(db),
}));

/**
 * Invoices with something still unpaid (the sum above what was paid), of one partner, of several (a page's) or of all
 * (null): the only ones whose state can close orders or put a partner in the overdue queue. Paid invoices, the great
 * majority, are never read.
 */
export async function unpaidInvoiceFacts(db: Db, partnerId: string | ReadonlyArray<string> | null): Promise<InvoiceFactsRow[]> {
  if (Array.isArray(partnerId)) return (await unpaidFactsOf(db, null, { partnerIds: [...partnerId] })).map(toFacts);
  const owner = partnerId === null ? sql`true` : sql`i.partner_id = ${partnerId}`;
  const rows = await factsSelect(sql`${owner} and ${unpaid}`, byPartnerAndMonth).execute(db);
  return rows.rows.map(toFacts);
}

/**
 * Of every unpaid invoice, only what its due date depends on (its partner, when it was issued, when its act was
 * signed): the overdue queue picks its partners from these before it reads their invoices in full.
 */
const unpaidDates = preparedQuery((db, _shape: null, _values: Record<string, never>) =>
  db
    .selectFrom('invoices as i')
    .leftJoin('invoice_acts as a', (join) => join.onRef('a.invoice_id', '=', 'i.id').on('a.decision', '=', 'signed'))
    .select(['i.partner_id as partnerId', 'i.closed_at as closedAt', 'a.decided_at as signedAt'])
    .where(sql<boolean>`i.paid < i.sum`),
);

export async function unpaidInvoiceDates(db: Db): Promise<Array<{ partnerId: string; closedAt: Date; signedAt: Date | null }>> {
  const rows = await unpaidDates(db, null, {});
  return rows.map((r) => ({ partnerId: r.partnerId, closedAt: new Date(r.closedAt), signedAt: r.signedAt && new Date(r.signedAt) }));
}

// ---- Acts and waivers ----

export async function recordActDecision(
  db: Db,
  invoiceId: string,
  decision: { decision: 'signed' | 'refused'; reason: string | null; decidedBy: string },
): Promise<void> {
  await db
    .insertInto('invoice_acts')
    .values({ invoice_id: invoiceId, decision: decision.decision, reason: decision.reason, decided_by: decision.decidedBy })
    .onConflict((oc) =>
      oc.column('invoice_id').doUpdateSet({
        decision: decision.decision,
        reason: decision.reason,
        decided_by: decision.decidedBy,
        decided_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function recordWaiver(db: Db, invoiceId: string, reason: string, waivedBy: string): Promise<boolean> {
  const row = await db
    .insertInto('invoice_penalty_waivers')
    .values({ invoice_id: invoiceId, reason, waived_by: waivedBy })
    .onConflict((oc) => oc.column('invoice_id').doNothing())
    .returning('invoice_id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- Payments ----

export type NewPayment = {
  invoiceId: string | null;
  receivedOn: string;
  amount: number;
  source: 'manual' | 'statement';
  paymentKey: string | null;
  statementImportId: string | null;
  documentNumber: string | null;
  payerInn: string | null;
  payerName: string;
  purpose: string;
  unmatchedReason: string | null;
  recordedBy: string;
};

/** Writes payments; a statement payment already recorded (same key) is skipped. Answers the ids written. */
export async function insertPayments(db: Db, payments: ReadonlyArray<NewPayment>): Promise<string[]> {
  if (payments.length === 0) return [];
  const ids: string[] = [];
  for (let start = 0; start < payments.length; start += 500) {
    const rows = await db
      .insertInto('payments')
      .values(
        payments.slice(start, start + 500).map((p) => ({
          invoice_id: p.invoiceId,
          received_on: p.receivedOn,
          amount: p.amount,
          source: p.source,
          payment_key: p.paymentKey,
          statement_import_id: p.statementImportId,
          document_number: p.documentNumber,
          payer_inn: p.payerInn,
          payer_name: p.payerName,
          purpose: p.purpose,
          unmatched_reason: p.unmatchedReason,
          recorded_by: p.recordedBy,
        })),
      )
      .onConflict((oc) => oc.column('payment_key').doNothing())
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The keys among these that are recorded already. */
export async function recordedPaymentKeys(db: Db, keys: ReadonlyArray<string>): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('payments')
    .select('payment_key')
    .where('payment_key', '=', sql<string>`any(${[...keys]}::text[])`)
    .execute();
  return new Set(rows.map((r) => r.payment_key).filter((k): k is string => k !== null));
}

export async function insertStatementImport(
  db: Db,
  entry: { fileName: string; importedBy: string; documents: number; recorded: number; repeated: number; matched: number },
): Promise<string> {
  const row = await db
    .insertInto('statement_imports')
    .values({
      file_name: entry.fileName,
      imported_by: entry.importedBy,
      documents: entry.documents,
      recorded: entry.recorded,
      repeated: entry.repeated,
      matched: entry.matched,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStatementImportCounts(
  db: Db,
  importId: string,
  counts: { recorded: number; repeated: number; matched: number },
): Promise<void> {
  await db.updateTable('statement_imports').set(counts).where('id', '=', importId).execute();
}

/** Invoices by number with their partner's INN, for matching a statement's payments. */
export async function invoicesByNumbers(
  db: Db,
  numbers: ReadonlyArray<string>,
): Promise<Array<{ id: string; number: string; partnerInn: string | null }>> {
  if (numbers.length === 0) return [];
  return db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select(['i.id', 'i.number', 'p.inn as partnerInn'])
    .where('i.number', '=', sql<string>`any(${[...numbers]}::text[])`)
    .execute();
}

const paymentColumns = sql`
  p.id as "paymentId", p.invoice_id as "invoiceId", i.number as "invoiceNumber", pa.name as "partnerName",
  p.received_on::text as "receivedOn", p.amount, p.source, p.document_number as "documentNumber",
  p.payer_inn as "payerInn", p.payer_name as "payerName", p.purpose, p.unmatched_reason as "unmatchedReason"`;

type PaymentRow = {
  paymentId: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  partnerName: string | null;
  receivedOn: string;
  amount: string | number;
  source: 'manual' | 'statement';
  documentNumber: string | null;
  payerInn: string | null;
  payerName: string;
  purpose: string;
  unmatchedReason: string | null;
};

const toPayment = (r: PaymentRow) => ({ ...r, amount: Number(r.amount) });

export async function listPayments(db: Db, query: { unmatched: boolean; page: number; pageSize: number; ids?: ReadonlyArray<string> }) {
  const where = query.ids ? sql`p.id = any(${[...query.ids]}::uuid[])` : query.unmatched ? sql`p.invoice_id is null` : sql`true`;
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    sql<PaymentRow>`
      select ${paymentColumns}
      from payments p
      left join invoices i on i.id = p.invoice_id
      left join partners pa on pa.id = i.partner_id
      where ${where}
      order by p.received_on desc, p.recorded_at desc, p.id
      limit ${query.pageSize} offset ${offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from payments p where ${where}`.execute(db),
  ]);
  return { items: rows.rows.map(toPayment), total: Number(total.rows[0]?.n ?? 0) };
}

/** Matches a waiting payment to an invoice: answers false when it is matched already or missing. */
export async function matchWaitingPayment(db: Db, paymentId: string, invoiceId: string, by: string): Promise<boolean> {
  const row = await db
    .updateTable('payments')
    .set({ invoice_id: invoiceId, unmatched_reason: null, matched_by: by, matched_at: sql<Date>`now()` })
    .where('id', '=', paymentId)
    .where('invoice_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The partner, name and code of the partners whose invoices are listed, for the overdue queue. */
const partnersOf = preparedQuery((db, _shape: null, values: { ids: string[] }) =>
  db
    .selectFrom('partners')
    .select(['id', 'name', 'partner_code as code', 'lock_status as lockStatus', 'participation_status as participationStatus', 'inn'])
    .where('id', '=', sql<string>`any(${values.ids}::uuid[])`),
);

export async function partnersByIds(db: Db, ids: ReadonlyArray<string>) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await partnersOf(db, null, { ids: [...ids] });
  return new Map(rows.map((r) => [r.id, r]));
}
