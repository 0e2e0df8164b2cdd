import { describe, expect, it } from 'vitest';
import { LICENCES } from './fixtures.test-support.ts';
import {
  addRow,
  chosenElsewhere,
  isLicenceCountChange,
  licenceCountChange,
  normalisedRows,
  removeRow,
  rowCount,
  rowRule,
  setRowCount,
  setRowService,
  startCount,
} from './licence-order.ts';
import { vmConfigFromQuery, vmConfigToQuery } from './query.ts';
import { defaultVmConfig, setCores, setOs, setRam, setRdp, setSql } from './vm.ts';

const byId = (id: string) => {
  const found = LICENCES.find((l) => l.serviceId === id);
  if (!found) throw new Error(id);
  return found;
};

describe('1C rows', () => {
  it('count within the option’s bounds; an empty count falls back to the minimum', () => {
    const client = byId('client');
    expect(rowCount(client, 150)).toBe(99);
    expect(rowCount(client, 0)).toBe(1);
    expect(rowCount(client, null)).toBe(1);
    expect(rowCount(client, Number.NaN)).toBe(1);
    expect(rowCount(client, 7)).toBe(7);
  });

  it('keep an orca-order licence at its fixed count', () => {
    const server = byId('server');
    expect(rowRule(server)).toEqual({ min: 1, max: 1, fixed: true });
    expect(startCount(server)).toBe(1);
    expect(rowCount(server, 5)).toBe(1);
  });

  it('disable a service chosen in another row, and refuse to choose it twice', () => {
    let config = addRow(addRow(defaultVmConfig()));
    config = setRowService(config, 0, byId('bp'));
    expect(chosenElsewhere(config.services, 1)).toEqual(new Set(['bp']));
    expect(chosenElsewhere(config.services, 0)).toEqual(new Set());
    expect(setRowService(config, 1, byId('bp'))).toBe(config);
  });

  it('are added, changed and removed', () => {
    let config = setRowService(addRow(defaultVmConfig()), 0, byId('client'));
    config = setRowCount(config, 0, byId('client'), 12);
    expect(config.services).toEqual([{ serviceId: 'client', orderCount: 12 }]);
    expect(removeRow(config, 0).services).toEqual([]);
  });

  it('from a link: unknown services, Microsoft ones and repeats are dropped, counts clamped', () => {
    const rows = normalisedRows(
      [
        { serviceId: 'bp', orderCount: 50 },
        { serviceId: 'bp', orderCount: 2 },
        { serviceId: 'sql', orderCount: 2 },
        { serviceId: 'nope', orderCount: 1 },
        { serviceId: '', orderCount: 0 },
      ],
      LICENCES,
    );
    expect(rows).toEqual([
      { serviceId: 'bp', orderCount: 10 },
      { serviceId: '', orderCount: 0 },
    ]);
  });
});

describe('the address', () => {
  it('keeps the whole configuration, and a plain calculator has a plain link', () => {
    expect(vmConfigToQuery(defaultVmConfig())).toEqual({});
    let config = setRdp(setSql(setRam(setCores(defaultVmConfig(), 6), 24), { checked: true, count: 4 }), { checked: true, count: 7 });
    config = setRowService(addRow(config), 0, byId('bp'));
    const query = vmConfigToQuery(config);
    expect(query).toEqual({ cores: '6', ram: '24', sql: '4', rdp: '7', svc: 'bp:1' });
    expect(vmConfigFromQuery(query)).toEqual(config);
  });

  it('reads the high model as the notes spell it (higcpu, not the request-only hicpu), and Linux without RDP', () => {
    const config = vmConfigFromQuery({ cpu: 'higcpu', os: 'linux', linux: 'orcaOS_LINUX_ALT', rdp: '5', disks: 'hssd:200' });
    expect(config.cpuModel).toBe('higcpu');
    expect(config.rdp).toBe(false);
    expect(config.linux).toBe('orcaOS_LINUX_ALT');
    expect(config.disks.filter((d) => d.checked)).toEqual([{ type: 'hssd', checked: true, value: 200 }]);
    expect(setOs(config, 'windows').os).toBe('windows');
  });

  it('applies cores before RAM, so RAM below the cores lowers them', () => {
    const config = vmConfigFromQuery({ cores: '8', ram: '4' });
    expect([config.cores, config.ram]).toEqual([4, 4]);
  });
});

describe('the licence count dialog', () => {
  const option = { minUsageCount: 1, maxUsageCount: 99 };
  it('accepts a changed count within bounds only', () => {
    expect(isLicenceCountChange(5, option, 3)).toBe(true);
    expect(isLicenceCountChange(3, option, 3)).toBe(false);
    expect(isLicenceCountChange(0, option, 3)).toBe(false);
    expect(isLicenceCountChange(100, option, 3)).toBe(false);
    expect(isLicenceCountChange(null, option, 3)).toBe(false);
    expect(isLicenceCountChange(2.5, option, 3)).toBe(false);
  });

  it('asks for one entry per unit added or removed', () => {
    const ids = { serviceOptionId: 'o', subscriptionOptionId: 'so' };
    expect(licenceCountChange(ids, 2, 4)).toEqual({ addOptions: [{ serviceOptionId: 'o' }, { serviceOptionId: 'o' }], removeOptions: [] });
    expect(licenceCountChange(ids, 4, 3)).toEqual({ addOptions: [], removeOptions: [{ subscriptionOptionId: 'so' }] });
  });
});
