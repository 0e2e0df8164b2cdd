import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCES, PRICES_2025, TABLE_2025 } from './fixtures.test-support.ts';
import { licenceOrderPlans, setRowService, addRow } from './licence-order.ts';
import { billedProduct } from './categories.ts';
import { CLOUD_PRICE_CODES, priceListOn, priceTableOf, versionOn, type PriceVersion, type VersionedCloudPrice } from './prices.ts';
import { licenceLines, linesTotal, unpricedChoices, vmConfigLine, vmLines } from './vm-price.ts';
import { defaultVmConfig, setBackup, setCores, setOs, setRam, setRdp, setSql } from './vm.ts';

// November 2026 has 30 days.
const NOVEMBER = new Date('2026-11-20T10:00:00+03:00');

describe('a Windows VM with SQL Server and RDP', () => {
  const config = setRdp(setSql(setRam(setCores(defaultVmConfig(), 4), 8), { checked: true }), { checked: true, count: 3 });

  it('prices the machine: daily items × 30 days, Windows per core per month', () => {
    const lines = vmLines(config, TABLE_2025, NOVEMBER);
    expect(lines.map((l) => [l.key, l.quantity, l.sum])).toEqual([
      ['midcpu', 4, 1785 * 4 * 30],
      ['ram', 8, 466 * 8 * 30],
      ['hdd', 20, 10 * 20 * 30],
      ['ssd', 10, 27 * 10 * 30],
      ['windows', 4, 50925 * 4],
    ]);
    expect(linesTotal(lines)).toBe(543_840);
  });

  it('prices the licences monthly: 2 SQL Server (4 vCPU) and 3 RDP', () => {
    const lines = licenceLines(config, LICENCES, NOVEMBER);
    expect(lines.map((l) => [l.label, l.quantity, l.sum])).toEqual([
      ['Лицензии Microsoft SQL Server', 2, 3_325_770 * 2],
      ['Лицензии Windows RDP', 3, 147_105 * 3],
    ]);
    expect(linesTotal(lines)).toBe(7_092_855);
  });

  it('drops RDP on Linux and prices the Linux variant per VM per day', () => {
    const linux = setOs(config, 'linux', 'orcaOS_LINUX_ALT');
    expect(licenceLines(linux, LICENCES, NOVEMBER).map((l) => l.label)).toEqual(['Лицензии Microsoft SQL Server']);
    expect(vmLines(linux, TABLE_2025, NOVEMBER).at(-1)).toMatchObject({ key: 'orcaOS_LINUX_ALT', quantity: 1, sum: 1848 * 30 });
  });

  it('names what the list in force does not price', () => {
    const withBackup = setBackup(config, { checked: true, value: 50 });
    const without = priceTableOf(PRICES_2025.filter((p) => p.resourceCode !== CLOUD_PRICE_CODES.backup));
    expect(unpricedChoices(withBackup, TABLE_2025)).toEqual([]);
    expect(unpricedChoices(withBackup, without)).toEqual(['Резервное копирование, ГБ']);
  });
});

describe('licence orders', () => {
  it('order Microsoft, 1C or all, one order per licence with one entry per unit', () => {
    let config = setSql(defaultVmConfig(), { checked: true, count: 3 });
    config = setRowService(addRow(config), 0, LICENCES.find((l) => l.serviceId === 'server') ?? null);
    expect(licenceOrderPlans(config, LICENCES, 'ms').map((p) => [p.type, p.count, p.serviceOptions.length])).toEqual([['orca-ms', 3, 3]]);
    expect(licenceOrderPlans(config, LICENCES, '1c').map((p) => [p.type, p.count])).toEqual([['orca-order', 1]]);
    expect(licenceOrderPlans(config, LICENCES, 'all')).toHaveLength(2);
    expect(licenceOrderPlans(defaultVmConfig(), LICENCES, 'all')).toEqual([]);
  });
});

describe('the price of a day', () => {
  const versions = fc
    .uniqueArray(fc.date({ min: new Date('2023-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }), {
      minLength: 1,
      maxLength: 6,
      selector: (d) => d.toISOString().slice(0, 10),
    })
    .chain((dates) =>
      fc.tuple(
        ...dates.map((d) => fc.nat(1_000_000).map((price): PriceVersion => ({ effectiveFrom: d.toISOString().slice(0, 10), price }))),
      ),
    );
  const day = fc
    .date({ min: new Date('2022-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('is the version in force that day: the latest taken effect, none before the first', () => {
    fc.assert(
      fc.property(versions, day, (list, on) => {
        const found = versionOn(list, on);
        const taken = list.filter((v) => v.effectiveFrom <= on);
        if (taken.length === 0) expect(found).toBeUndefined();
        else
          expect(found?.effectiveFrom).toBe(
            taken
              .map((v) => v.effectiveFrom)
              .sort()
              .at(-1),
          );
      }),
    );
  });

  it('prices a calculation with the list in force that day (the spec’s two sets)', () => {
    const items: VersionedCloudPrice[] = [
      {
        resourceCode: CLOUD_PRICE_CODES.windows,
        name: 'Windows Server',
        paymentPeriod: 'm',
        versions: [
          { effectiveFrom: '2024-01-01', price: 40_320 },
          { effectiveFrom: '2025-01-01', price: 50_925 },
        ],
      },
      {
        resourceCode: CLOUD_PRICE_CODES.backup,
        name: 'Backup',
        paymentPeriod: 'd',
        versions: [{ effectiveFrom: '2025-01-01', price: 12 }],
      },
    ];
    expect(priceListOn(items, '2023-12-31')).toEqual([]);
    expect(priceListOn(items, '2024-12-31').map((p) => p.price)).toEqual([40_320]);
    expect(priceListOn(items, '2025-01-01').map((p) => p.price)).toEqual([50_925, 12]);
  });
});

describe('billing’s products', () => {
  it('tells a cloud subscription by its options’ codes', () => {
    expect(billedProduct({ options: [{ nomenclatureSerial: CLOUD_PRICE_CODES.sql }] })).toBe('oi');
    expect(billedProduct({ options: [{ nomenclatureSerial: 'orcaVM_RAM' }, { nomenclatureSerial: 'orcaVM_CPU_MID' }] })).toBe('oi');
    expect(billedProduct({ options: [{ nomenclatureSerial: 'bp-seat' }] })).toBe('grm');
    expect(billedProduct({ options: [] })).toBe('grm');
  });
});

describe('a configuration in one line', () => {
  it('names the machine for the operators', () => {
    const config = setSql(setRam(setCores(defaultVmConfig(), 6), 24), { checked: true });
    expect(vmConfigLine(config)).toBe('6 vCPU Middle CPU / 24 ГБ RAM · Windows Server · HDD 20 ГБ · SSD 10 ГБ · SQL Server × 3');
  });
});
