/** What trials and conversions read of the catalogue (decision 013). */
import type { Expression } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The production kit a demo of a service turns into by default: the service's first production kit, in the
 * catalogue's order, that is not blocked. A scalar query, for one service or for each row of a list.
 */
export function conversionKitQuery(db: Db, serviceId: string | Expression<string | null>) {
  return db
    .selectFrom('service_kits as k')
    .select('k.id')
    .where('k.service_id', '=', serviceId)
    .where('k.usage_mode', '=', 'PRODUCTION')
    .where('k.block_reason', 'is', null)
    .orderBy('k.sort')
    .orderBy('k.id')
    .limit(1);
}
