/**
 * The cloud price list (document 2 §3 Price table, §9; document 3 "Cloud price reference"; decision 017): the tariffs
 * of the cloud desk's options, dated versions of one list. Which version prices a day, and the table a calculator reads.
 */
import type { DayKey } from '../billing/calendar.ts';
import type { PaymentPeriod } from '../pricing/pricing.ts';

/** The price table's keys (the spec names sql, rdp, floatIP and virtIPonPort) and the option each one prices. */
export const CLOUD_PRICE_CODES = {
  midcpu: 'orcaVM_CPU_MID',
  lowcpu: 'orcaVM_CPU_LOW',
  higcpu: 'orcaVM_CPU_HIGH',
  /** The request-only model has no price of its own in the spec: the High CPU's (decision 028). */
  hicpu: 'orcaVM_CPU_HIGH',
  ram: 'orcaVM_RAM',
  hdd: 'orcaVM_DISK_HDD',
  ssd: 'orcaVM_DISK_SSD',
  hssd: 'orcaVM_DISK_HSSD',
  hahssd: 'orcaVM_DISK_HAHSSD',
  backup: 'orcaVM_BACKUP',
  floatIP: 'orcaVM_FLOATIP',
  virtIPonPort: 'orcaVM_VIRTIP',
  windows: 'orcaOS_WINDOWS',
  sql: 'orcaMSSQL_STD_2vCPU',
  rdp: 'orcaMSRDP',
} as const;
export type CloudPriceKey = keyof typeof CLOUD_PRICE_CODES;

/** Linux variants are options of their own, each priced per virtual machine per day (the free one at 0). */
export const LINUX_CODE_PREFIX = 'orcaOS_LINUX_';
export function isLinuxCode(code: string): boolean {
  return code.startsWith(LINUX_CODE_PREFIX);
}

/** A price of the list: kopecks per unit per period. */
export type CloudPrice = { resourceCode: string; name: string; price: number; paymentPeriod: PaymentPeriod };
/** The list in force on a day, by resource code; an item absent from it cannot be chosen that day. */
export type CloudPriceTable = ReadonlyMap<string, CloudPrice>;

export function priceTableOf(prices: ReadonlyArray<CloudPrice>): CloudPriceTable {
  return new Map(prices.map((p) => [p.resourceCode, p]));
}

export function priceOf(table: CloudPriceTable, key: CloudPriceKey): CloudPrice | undefined {
  return table.get(CLOUD_PRICE_CODES[key]);
}

/** The Linux variants the list offers, in its order. */
export function linuxVariants(table: CloudPriceTable): CloudPrice[] {
  return [...table.values()].filter((p) => isLinuxCode(p.resourceCode));
}

/** A dated price: from a Moscow day on, until the next version. */
export type PriceVersion = { effectiveFrom: DayKey; price: number };

/** The version in force on a day: the latest that took effect on or before it; none before the first. */
export function versionOn<V extends PriceVersion>(versions: ReadonlyArray<V>, day: DayKey): V | undefined {
  let found: V | undefined;
  for (const version of versions) {
    if (version.effectiveFrom <= day && (!found || version.effectiveFrom > found.effectiveFrom)) found = version;
  }
  return found;
}

/** An option of the list with every version of its price. */
export type VersionedCloudPrice = Omit<CloudPrice, 'price'> & { versions: ReadonlyArray<PriceVersion> };

/** The list in force on a day: each item at its version of that day; items not yet (or no longer) priced are left out. */
export function priceListOn(items: ReadonlyArray<VersionedCloudPrice>, day: DayKey): CloudPrice[] {
  return items.flatMap(({ versions, ...item }) => {
    const version = versionOn(versions, day);
    return version ? [{ ...item, price: version.price }] : [];
  });
}

/** A day of the list as the page shows it: 'yyyy-MM-dd' → 'dd.MM.yyyy'. */
export function dayLabel(day: DayKey): string {
  return day.split('-').reverse().join('.');
}
