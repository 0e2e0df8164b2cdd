/**
 * The rate pages' data (decision 022): the catalogue's options with every dated version of their tariff — the same
 * rows the Market, the order forms, billing and the cloud calculator price from — and the operator's texts.
 */
import { sql } from 'kysely';
import type { RateOption, RateProduct, RateTexts } from '@portal/domain';
import type { Db } from '../db/database.ts';

/**
 * Every option of the production kits of the desks' enabled, public services (a partner's private configuration is
 * nobody else's tariff), in the catalogue's order, with its tariff versions oldest first — one statement.
 */
export async function listRateOptions(db: Db, desks: ReadonlyArray<string>): Promise<RateOption[]> {
  const rows = await db
    .selectFrom('services as v')
    .innerJoin('offer_desks as d', 'd.id', 'v.offer_desk_id')
    .innerJoin('service_kits as k', 'k.service_id', 'v.id')
    .innerJoin('service_options as o', 'o.kit_id', 'k.id')
    .innerJoin('option_tariffs as t', 't.option_id', 'o.id')
    .select([
      'v.offer_desk_id as deskId',
      'v.group_code as group',
      'v.name as serviceName',
      'k.name as kitName',
      'o.id as optionId',
      'o.name',
      'o.resource_code as resourceCode',
      'o.payment_period as paymentPeriod',
      sql<string>`t.effective_from::text`.as('effectiveFrom'),
      't.price',
      't.client_price as clientPrice',
    ])
    .where('v.offer_desk_id', 'in', [...desks])
    .where('v.enabled', '=', true)
    .where('v.owner_partner_id', 'is', null)
    .where('k.usage_mode', '=', 'PRODUCTION')
    .orderBy('d.sort')
    .orderBy('v.sort')
    .orderBy('v.id')
    .orderBy('k.sort')
    .orderBy('k.id')
    .orderBy('o.sort')
    .orderBy('o.id')
    .orderBy('t.effective_from')
    .execute();
  const options: RateOption[] = [];
  let versions: Array<RateOption['versions'][number]> = [];
  let lastId: string | undefined;
  for (const row of rows) {
    if (row.optionId !== lastId) {
      lastId = row.optionId;
      versions = [];
      options.push({
        deskId: row.deskId,
        group: row.group,
        serviceName: row.serviceName,
        kitName: row.kitName,
        name: row.name,
        resourceCode: row.resourceCode,
        paymentPeriod: row.paymentPeriod,
        versions,
      });
    }
    versions.push({
      effectiveFrom: row.effectiveFrom,
      price: Number(row.price),
      clientPrice: row.clientPrice === null ? null : Number(row.clientPrice),
    });
  }
  return options;
}

export type RateTextRow = RateTexts & { product: RateProduct; effectiveFrom: string; updatedBy: string | null; updatedAt: Date };

const textColumns = [
  'r.product',
  'r.title',
  'r.paragraph_top as paragraphTop',
  'r.paragraph_bottom as paragraphBottom',
  'r.payment_rules as paymentRules',
  'r.updated_at as updatedAt',
  'a.email as updatedBy',
] as const;

/** The texts of a product in force on a day: the latest version from that day or before. */
export function findRateTextsOn(db: Db, product: RateProduct, day: string): Promise<RateTextRow | undefined> {
  return db
    .selectFrom('rate_texts as r')
    .leftJoin('accounts as a', 'a.id', 'r.updated_by')
    .select([...textColumns, sql<string>`r.effective_from::text`.as('effectiveFrom')])
    .where('r.product', '=', product)
    .where('r.effective_from', '<=', sql<Date>`${day}::date`)
    .orderBy('r.effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every version of the texts, by product and newest first (a handful per year). */
export function listRateTexts(db: Db): Promise<RateTextRow[]> {
  return db
    .selectFrom('rate_texts as r')
    .leftJoin('accounts as a', 'a.id', 'r.updated_by')
    .select([...textColumns, sql<string>`r.effective_from::text`.as('effectiveFrom')])
    .orderBy('r.product')
    .orderBy('r.effective_from', 'desc')
    .execute();
}

/** Writes a product's texts from a day: a new version, or that day's version replaced. */
export async function writeRateTexts(
  db: Db,
  version: RateTexts & { product: RateProduct; effectiveFrom: string; updatedBy: string },
): Promise<void> {
  const values = {
    title: version.title,
    paragraph_top: version.paragraphTop,
    paragraph_bottom: version.paragraphBottom,
    payment_rules: version.paymentRules,
    updated_by: version.updatedBy,
  };
  await db
    .insertInto('rate_texts')
    .values({ product: version.product, effective_from: version.effectiveFrom, ...values })
    .onConflict((oc) => oc.columns(['product', 'effective_from']).doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
}
