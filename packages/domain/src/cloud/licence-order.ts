/**
 * The licence order (document 2 §2 licence order form, §3 Licence option, Microsoft service; §5 the 1C count rules):
 * the orderable licences, the repeatable 1C rows and the orders they become — one POST /{type}/order per licence.
 */
import type { PaymentPeriod } from '../pricing/pricing.ts';
import { FIXED_COUNT_CATEGORY } from './categories.ts';
import { CLOUD_PRICE_CODES } from './prices.ts';
import { clamp, type Bounds, type VmConfig, type VmServiceRow } from './vm.ts';

/** Licence groups: Microsoft (applied software), 1C configurations, 1C licences. */
export const LICENCE_GROUPS = ['ms', 'conf', 'lic'] as const;
export type LicenceGroup = (typeof LICENCE_GROUPS)[number];

/** An orderable licence: a service of the cloud desk with its one kit and that kit's one option. */
export type LicenceService = {
  serviceId: string;
  name: string;
  resourceCode: string;
  resourceCategory: string;
  group: LicenceGroup;
  serviceKitId: string;
  option: {
    serviceOptionId: string;
    name: string;
    resourceCode: string;
    minUsageCount: number;
    maxUsageCount: number;
    usageCount: number;
    tariff: { price: number; currencyCode: string; paymentPeriod: PaymentPeriod } | null;
  };
};

export type RowRule = Bounds & { fixed: boolean };
/** What a count's rule needs of a licence. */
export type CountedLicence = {
  resourceCategory: string;
  option: Pick<LicenceService['option'], 'minUsageCount' | 'maxUsageCount' | 'usageCount'>;
};

/** A licence's count bounds; a fixed-count one (orca-order) has one count, its own usage count within its bounds. */
export function rowRule(service: CountedLicence): RowRule {
  const { minUsageCount: min, maxUsageCount: max, usageCount } = service.option;
  if (service.resourceCategory === FIXED_COUNT_CATEGORY) {
    const fixed = clamp(usageCount, { min, max });
    return { min: fixed, max: fixed, fixed: true };
  }
  return { min, max, fixed: false };
}

/** The count a new row starts with: the fixed one, else the minimum (at least one). */
export function startCount(service: CountedLicence): number {
  const rule = rowRule(service);
  return rule.fixed ? rule.min : Math.max(rule.min, Math.min(1, rule.max));
}

/** A typed count: empty (or not a number) falls back to the minimum; out of bounds is clamped; fixed stays fixed. */
export function rowCount(service: CountedLicence, typed: number | null): number {
  const rule = rowRule(service);
  if (typed === null || !Number.isFinite(typed)) return rule.min;
  return clamp(typed, rule);
}

/** Services chosen in the other rows: disabled in this row's select. */
export function chosenElsewhere(rows: readonly VmServiceRow[], index: number): ReadonlySet<string> {
  return new Set(rows.flatMap((row, i) => (i !== index && row.serviceId ? [row.serviceId] : [])));
}

/** The 1C rows' actions; each keeps one row per service and every count within its service's bounds. */
export function addRow(config: VmConfig): VmConfig {
  return { ...config, services: [...config.services, { serviceId: '', orderCount: 0 }] };
}

export function removeRow(config: VmConfig, index: number): VmConfig {
  return { ...config, services: config.services.filter((_, i) => i !== index) };
}

export function setRowService(config: VmConfig, index: number, service: LicenceService | null): VmConfig {
  if (service && chosenElsewhere(config.services, index).has(service.serviceId)) return config;
  return {
    ...config,
    services: config.services.map((row, i) =>
      i === index ? (service ? { serviceId: service.serviceId, orderCount: startCount(service) } : { serviceId: '', orderCount: 0 }) : row,
    ),
  };
}

export function setRowCount(config: VmConfig, index: number, service: LicenceService, typed: number | null): VmConfig {
  return {
    ...config,
    services: config.services.map((row, i) =>
      i === index && row.serviceId === service.serviceId ? { ...row, orderCount: rowCount(service, typed) } : row,
    ),
  };
}

