/**
 * The calculator's prices (document 2 §2, §9): each summary line is a price of the list in force times its quantity
 * for the month (a daily price × the days of the current month, a monthly one once); a total is the sum of its lines.
 * The browser computes them as the user types; the server computes the same for a request it records.
 */
import { monthlyCost } from '../pricing/pricing.ts';
import { type LicenceService, msLicence, normalisedRows } from './licence-order.ts';
import { type CloudPrice, type CloudPriceKey, type CloudPriceTable, CLOUD_PRICE_CODES, linuxVariants, priceOf } from './prices.ts';
import { CLOUD_TEXTS } from './texts.ts';
import { CPU_MODEL_LABELS, DISK_LABELS, windowsLicences, type VmConfig } from './vm.ts';

export type SummarySection = 'vm' | 'licences';

export type SummaryLine = {
  /** Stable within a configuration: the price key, the Linux variant's code or the licence's service id. */
  key: string;
  section: SummarySection;
  label: string;
  quantity: number;
  /** Kopecks per unit per period. */
  unitPrice: number;
  paymentPeriod: 'd' | 'm';
  /** The month's sum, kopecks. */
  sum: number;
};

function line(
  section: SummarySection,
  key: string,
  label: string,
  price: Pick<CloudPrice, 'price' | 'paymentPeriod'>,
  quantity: number,
  at: Date,
): SummaryLine {
  const sum = monthlyCost({ price: price.price, clientPrice: null, paymentPeriod: price.paymentPeriod }, quantity, at).partner;
  return { key, section, label, quantity, unitPrice: price.price, paymentPeriod: price.paymentPeriod, sum };
}

/** The Linux variant a configuration runs: its own when the list has it, else the list's first. */
export function linuxVariantOf(config: Pick<VmConfig, 'linux'>, table: CloudPriceTable): CloudPrice | undefined {
  const variants = linuxVariants(table);
  return variants.find((v) => v.resourceCode === config.linux) ?? variants[0];
}

/** The priced items a configuration chooses, by the key that prices each and its quantity. */
type VmItem = { key: string; label: string; price: CloudPrice | undefined; quantity: number };

function vmItems(config: VmConfig, table: CloudPriceTable): VmItem[] {
  const keyed = (key: CloudPriceKey, label: string, quantity: number): VmItem => ({ key, label, price: priceOf(table, key), quantity });
  const items: VmItem[] = [
    keyed(config.cpuModel, `vCPU (${CPU_MODEL_LABELS[config.cpuModel]})`, config.cores),
    keyed('ram', 'RAM, ГБ', config.ram),
    ...config.disks.filter((d) => d.checked).map((d) => keyed(d.type, `${DISK_LABELS[d.type]}, ГБ`, d.value)),
  ];
  if (config.backup.checked) items.push(keyed('backup', `${CLOUD_TEXTS.backup}, ГБ`, config.backup.value));
  if (config.floatIP.checked) items.push(keyed('floatIP', CLOUD_TEXTS.floatIP, config.floatIP.value));
  if (config.virtIPonPort.checked) items.push(keyed('virtIPonPort', CLOUD_TEXTS.virtIPonPort, config.virtIPonPort.value));
  if (config.os === 'windows') {
    items.push(keyed('windows', CLOUD_TEXTS.windows, windowsLicences(config)));
  } else {
    const variant = linuxVariantOf(config, table);
    items.push({ key: variant?.resourceCode ?? 'linux', label: variant?.name ?? 'Linux', price: variant, quantity: 1 });
  }
  return items;
}

/** The machine's lines: processor, RAM, checked disks, backup, IPs, the OS (Windows per core, a Linux variant per VM). */
export function vmLines(config: VmConfig, table: CloudPriceTable, at: Date): SummaryLine[] {
  return vmItems(config, table).flatMap((item) => (item.price ? [line('vm', item.key, item.label, item.price, item.quantity, at)] : []));
}

