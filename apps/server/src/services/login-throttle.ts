/**
 * Login throttling that every instance sees: the per-address limits of @fastify/rate-limit count in the database
 * (a store for the plugin), and failed logins count per e-mail, whatever address they come from.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ERROR_CODES, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_ACCOUNT_WINDOW_MS, loginThrottledMessage, parseIpAddress } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { clearCounter, hitCounter } from '../repositories/throttle.repository.ts';

/** 429 saying in Russian when to try again, with the same time as Retry-After: the login's words unless told others. */
export class ThrottledError extends AppError {
  constructor(retryAfterMs: number, message: string = loginThrottledMessage(retryAfterMs)) {
    super(ERROR_CODES.tooManyRequests, message, 429);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** A store for @fastify/rate-limit keeping its counters in the database; each route counts under its own prefix. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: unknown, prefix = 'address:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hitCounter(db, `${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.attempts, ttl: hit.retryAfterMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin passes the route's merged limit options with the route itself as routeInfo (its types say otherwise). */
    child(options: object): FastifyRateLimitStore {
      const route: { method?: string | string[]; url?: string } = 'routeInfo' in options && options.routeInfo ? options.routeInfo : {};
      return new DatabaseRateLimitStore(undefined, `address:${String(route.method)}:${route.url ?? ''}:`);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * The caller's address as a counter keeps it: IPv4 as it is, IPv6 by its /64 (one subscriber's usual allocation, and
 * how @fastify/rate-limit counts it), so that walking through one's own addresses does not multiply the limit.
 */
export function counterAddress(ip: string): string {
  const plain = ip.startsWith('::ffff:') && parseIpAddress(ip.slice(7))?.family === 4 ? ip.slice(7) : ip;
  const parsed = parseIpAddress(plain);
  if (parsed?.family !== 6) return plain.toLowerCase();
  const groups = [0, 2, 4, 6].map((i) => (((parsed.bytes[i] ?? 0) << 8) | (parsed.bytes[i + 1] ?? 0)).toString(16));
  return `${groups.join(':')}::/64`;
}

function accountKey(email: string): string {
  return `login:${email.trim().toLowerCase()}`;
}

/**
 * Counts a login attempt against the e-mail before the password is checked (so parallel guesses cannot slip past the
 * limit) and refuses it once the window holds more failures than allowed. A successful login forgets them.
 */
export async function countLoginAttempt(db: Db, email: string): Promise<void> {
  const hit = await hitCounter(db, accountKey(email), LOGIN_ACCOUNT_WINDOW_MS);
  if (hit.attempts > LOGIN_ACCOUNT_MAX_FAILURES) throw new ThrottledError(hit.retryAfterMs);
}

export async function forgetLoginFailures(db: Db, email: string): Promise<void> {
  await clearCounter(db, accountKey(email));
}
