/** Properties of the calculator: no state it can reach breaks a bound or a dependency; totals are sums of their lines. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRow, removeRow, setRowCount, setRowService } from './licence-order.ts';
import { LICENCES, TABLE_2025 } from './fixtures.test-support.ts';
import { vmConfigFromQuery, vmConfigToQuery } from './query.ts';
import { licenceLines, linesTotal, summaryLines, vmLines } from './vm-price.ts';
import {
  CPU_MODELS,
  defaultVmConfig,
  DISK_TYPES,
  isWithin,
  setBackup,
  setCores,
  setCpuModel,
  setDisk,
  setIp,
  setOs,
  setRam,
  setRdp,
  setSql,
  sqlLicencesFor,
  VM_BOUNDS,
  type VmConfig,
} from './vm.ts';

const anyNumber = fc.oneof(fc.integer({ min: -50, max: 20_000 }), fc.double({ noNaN: false }));

/** Every action the calculator's controls can take. */
const action: fc.Arbitrary<(c: VmConfig) => VmConfig> = fc.oneof(
  anyNumber.map((n) => (c: VmConfig) => setCores(c, n)),
  anyNumber.map((n) => (c: VmConfig) => setRam(c, n)),
  fc.constantFrom('windows' as const, 'linux' as const).map((os) => (c: VmConfig) => setOs(c, os, 'orcaOS_LINUX_ALT')),
  fc.constantFrom(...CPU_MODELS).map((m) => (c: VmConfig) => setCpuModel(c, m)),
  fc.tuple(fc.constantFrom(...DISK_TYPES), fc.option(fc.boolean(), { nil: undefined }), fc.option(anyNumber, { nil: undefined })).map(
    ([type, checked, value]) =>
      (c: VmConfig) =>
        setDisk(c, type, { checked, value }),
  ),
  fc.tuple(fc.boolean(), anyNumber).map(
    ([checked, value]) =>
      (c: VmConfig) =>
        setBackup(c, { checked, value }),
  ),
  fc.tuple(fc.constantFrom('floatIP' as const, 'virtIPonPort' as const), fc.boolean(), anyNumber).map(
    ([which, checked, value]) =>
      (c: VmConfig) =>
        setIp(c, which, { checked, value }),
  ),
  fc.tuple(fc.boolean(), fc.option(anyNumber, { nil: undefined })).map(
    ([checked, count]) =>
      (c: VmConfig) =>
        setSql(c, { checked, count }),
  ),
  fc.tuple(fc.boolean(), fc.option(anyNumber, { nil: undefined })).map(
    ([checked, count]) =>
      (c: VmConfig) =>
        setRdp(c, { checked, count }),
  ),
  fc.constant((c: VmConfig) => addRow(c)),
  fc.nat(5).map((i) => (c: VmConfig) => removeRow(c, i)),
  fc.tuple(fc.nat(5), fc.constantFrom(...LICENCES.filter((l) => l.group !== 'ms'))).map(
    ([i, s]) =>
      (c: VmConfig) =>
        setRowService(c, i, s),
  ),
  fc.tuple(fc.nat(5), fc.constantFrom(...LICENCES.filter((l) => l.group !== 'ms')), fc.option(anyNumber, { nil: null })).map(
    ([i, s, n]) =>
      (c: VmConfig) =>
        setRowCount(c, i, s, n),
  ),
);

const reachable = fc.array(action, { maxLength: 40 }).map((actions) => actions.reduce((c, act) => act(c), defaultVmConfig()));

function expectWithinBounds(c: VmConfig): void {
  expect(isWithin(c.cores, VM_BOUNDS.cores)).toBe(true);
  expect(isWithin(c.ram, VM_BOUNDS.ram)).toBe(true);
  expect(c.ram).toBeGreaterThanOrEqual(c.cores);
  for (const disk of c.disks) expect(isWithin(disk.value, VM_BOUNDS.disk)).toBe(true);
  expect(isWithin(c.backup.value, VM_BOUNDS.backup)).toBe(true);
  expect(isWithin(c.floatIP.value, VM_BOUNDS.ip)).toBe(true);
  expect(isWithin(c.virtIPonPort.value, VM_BOUNDS.ip)).toBe(true);
  expect(isWithin(c.sqlServerLicense, VM_BOUNDS.sql)).toBe(true);
  expect(isWithin(c.rdpNum, VM_BOUNDS.rdp)).toBe(true);
  if (c.os === 'linux') expect(c.rdp).toBe(false);
  const chosen = c.services.filter((row) => row.serviceId);
  expect(new Set(chosen.map((row) => row.serviceId)).size).toBe(chosen.length);
  for (const row of chosen) {
    const service = LICENCES.find((l) => l.serviceId === row.serviceId);
    expect(service).toBeDefined();
    expect(row.orderCount).toBeGreaterThanOrEqual(service?.option.minUsageCount ?? 0);
    expect(row.orderCount).toBeLessThanOrEqual(service?.option.maxUsageCount ?? 0);
  }
}

const AT = new Date('2026-11-15T12:00:00+03:00');

describe('every state the calculator reaches', () => {
  it('keeps every bound and dependency', () => {
    fc.assert(fc.property(reachable, expectWithinBounds), { numRuns: 500 });
  });

  it('has SQL Server licences that follow the last change of cores', () => {
    fc.assert(
      fc.property(reachable, anyNumber, (config, cores) => {
        const next = setCores(config, cores);
        expect(next.sqlServerLicense).toBe(sqlLicencesFor(next.cores));
      }),
    );
  });

  it('has a total equal to the sum of its summary lines, the machine and the licences apart', () => {
    fc.assert(
      fc.property(reachable, (config) => {
        const lines = summaryLines(config, TABLE_2025, LICENCES, AT);
        const total = linesTotal(lines);
        expect(total).toBe(lines.reduce((sum, l) => sum + l.sum, 0));
        expect(total).toBe(linesTotal(vmLines(config, TABLE_2025, AT)) + linesTotal(licenceLines(config, LICENCES, AT)));
        for (const line of lines) expect(Number.isInteger(line.sum) && line.sum >= 0).toBe(true);
      }),
    );
  });

  it('survives its own link: the address gives the same configuration back', () => {
    fc.assert(
      fc.property(reachable, (config) => {
        const back = vmConfigFromQuery(vmConfigToQuery(config));
        expect(vmConfigToQuery(back)).toEqual(vmConfigToQuery(config));
        expect(linesTotal(summaryLines(back, TABLE_2025, LICENCES, AT))).toBe(linesTotal(summaryLines(config, TABLE_2025, LICENCES, AT)));
      }),
    );
  });
});

describe('any address', () => {
  it('opens a configuration within every bound', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.integer({ min: -10_000, max: 10_000 }).map(String)), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          os: value,
          linux: value,
          cpu: value,
          cores: value,
          ram: value,
          disks: value,
          backup: value,
          fip: value,
          vip: value,
          sql: value,
          rdp: value,
        }),
        (query) => {
          const config = vmConfigFromQuery(query);
          expectWithinBounds({ ...config, services: [] });
        },
      ),
      { numRuns: 500 },
    );
  });
});
