import { DISK_10GB_CODE, DISK_QUOTA_MESSAGES, ORDER_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { detailOf, optionOf } from './detail-fixture.test-support';
import { daysFromToday, EDIT_MESSAGES, editDefaults, editDeletion, editProblems, editTargets } from './subscription-edit';

const disk = optionOf({
  subscriptionOptionId: 'so-disk',
  serviceOptionId: 'opt-disk',
  resourceCode: DISK_10GB_CODE,
  resourceCategory: '1c-ecw-disk',
  usageCount: 2,
  minUsageCount: 0,
  maxUsageCount: 50,
});
const detail = detailOf({ serviceOptions: [optionOf(), disk] });
const today = new Date(2026, 10, 23, 15, 0);

describe('editDefaults', () => {
  it('shows the disk quota (the default plus the extra units) in GB, the seats, and the planned date', () => {
    expect(editDefaults(detail)).toEqual({ diskQuotaGb: 25, workplaces: 3, deletionDate: '' });
    // No extra unit: the default alone, never 0 GB.
    const noExtra = { ...detail, serviceOptions: [optionOf(), { ...disk, usageCount: 0 }] };
    expect(editDefaults(noExtra).diskQuotaGb).toBe(5);
    expect(editDefaults({ ...noExtra, includedDiskGb: 10 }).diskQuotaGb).toBe(10);
    expect(editDefaults({ ...noExtra, includedDiskGb: 30 }).diskQuotaGb).toBe(30);
    expect(editDefaults({ ...detail, expirationDate: new Date(2026, 10, 25, 12).toISOString() }).deletionDate).toBe('2026-11-25');
  });
});

describe('editProblems', () => {
  it('wants the disk as the default plus 10 GB steps within its bounds and the seats within theirs', () => {
    expect(editProblems(detail, { diskQuotaGb: 20, workplaces: 3 }, today)).toEqual([
      { field: 'diskQuotaGb', message: DISK_QUOTA_MESSAGES.steps(5) },
    ]);
    expect(editProblems(detail, { diskQuotaGb: 5, workplaces: 3 }, today)).toEqual([]);
    expect(editProblems(detail, { diskQuotaGb: 0, workplaces: 3 }, today)).toEqual([
      { field: 'diskQuotaGb', message: ORDER_MESSAGES.countOutOfRange(5, 505) },
    ]);
    expect(editProblems(detail, { diskQuotaGb: 515, workplaces: 0 }, today)).toEqual([
      { field: 'diskQuotaGb', message: ORDER_MESSAGES.countOutOfRange(5, 505) },
      { field: 'workplaces', message: ORDER_MESSAGES.countOutOfRange(1, 99) },
    ]);
  });

  it('takes a deletion date from today to 7 days ahead', () => {
    expect(editProblems(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate: '2026-11-23' }, today)).toEqual([]);
    expect(editProblems(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate: '2026-11-30' }, today)).toEqual([]);
    for (const deletionDate of ['2026-11-22', '2026-12-01']) {
      expect(editProblems(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate }, today)).toEqual([
        { field: 'deletionDate', message: EDIT_MESSAGES.deletionDate },
      ]);
    }
  });
});

describe('editTargets', () => {
  it('asks only the counts that change', () => {
    expect(editTargets(detail, { diskQuotaGb: 25, workplaces: 3 })).toEqual(new Map());
    expect(editTargets(detail, { diskQuotaGb: 45, workplaces: 2 })).toEqual(
      new Map([
        ['opt-disk', 4],
        ['opt-seat', 2],
      ]),
    );
  });

  it('keeps the seats of a direct subscription and an old disk as they are', () => {
    expect(editTargets({ ...detail, isDirectSubscription: true }, { diskQuotaGb: 25, workplaces: 5 })).toEqual(new Map());
    const old = {
      ...detail,
      serviceOptions: [
        ...detail.serviceOptions,
        optionOf({ serviceOptionId: 'opt-hdd', resourceCode: '1c-ecw-disk-hdd', resourceCategory: '1c-ecw-disk' }),
      ],
    };
    expect(editTargets(old, { diskQuotaGb: 40, workplaces: 3 })).toEqual(new Map());
  });
});

describe('editDeletion', () => {
  it('plans, moves, deletes at once or cancels by the date', () => {
    expect(editDeletion(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate: '' }, today)).toBeNull();
    expect(editDeletion(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate: '2026-11-26' }, today)).toEqual({ delayDays: 3 });
    expect(editDeletion(detail, { diskQuotaGb: 25, workplaces: 3, deletionDate: '2026-11-23' }, today)).toEqual({ delayDays: 0 });
    const planned = { ...detail, expirationDate: new Date(2026, 10, 25, 12).toISOString() };
    expect(editDeletion(planned, { diskQuotaGb: 25, workplaces: 3, deletionDate: '' }, today)).toBe('cancel');
    expect(editDeletion(planned, { diskQuotaGb: 25, workplaces: 3, deletionDate: '2026-11-25' }, today)).toBeNull();
  });

  it('counts whole days in the browser’s calendar', () => {
    expect(daysFromToday('2026-11-24', new Date(2026, 10, 23, 23, 59))).toBe(1);
  });
});
