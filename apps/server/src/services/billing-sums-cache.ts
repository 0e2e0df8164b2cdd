/**
 * The month sums the navbar, the details page's total and the charts show, cached per partner under its billing
 * version (migration 0019): the triggers bump the version in the transaction of any write the sums are priced from, so
 * a cached answer is exact until then, on every instance. Within a version, a span's sums change only when its last
 * billed Moscow day does (days are charged whole), so the key holds the spans by month and days billed, not by the
 * moment asked. The version is read before pricing: a write that lands meanwhile keys its own, newer answer.
 */
import { DAY_MS, monthStart } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { type BilledSpan, type CustomerSum, sumsByCustomer } from '../repositories/billing.repository.ts';

const MAX_ENTRIES = 10_000;
const cache = new Map<string, CustomerSum[]>();

const spanKey = (span: BilledSpan) =>
  `${span.month.year}-${span.month.month}:${Math.ceil((span.end.getTime() - monthStart(span.month).getTime()) / DAY_MS)}`;

async function billingVersion(db: Db, partnerId: string): Promise<string> {
  const row = await db.selectFrom('partner_billing_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst();
  return String(row?.version ?? 0);
}

/** sumsByCustomer for one partner, from the cache while nothing it is priced from changed. */
export async function partnerSums(db: Db, partnerId: string, spans: ReadonlyArray<BilledSpan>): Promise<CustomerSum[]> {
  const key = `${partnerId}|${await billingVersion(db, partnerId)}|${spans.map(spanKey).join(',')}`;
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const sums = await sumsByCustomer(db, [partnerId], spans);
  cache.set(key, sums);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return sums;
}