/** The machine as units of the list's options (a VM subscription's counts by resource code): what it prices. */
export function vmResourceCounts(config: VmConfig, table: CloudPriceTable): Array<{ resourceCode: string; quantity: number }> {
  return vmItems(config, table).flatMap((item) => (item.price ? [{ resourceCode: item.price.resourceCode, quantity: item.quantity }] : []));
}

/** What the configuration chooses that the list in force does not price: it cannot be requested so. */
export function unpricedChoices(config: VmConfig, table: CloudPriceTable): string[] {
  return vmItems(config, table)
    .filter((item) => !item.price)
    .map((item) => item.label);
}

/** The licence order's lines: SQL Server, RDP (Windows only) and the 1C rows, at their licences' tariffs. */
export function licenceLines(config: VmConfig, services: readonly LicenceService[], at: Date): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const add = (service: LicenceService | undefined, label: string, quantity: number) => {
    const tariff = service?.option.tariff;
    if (service && tariff && quantity > 0) lines.push(line('licences', service.serviceId, label, tariff, quantity, at));
  };
  if (config.sqlServer) add(msLicence(services, 'sql'), CLOUD_TEXTS.sqlServer, config.sqlServerLicense);
  if (config.rdp && config.os === 'windows') add(msLicence(services, 'rdp'), CLOUD_TEXTS.rdp, config.rdpNum);
  for (const row of normalisedRows(config.services, services)) {
    const service = services.find((s) => s.serviceId === row.serviceId);
    if (service) add(service, service.name, row.orderCount);
  }
  return lines;
}

export function linesTotal(lines: ReadonlyArray<Pick<SummaryLine, 'sum'>>): number {
  return lines.reduce((total, l) => total + l.sum, 0);
}

/** A 1C row's month: its licence's tariff × the count (a daily tariff over the days of the current month). */
export function rowMonthSum(service: LicenceService, count: number, at: Date): number {
  const tariff = service.option.tariff;
  return tariff ? monthlyCost({ price: tariff.price, clientPrice: null, paymentPeriod: tariff.paymentPeriod }, count, at).partner : 0;
}

/** Every summary line, the machine's first; the summary's total per month is their sum. */
export function summaryLines(config: VmConfig, table: CloudPriceTable, services: readonly LicenceService[], at: Date): SummaryLine[] {
  return [...vmLines(config, table, at), ...licenceLines(config, services, at)];
}

/** The price key of the processor model (for the model select: a model the list does not price is disabled). */
export function cpuPriceCode(model: VmConfig['cpuModel']): string {
  return CLOUD_PRICE_CODES[model];
}

/** A configuration in one line, for the operators' queue: '6 vCPU Middle CPU / 24 ГБ RAM · Windows Server · HDD 20 ГБ'. */
export function vmConfigLine(config: VmConfig): string {
  const disks = config.disks.filter((d) => d.checked).map((d) => `${DISK_LABELS[d.type]} ${d.value} ГБ`);
  const parts = [
    `${config.cores} vCPU ${CPU_MODEL_LABELS[config.cpuModel]} / ${config.ram} ГБ RAM`,
    config.os === 'windows' ? CLOUD_TEXTS.windows : `Linux${config.linux ? ` (${config.linux})` : ''}`,
    ...disks,
  ];
  if (config.backup.checked) parts.push(`${CLOUD_TEXTS.backup} ${config.backup.value} ГБ`);
  if (config.floatIP.checked) parts.push(`${CLOUD_TEXTS.floatIP} × ${config.floatIP.value}`);
  if (config.virtIPonPort.checked) parts.push(`${CLOUD_TEXTS.virtIPonPort} × ${config.virtIPonPort.value}`);
  if (config.sqlServer) parts.push(`SQL Server × ${config.sqlServerLicense}`);
  if (config.rdp) parts.push(`RDP × ${config.rdpNum}`);
  return parts.join(' · ');
}
