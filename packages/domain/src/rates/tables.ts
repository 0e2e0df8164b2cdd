/**
 * The rate pages' tables from the catalogue's dated tariffs (decision 022): each option at the version in force on
 * the day — the same versions the Market, the order forms, billing and the cloud calculator read — table 1 for the
 * options priced per day, table 1.1 for those priced per month. No price is stored for a rate page.
 */
import type { DayKey } from '../billing/calendar.ts';
import type { RateRow, RateTable } from '../api/rates.ts';
import { SERVICE_GROUPS } from '../api/catalogue.ts';
import { versionOn, type PriceVersion } from '../cloud/prices.ts';
import { RATE_TEXTS } from './rates.ts';

export type RateOption = {
  deskId: string;
  group: string;
  serviceName: string;
  kitName: string;
  name: string;
  resourceCode: string;
  paymentPeriod: 'd' | 'm';
  versions: ReadonlyArray<PriceVersion & { clientPrice: number | null }>;
};

/** The first day any option has a price: before it there is no price list at all. */
export function firstPriceDay(options: ReadonlyArray<RateOption>): DayKey | null {
  let first: DayKey | null = null;
  for (const option of options) for (const v of option.versions) if (first === null || v.effectiveFrom < first) first = v.effectiveFrom;
  return first;
}

/**
 * The rows of the options priced on a day. An option shared by many services (the 10 GB disk of every kit) is one row
 * named by itself; the same service's option with the same price in several kits is one row.
 */
type DayRow = RateRow & { paymentPeriod: 'd' | 'm'; group: string; deskId: string; shared: boolean };

export function rateRowsOn(options: ReadonlyArray<RateOption>, day: DayKey): DayRow[] {
  const servicesByCode = new Map<string, Set<string>>();
  for (const o of options) servicesByCode.set(o.resourceCode, (servicesByCode.get(o.resourceCode) ?? new Set()).add(o.serviceName));
  // A service with one production kit needs no kit name (the cloud's virtual machine, a licence).
  const kitsByService = new Map<string, Set<string>>();
  for (const o of options) kitsByService.set(o.serviceName, (kitsByService.get(o.serviceName) ?? new Set()).add(o.kitName));
  const seen = new Set<string>();
  const rows: DayRow[] = [];
  for (const option of options) {
    const version = versionOn(option.versions, day);
    if (!version) continue;
    const shared = (servicesByCode.get(option.resourceCode)?.size ?? 0) > 1;
    const key = shared
      ? `${option.resourceCode}|${version.price}|${version.clientPrice}`
      : `${option.serviceName}|${option.resourceCode}|${version.price}|${version.clientPrice}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      name: shared ? option.name : option.serviceName,
      variant: shared || (kitsByService.get(option.serviceName)?.size ?? 0) < 2 ? '' : option.kitName,
      option: shared ? '' : option.name,
      resourceCode: option.resourceCode,
      price: version.price,
      clientPrice: version.clientPrice,
      paymentPeriod: option.paymentPeriod,
      group: option.group,
      deskId: option.deskId,
      shared,
    });
  }
  return rows;
}

/** Table 1 (a day's unit) and table 1.1 (a month's) of a day; a table with no row is left out. */
export function rateTablesOn(options: ReadonlyArray<RateOption>, day: DayKey): RateTable[] {
  const rows = rateRowsOn(options, day);
  const tables: RateTable[] = [];
  for (const [number, period] of [
    ['1', 'd'],
    ['1.1', 'm'],
  ] as const) {
    const own = rows
      .filter((r) => r.paymentPeriod === period)
      .map(({ paymentPeriod: _p, group: _g, deskId: _d, shared: _s, ...row }) => row);
    if (own.length) tables.push({ number, title: RATE_TEXTS.tableTitle[period], paymentPeriod: period, rows: own });
  }
  return tables;
}

/** A catalogue group's name on screen (the Market's), or the code itself for a group the Market does not name. */
export function groupLabel(group: string): string {
  return group in SERVICE_GROUPS ? SERVICE_GROUPS[group as keyof typeof SERVICE_GROUPS] : group;
}

/** The industry programmes (the 1С:ГРМ configurations outside the typical ones) on a day, for the spreadsheet. */
export function industryRowsOn(options: ReadonlyArray<RateOption>, day: DayKey) {
  return rateRowsOn(options, day)
    .filter((r) => r.deskId === 'grm' && r.group !== 'typical' && !r.shared)
    .map((r) => ({ ...r, groupName: groupLabel(r.group) }));
}
