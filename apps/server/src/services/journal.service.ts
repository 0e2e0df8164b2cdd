/** Who acts, for «Журнал действий» (issue 32): every change a partner's person or token makes is written with it. */
import type { FastifyRequest } from 'fastify';
import type { journalQuerySchema } from '@portal/domain';
import {
  DISTRIBUTOR_TEXTS,
  JOURNAL_SUBJECTS,
  moscowDayStart,
  type JournalAction,
  type JournalChange,
  type JournalEntry,
  type JournalPage,
} from '@portal/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { Caller } from './caller.ts';
import {
  insertJournalEntry,
  listJournal,
  type JournalActor,
  type JournalFilter,
  type JournalRecord,
  type JournalRow,
} from '../repositories/journal.repository.ts';

export type { JournalActor, JournalRecord } from '../repositories/journal.repository.ts';

/** The actor of a caller acting for its partner; null for anyone else (the vendor's operator keeps its own audit). */
export function journalActorOf(caller: Caller | null, ipAddress: string | null): JournalActor | null {
  if (!caller?.partnerId || !caller.memberRole) return null;
  return { partnerId: caller.partnerId, accountId: caller.accountId, apiTokenId: caller.apiTokenId, ipAddress };
}

/** The actor of the request's caller (see journalActorOf). */
export function requestActor(request: FastifyRequest): JournalActor | null {
  return journalActorOf(request.caller, request.ip);
}

/**
 * Appends one entry; call it inside the transaction of the change it records, so that neither exists without the
 * other. Without an actor (a job, the vendor's operator, a test calling the service) nothing is written.
 */
export async function recordJournal(db: Db, actor: JournalActor | null, entry: JournalRecord): Promise<void> {
  if (actor) await insertJournalEntry(db, actor, entry);
}

/** An entry about a subscription, or an order of one, named by its service and client as they are now. */
export async function recordSubscriptionJournal(
  db: Db,
  actor: JournalActor | null,
  entry: { action: JournalAction; subscriptionId: string; subject?: { type: 'order'; id: string }; changes?: JournalChange[] },
): Promise<void> {
  if (!actor) return;
  const row = await db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.service_name as serviceName', 'c.name as customerName'])
    .where('s.id', '=', entry.subscriptionId)
    .where('s.partner_id', '=', actor.partnerId)
    .executeTakeFirstOrThrow();
  await insertJournalEntry(db, actor, {
    action: entry.action,
    subjectType: entry.subject?.type ?? 'subscription',
    subjectId: entry.subject?.id ?? entry.subscriptionId,
    subjectLabel: JOURNAL_SUBJECTS.subscription(row.serviceName, row.customerName),
    changes: entry.changes,
  });
}

/** An order's lines as changes: each option whose count moved, from its count before to after (none: «—»). */
export function optionChanges(lines: ReadonlyArray<{ option: { name: string }; before: number; after: number }>): JournalChange[] {
  const count = (value: number) => (value === 0 ? null : String(value));
  return lines.filter((l) => l.before !== l.after).map((l) => ({ field: l.option.name, before: count(l.before), after: count(l.after) }));
}

/** The journal's filters as the routes receive them (journalQuerySchema, parsed). */
export type JournalQueryInput = z.output<typeof journalQuerySchema>;

/** The first instant of a Moscow calendar day 'yyyy-MM-dd', or of a day that many days later. */
function moscowDay(day: string, later = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return moscowDayStart(year, month - 1, date + later);
}

/** The filters of a query: the period's days are Moscow calendar days, both included. */
export function journalFilterOf(query: Omit<JournalQueryInput, 'page' | 'size'>): JournalFilter {
  return {
    actorId: query.actor,
    action: query.action,
    from: query.from ? moscowDay(query.from) : undefined,
    until: query.to ? moscowDay(query.to, 1) : undefined,
  };
}

/** A person as the journal names them: name and surname, or the e-mail when they gave none. */
export function personName(row: Pick<JournalRow, 'actorName' | 'actorSurname' | 'actorEmail'>): string {
  return [row.actorName, row.actorSurname].filter((part) => part?.trim()).join(' ') || (row.actorEmail ?? '');
}

export function toJournalEntry(row: JournalRow): JournalEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: personName(row), email: row.actorEmail ?? '' } : null,
    viaToken: row.apiTokenId !== null,
    ipAddress: row.ipAddress,
    action: row.action as JournalAction,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    changes: row.changes,
  };
}

/** One page of a partner's journal, newest first; one entry more than the page is read to tell whether more follow. */
export async function journalPage(db: Db, partnerId: string, query: JournalQueryInput): Promise<JournalPage> {
  const rows = await listJournal(db, partnerId, journalFilterOf(query), { offset: query.page * query.size, limit: query.size + 1 });
  return { items: rows.slice(0, query.size).map(toJournalEntry), hasMore: rows.length > query.size };
}

/** A partner (or distributor) the vendor's operator asks about; 404 for an unknown id. */
export async function journalOwner(db: Db, partnerId: string): Promise<{ id: string; code: string }> {
  const partner = await db.selectFrom('partners').select(['id', 'partner_code as code']).where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw AppError.notFound(DISTRIBUTOR_TEXTS.partnerNotFound);
  return partner;
}
