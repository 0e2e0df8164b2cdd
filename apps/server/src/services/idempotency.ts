/**
 * Idempotency-Key of the order calls (creating and changing a subscription): a request retried with the same key and
 * the same body answers its first order again; the same key with another body is refused. Keys are the partner's own.
 */
import { createHash } from 'node:crypto';
import { ERROR_CODES, ORDER_MESSAGES } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';

/** JSON with the keys of every object sorted: the same request always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of an order call as validated (its type and body), kept with the order under its Idempotency-Key. */
export function requestHash(type: string, order: unknown): string {
  return createHash('sha256').update(canonicalJson({ type, order })).digest('hex');
}

/** The order the partner placed under this key, or undefined; the key with another request is refused (422). */
export async function orderOfKey(db: Db, scope: PartnerScope, key: string, hash: string) {
  const row = await db
    .selectFrom('orders')
    .select(['id as orderId', 'subscription_id as subscriptionId', 'request_hash as requestHash', 'price', 'client_price as clientPrice'])
    .where('partner_id', '=', scope.partnerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  // Orders placed before the hash was kept have none: they answer as before.
  if (row.requestHash !== null && row.requestHash !== hash) {
    throw new AppError(ERROR_CODES.idempotencyKeyReused, ORDER_MESSAGES.idempotencyKeyReused, 422);
  }
  return row;
}
