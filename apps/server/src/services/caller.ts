/**
 * Who is calling: resolved once per request from the session cookie, through a short-lived cache so that a burst of
 * reads does not cost a database round trip each.
 */
import { sql } from 'kysely';
import type { Authority, MemberRole } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnersTable } from '../db/schema.ts';

export type Caller = {
  accountId: string;
  email: string;
  authorities: Authority[];
  partnerId: string | null;
  participationStatus: PartnersTable['participation_status'] | undefined;
  /** The session of a signed-in browser; null for a call with an API token (decision 019). */
  sessionId: string | null;
  csrfToken: string | null;
  /** The API token a program called with; null for a session. */
  apiTokenId: string | null;
  /** The person's role in its partner or distributor (issue 32); null for an account of none. */
  memberRole: MemberRole | null;
  /** The role the API token carries, narrowing the person's; null for a session. */
  tokenRole: MemberRole | null;
};

export async function loadCallerBySession(db: Db, sessionId: string): Promise<Caller | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('partners as p', 'p.id', 'a.partner_id')
    .select([
      'a.id as accountId',
      'a.email',
      'a.partner_id as partnerId',
      'p.participation_status as participationStatus',
      'a.member_role as memberRole',
      's.id as sessionId',
      's.csrf_token as csrfToken',
      sql<
        Authority[]
      >`coalesce((select array_agg(authority order by authority) from account_authorities where account_id = a.id), '{}')`.as(
        'authorities',
      ),
    ])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', new Date())
    // A suspended person's sessions are ended when suspended; this keeps one that raced it from answering.
    .where('a.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, participationStatus: row.partnerId ? row.participationStatus : undefined, apiTokenId: null, tokenRole: null };
}

/**
 * How long a caller read from the database answers for its session: a logout, a block or a change of role made on
 * another instance takes effect within this time; on this instance a logout evicts its session at once and every
 * write clears the cache (clearCallerCache).
 */
export const CALLER_CACHE_TTL_MS = 1_000;
/** At most this many sessions are cached; the oldest entry gives way to a new one. */
export const CALLER_CACHE_MAX = 10_000;

/** A map whose entries answer for `ttlMs` after they were set, holding at most `max` of them (the oldest give way). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** The reads in flight, by generation and key (load). */
  private readonly reads = new Map<string, Promise<V | null>>();
  private readonly ttlMs: number;
  private readonly max: number;
  /** Bumped by every clear, so that a read begun before a write cannot put what it read back (setIfCurrent). */
  generation = 0;

  constructor(ttlMs: number, max: number) {
    this.ttlMs = ttlMs;
    this.max = max;
  }

  get(key: string, now: number = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  /** Keeps the value unless the cache was cleared since `generation` was read. */
  setIfCurrent(key: string, value: V, generation: number, now: number = Date.now()): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /**
   * The key's value, from the cache, else read once for everyone asking at the same time: when an entry lapses under
   * load, the requests in flight for it share one read instead of each queueing its own on the database. A read begun
   * before a clear is not shared with those that ask after it. A null read is returned, not kept.
   */
  load(key: string, read: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const generation = this.generation;
    const readKey = `${generation}:${key}`;
    let pending = this.reads.get(readKey);
    if (!pending) {
      pending = read()
        .then((value) => {
          if (value !== null) this.setIfCurrent(key, value, generation);
          return value;
        })
        .finally(() => this.reads.delete(readKey));
      this.reads.set(readKey, pending);
    }
    return pending;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.reads.delete(`${this.generation}:${key}`);
  }

  clear(): void {
    this.entries.clear();
    this.reads.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}

const callers = new TtlCache<Caller>(CALLER_CACHE_TTL_MS, CALLER_CACHE_MAX);

/** The caller of a session if it was read less than CALLER_CACHE_TTL_MS ago (no database call). */
export function cachedCaller(sessionId: string): Caller | undefined {
  return callers.get(sessionId);
}

/** The caller of a session, from the cache when it was read less than CALLER_CACHE_TTL_MS ago (one read at a time). */
export function callerBySession(db: Db, sessionId: string): Promise<Caller | null> {
  return callers.load(sessionId, () => loadCallerBySession(db, sessionId));
}

/**
 * Whether a session's account must enrol a second factor first (decision 034), as last read: the portal's setting and
 * the account's factors, for as long as, and cleared with, the caller read for the session (a write on this instance, an
 * enrolment or a change of the setting among them, clears both).
 */
const enrolmentDue = new TtlCache<boolean>(CALLER_CACHE_TTL_MS, CALLER_CACHE_MAX);

/** Whether the session's account must enrol first, if that was read less than CALLER_CACHE_TTL_MS ago. */
export function cachedEnrolmentDue(sessionId: string): boolean | undefined {
  return enrolmentDue.get(sessionId);
}

/** `read` answers for the session for at most CALLER_CACHE_TTL_MS, as its caller does. */
export async function enrolmentDueFor(sessionId: string, read: () => Promise<boolean>): Promise<boolean> {
  return (await enrolmentDue.load(sessionId, read)) ?? false;
}

/** Forgets one session at once (its logout). */
export function evictCallerSession(sessionId: string): void {
  callers.delete(sessionId);
  enrolmentDue.delete(sessionId);
}

/** Forgets every cached caller: after a write on this instance, whatever it changed is read afresh. */
export function clearCallerCache(): void {
  callers.clear();
  enrolmentDue.clear();
}
