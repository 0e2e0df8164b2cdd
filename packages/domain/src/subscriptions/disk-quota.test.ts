import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISK_GB, diskQuotaGb, diskUnitsOf, includedDiskGb } from './disk-quota.ts';

describe('disk quota', () => {
  it('includes 5 GB for an application, 10 GB for a client-server kit, 30 GB for the ERP configuration', () => {
    expect(includedDiskGb({ serviceResourceCode: 'bp', kitResourceCode: 'bp-file' })).toBe(5);
    expect(includedDiskGb({ serviceResourceCode: 'bp', kitResourceCode: 'bp-clserver' })).toBe(10);
    expect(includedDiskGb({ serviceResourceCode: 'erp', kitResourceCode: 'erp-clserver' })).toBe(30);
    expect(includedDiskGb({ serviceResourceCode: null, kitResourceCode: null })).toBe(DEFAULT_DISK_GB.application);
  });

  it('shows the default plus the extra units, and takes back only the default plus whole 10 GB steps', () => {
    expect(diskQuotaGb(5, 0)).toBe(5);
    expect(diskQuotaGb(5, 2)).toBe(25);
    expect(diskUnitsOf(5, 25)).toBe(2);
    expect(diskUnitsOf(5, 5)).toBe(0);
    expect(diskUnitsOf(5, 0)).toBeNull();
    expect(diskUnitsOf(5, 20)).toBeNull();
    expect(diskUnitsOf(30, 20)).toBeNull();
    expect(diskUnitsOf(10, 15.5)).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(5, 10, 30), fc.integer({ min: 0, max: 50 }), (included, units) => {
        expect(diskUnitsOf(included, diskQuotaGb(included, units))).toBe(units);
      }),
    );
  });
});
