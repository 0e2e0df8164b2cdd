/** Test data of the cloud rules: a price list of the spec's 2025 set and licences as the catalogue seeds them. */
import type { LicenceService } from './licence-order.ts';
import { type CloudPrice, CLOUD_PRICE_CODES, priceTableOf } from './prices.ts';

const price = (resourceCode: string, name: string, rubles: number, paymentPeriod: 'd' | 'm'): CloudPrice => ({
  resourceCode,
  name,
  price: Math.round(rubles * 100),
  paymentPeriod,
});

export const PRICES_2025: CloudPrice[] = [
  price(CLOUD_PRICE_CODES.midcpu, 'vCPU Middle CPU', 17.85, 'd'),
  price(CLOUD_PRICE_CODES.lowcpu, 'vCPU Low CPU', 17.34, 'd'),
  price(CLOUD_PRICE_CODES.higcpu, 'vCPU High CPU', 27.44, 'd'),
  price(CLOUD_PRICE_CODES.ram, 'RAM', 4.66, 'd'),
  price(CLOUD_PRICE_CODES.hdd, 'HDD', 0.1, 'd'),
  price(CLOUD_PRICE_CODES.ssd, 'SSD', 0.27, 'd'),
  price(CLOUD_PRICE_CODES.hssd, 'SSD High IOPS', 0.33, 'd'),
  price(CLOUD_PRICE_CODES.hahssd, 'SSD High IOPS (HA)', 0.37, 'd'),
  price(CLOUD_PRICE_CODES.backup, 'Backup', 0.12, 'd'),
  price(CLOUD_PRICE_CODES.floatIP, 'Floating IP', 119, 'm'),
  price(CLOUD_PRICE_CODES.virtIPonPort, 'Virtual IP', 119, 'm'),
  price(CLOUD_PRICE_CODES.windows, 'Windows Server', 509.25, 'm'),
  price('orcaOS_LINUX_FREE', 'Linux', 0, 'd'),
  price('orcaOS_LINUX_ALT', 'Альт Сервер', 18.48, 'd'),
];
export const TABLE_2025 = priceTableOf(PRICES_2025);

const licence = (
  serviceId: string,
  name: string,
  code: string,
  category: string,
  group: LicenceService['group'],
  rubles: number,
  period: 'd' | 'm',
  bounds: [number, number, number],
): LicenceService => ({
  serviceId,
  name,
  resourceCode: code,
  resourceCategory: category,
  group,
  serviceKitId: `${serviceId}-kit`,
  option: {
    serviceOptionId: `${serviceId}-option`,
    name,
    resourceCode: code,
    minUsageCount: bounds[0],
    maxUsageCount: bounds[1],
    usageCount: bounds[2],
    tariff: { price: Math.round(rubles * 100), currencyCode: 'RUB', paymentPeriod: period },
  },
});

export const LICENCES: LicenceService[] = [
  licence('sql', 'Microsoft SQL Server Standard', CLOUD_PRICE_CODES.sql, 'orca-ms', 'ms', 33257.7, 'm', [2, 10, 2]),
  licence('rdp', 'Microsoft Windows RDP', CLOUD_PRICE_CODES.rdp, 'orca-ms', 'ms', 1471.05, 'm', [1, 100, 1]),
  licence('bp', '1С:Бухгалтерия предприятия', 'orca1C_BP', 'orca-1c', 'conf', 15, 'd', [1, 10, 1]),
  licence('client', 'Клиентская лицензия 1С', 'orca1C_CLIENT', 'orca-1c', 'lic', 12.5, 'd', [1, 99, 1]),
  licence('server', 'Лицензия на сервер 1С', 'orca1C_SERVER', 'orca-order', 'lic', 95, 'd', [1, 1, 1]),
];
