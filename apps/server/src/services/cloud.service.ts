/**
 * The cloud infrastructure for a partner with ROLE_IAS_USER (document 2 §2 Virtual machine calculator, Active licences;
 * decision 017): the price list and licences the calculator prices with, loaded once; the active licences with the
 * current month's sum from billing's own function.
 */
import {
  CLOUD_VM_CATEGORY,
  dayKeyOf,
  type CloudCalculator,
  type LicenceGroup,
  type LicenceItem,
  type LicenceList,
  type LicenceService,
  monthOf,
  priceListOn,
  rowRule,
  versionOn,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { findOrCreateOwnClient } from '../repositories/customer.repository.ts';
import { type CloudOptionRow, licenceOptions, listCloudOptions, listLicencePage } from '../repositories/cloud.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { monthLines } from './billing.service.ts';
import { BILLING_CURRENCY } from './billing-lines.ts';

/** The catalogue's service groups of the cloud desk, as the licence order groups them. */
const LICENCE_GROUP_OF: Readonly<Record<string, LicenceGroup>> = { 'oi-ms': 'ms', 'oi-1c-conf': 'conf', 'oi-1c-lic': 'lic' };

/** The virtual machine's price list of a day: its kit's options at their versions in force that day. */
export function vmPricesOn(rows: readonly CloudOptionRow[], day: string) {
  return priceListOn(
    rows
      .filter((row) => row.serviceCategory === CLOUD_VM_CATEGORY)
      .map((row) => ({ resourceCode: row.resourceCode, name: row.name, paymentPeriod: row.paymentPeriod, versions: row.versions })),
    day,
  );
}

/** The licences of a day: each licence service's one option with its tariff in force that day (null before its first). */
export function licencesOn(rows: readonly CloudOptionRow[], day: string): LicenceService[] {
  const seen = new Set<string>();
  const licences: LicenceService[] = [];
  for (const row of rows) {
    const group = LICENCE_GROUP_OF[row.group];
    if (!group || seen.has(row.serviceId)) continue;
    seen.add(row.serviceId);
    const version = versionOn(row.versions, day);
    licences.push({
      serviceId: row.serviceId,
      name: row.serviceName,
      resourceCode: row.resourceCode,
      resourceCategory: row.serviceCategory,
      group,
      serviceKitId: row.serviceKitId,
      option: {
        serviceOptionId: row.serviceOptionId,
        name: row.name,
        resourceCode: row.resourceCode,
        minUsageCount: row.minUsageCount,
        maxUsageCount: row.maxUsageCount,
        usageCount: row.usageCount,
        tariff: version ? { price: version.price, currencyCode: BILLING_CURRENCY, paymentPeriod: row.paymentPeriod } : null,
      },
    });
  }
  return licences;
}

/** GET /api/cloud/calculator: the list in force on the day (today in Moscow by default), the licences, the own client. */
export async function cloudCalculator(
  db: Db,
  scope: PartnerScope,
  options: { consoleUrl: string; date?: string | undefined },
  now: Date = new Date(),
): Promise<CloudCalculator> {
  const day = options.date ?? dayKeyOf(now);
  const rows = await listCloudOptions(db);
  const own = await findOrCreateOwnClient(db, scope);
  return { date: day, customerId: own.id, consoleUrl: options.consoleUrl, prices: vmPricesOn(rows, day), licences: licencesOn(rows, day) };
}

/**
 * GET /api/cloud/licences: a page of the partner's licences. The current month's sum of each is the sum of its lines
 * from billing's monthLines (the same function the details page totals), never a formula of its own.
 */
export async function licenceList(
  db: Db,
  scope: PartnerScope,
  paging: { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<LicenceList> {
  const { rows, total } = await listLicencePage(db, scope, paging);
  const ids = rows.map((row) => row.subscriptionId);
  const options = await licenceOptions(db, ids);
  const lines = ids.length > 0 ? await monthLines(db, scope, monthOf(now), now, ids) : [];
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.subscriptionId, (sums.get(line.subscriptionId) ?? 0) + line.sum);
  const items: LicenceItem[] = rows.map((row) => ({
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    serviceKitId: row.serviceKitId ?? '',
    serviceName: row.serviceName,
    resourceCategory: row.resourceCategory,
    createDate: row.createDate.toISOString(),
    startDate: row.startDate?.toISOString() ?? null,
    deployStatus: row.deployStatus,
    deleted: row.deleted,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    changeOrderId: row.changeOrderId,
    optionTypes: options
      .filter((o) => o.subscriptionId === row.subscriptionId)
      .map((o) => ({
        serviceOptionId: o.serviceOptionId,
        subscriptionOptionId: o.subscriptionOptionId,
        name: o.name,
        usageCount: o.usageCount,
        minUsageCount: o.minUsageCount,
        maxUsageCount: o.maxUsageCount,
        fixed: rowRule({
          resourceCategory: o.resourceCategory,
          option: { minUsageCount: o.minUsageCount, maxUsageCount: o.maxUsageCount, usageCount: o.usageCount },
        }).fixed,
        tariff: {
          price: Number(o.price ?? o.orderedPrice),
          currencyCode: o.currencyCode ?? BILLING_CURRENCY,
          paymentPeriod: o.paymentPeriod,
        },
      })),
    monthSum: sums.get(row.subscriptionId) ?? 0,
  }));
  return { items, total, currencyCode: BILLING_CURRENCY };
}
