/**
 * The cloud price list in the back office (decision 017): every item with its version in force and its history; a
 * new price is a new version from a day after today (a day already begun is never repriced), with who and when.
 */
import { CLOUD_PRICE_TEXTS, dayKeyOf, versionOn, type CloudPriceChange, type CloudPriceList } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { type CloudPriceVersionRow, findCloudOption, listCloudOptions, writeTariffVersion } from '../repositories/cloud.repository.ts';

const versionView = (v: CloudPriceVersionRow) => ({
  effectiveFrom: v.effectiveFrom,
  price: v.price,
  createdAt: v.createdAt?.toISOString() ?? null,
  createdBy: v.createdBy,
});

export async function cloudPriceList(db: Db, now: Date = new Date()): Promise<CloudPriceList> {
  const today = dayKeyOf(now);
  const rows = await listCloudOptions(db);
  return {
    today,
    items: rows.map((row) => {
      const current = versionOn(row.versions, today);
      return {
        serviceOptionId: row.serviceOptionId,
        serviceName: row.serviceName,
        name: row.name,
        resourceCode: row.resourceCode,
        paymentPeriod: row.paymentPeriod,
        current: current ? versionView(current) : null,
        versions: [...row.versions].reverse().map(versionView),
      };
    }),
  };
}

export async function changeCloudPrice(
  db: Db,
  operatorId: string,
  serviceOptionId: string,
  change: CloudPriceChange,
  now: Date = new Date(),
): Promise<CloudPriceList> {
  if (change.effectiveFrom <= dayKeyOf(now)) throw AppError.validation('effectiveFrom', CLOUD_PRICE_TEXTS.futureOnly);
  const option = await findCloudOption(db, serviceOptionId);
  if (!option) throw AppError.notFound(CLOUD_PRICE_TEXTS.notCloudOption);
  await db.transaction().execute(async (trx) => {
    await writeTariffVersion(trx, { serviceOptionId, effectiveFrom: change.effectiveFrom, price: change.price, createdBy: operatorId });
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'cloud.price.change',
      subjectType: 'service_option',
      subjectId: serviceOptionId,
      details: { name: option.name, resourceCode: option.resourceCode, effectiveFrom: change.effectiveFrom, price: change.price },
    });
  });
  return cloudPriceList(db, now);
}