/**
 * The rows as the catalogue allows them: unknown services and repeats dropped (an empty row kept), counts within
 * bounds. A link may carry anything; what the calculator holds is always this.
 */
export function normalisedRows(rows: readonly VmServiceRow[], services: readonly LicenceService[]): VmServiceRow[] {
  const seen = new Set<string>();
  const result: VmServiceRow[] = [];
  for (const row of rows) {
    if (!row.serviceId) {
      result.push({ serviceId: '', orderCount: 0 });
      continue;
    }
    const service = services.find((s) => s.serviceId === row.serviceId && s.group !== 'ms');
    if (!service || seen.has(service.serviceId)) continue;
    seen.add(service.serviceId);
    result.push({ serviceId: service.serviceId, orderCount: rowCount(service, row.orderCount) });
  }
  return result;
}

/** The Microsoft licence of a price key (sql, rdp) in the catalogue. */
export function msLicence(services: readonly LicenceService[], key: 'sql' | 'rdp'): LicenceService | undefined {
  return services.find((s) => s.option.resourceCode === CLOUD_PRICE_CODES[key]);
}

export type LicenceOrderScope = 'ms' | '1c' | 'all';

/** One licence the order buttons order: a POST /{type}/order with one serviceOptions entry per unit. */
export type LicenceOrderPlan = {
  type: string;
  service: LicenceService;
  count: number;
  serviceOptions: Array<{ serviceOptionId: string }>;
};

/** The licences chosen for an order button: Microsoft (SQL Server, RDP on Windows), the 1C rows, or both. */
export function licenceOrderPlans(config: VmConfig, services: readonly LicenceService[], scope: LicenceOrderScope): LicenceOrderPlan[] {
  const chosen: Array<{ service: LicenceService; count: number }> = [];
  if (scope !== '1c') {
    const sql = msLicence(services, 'sql');
    const rdp = msLicence(services, 'rdp');
    if (config.sqlServer && sql) chosen.push({ service: sql, count: config.sqlServerLicense });
    if (config.rdp && config.os === 'windows' && rdp) chosen.push({ service: rdp, count: config.rdpNum });
  }
  if (scope !== 'ms') {
    for (const row of normalisedRows(config.services, services)) {
      const service = services.find((s) => s.serviceId === row.serviceId);
      if (service) chosen.push({ service, count: row.orderCount });
    }
  }
  return chosen
    .filter(({ service, count }) => count > 0 && service.option.tariff !== null)
    .map(({ service, count }) => ({
      type: service.resourceCategory,
      service,
      count,
      serviceOptions: Array.from({ length: count }, () => ({ serviceOptionId: service.option.serviceOptionId })),
    }));
}

/** After a count change the licence is read again up to 5 times, 2 s apart, until its count is the new one (§4). */
export const LICENCE_CHANGE_POLL = { tries: 5, intervalMs: 2000 } as const;

/**
 * The edit dialog's value (document 2 §5): invalid when not a number, below the minimum, above the maximum, or equal
 * to the current count.
 */
export function isLicenceCountChange(
  value: number | null,
  option: { minUsageCount: number; maxUsageCount: number },
  current: number,
): boolean {
  return value !== null && Number.isInteger(value) && value >= option.minUsageCount && value <= option.maxUsageCount && value !== current;
}

/** The change payload from one count to another: one entry per unit added (by option) or removed (by subscription option). */
export function licenceCountChange(
  option: { serviceOptionId: string; subscriptionOptionId: string },
  from: number,
  to: number,
): { addOptions: Array<{ serviceOptionId: string }>; removeOptions: Array<{ subscriptionOptionId: string }> } {
  return {
    addOptions: Array.from({ length: Math.max(0, to - from) }, () => ({ serviceOptionId: option.serviceOptionId })),
    removeOptions: Array.from({ length: Math.max(0, from - to) }, () => ({ subscriptionOptionId: option.subscriptionOptionId })),
  };
}
