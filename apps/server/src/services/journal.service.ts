/** Who acts, for «Журнал действий» (issue 32): every change a partner's person or token makes is written with it. */
import type { FastifyRequest } from 'fastify';
import type { Caller } from './caller.ts';
import type { JournalActor } from '../repositories/journal.repository.ts';

export { insertJournalEntry as recordJournal, type JournalActor, type JournalRecord } from '../repositories/journal.repository.ts';

/** The actor of a caller acting for its partner; null for anyone else (the vendor's operator keeps its own audit). */
export function journalActorOf(caller: Caller | null, ipAddress: string | null): JournalActor | null {
  if (!caller?.partnerId || !caller.memberRole) return null;
  return { partnerId: caller.partnerId, accountId: caller.accountId, apiTokenId: caller.apiTokenId, ipAddress };
}

/** The actor of the request's caller (see journalActorOf). */
export function requestActor(request: FastifyRequest): JournalActor | null {
  return journalActorOf(request.caller, request.ip);
}
