import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../api/order.ts';
import { CHANGE_MESSAGES, DISK_10GB_CODE, DISK_CATEGORY, EDIT_STATUSES, OLD_DISK_CODES } from '../api/subscription-management-texts.ts';
import {
  buildChange,
  checkChange,
  optionEditRule,
  planChange,
  targetCounts,
  warnsRestart,
  type ChangeableOption,
  type ChangeSubject,
} from './option-change.ts';
import { prepaidRangeEnd } from './prepaid.ts';

const TODAY = '2026-11-23';
const plain: ChangeSubject = { isDirectSubscription: false, seatTiers: false };
const direct: ChangeSubject = { isDirectSubscription: true, seatTiers: false };

const seat = (over: Partial<ChangeableOption> = {}): ChangeableOption => ({
  serviceOptionId: 'seat',
  subscriptionOptionId: 'sub-seat',
  resourceCode: 'bp-seat',
  resourceCategory: '1c_ecw_application',
  usageCount: 2,
  minUsageCount: 1,
  maxUsageCount: 99,
  editStatus: 'EDITABLE',
  prepaid: null,
  ...over,
});
const disk = (over: Partial<ChangeableOption> = {}): ChangeableOption => ({
  serviceOptionId: 'disk',
  subscriptionOptionId: null,
  resourceCode: DISK_10GB_CODE,
  resourceCategory: DISK_CATEGORY,
  usageCount: 0,
  minUsageCount: 0,
  maxUsageCount: 50,
  editStatus: 'EDITABLE',
  prepaid: null,
  ...over,
});
const add = (id: string, times = 1) => Array.from({ length: times }, () => ({ serviceOptionId: id }));
const remove = (id: string, times = 1) => Array.from({ length: times }, () => ({ subscriptionOptionId: id }));
const plan = (options: ChangeableOption[], request: { addOptions?: object[]; removeOptions?: object[] }, subject = plain) =>
  planChange(
    options,
    {
      addOptions: (request.addOptions ?? []) as Array<{ serviceOptionId: string }>,
      removeOptions: (request.removeOptions ?? []) as Array<{ subscriptionOptionId: string }>,
    },
    subject,
    TODAY,
  );
const refusal = (result: ReturnType<typeof plan>) => (result.ok ? null : result.violation.message);

describe('targetCounts', () => {
  it('adds one unit per added entry and takes one per removed entry; options not named keep their counts', () => {
    const result = targetCounts([seat(), disk()], { addOptions: add('disk', 3), removeOptions: remove('sub-seat') });
    expect(result).toEqual({
      ok: true,
      targets: new Map([
        ['seat', 1],
        ['disk', 3],
      ]),
    });
  });

  it('refuses an option of another kit and a subscription option the subscription does not have', () => {
    expect(refusal(plan([seat()], { addOptions: add('elsewhere') }))).toBe(CHANGE_MESSAGES.optionNotInKit);
    expect(refusal(plan([seat(), disk()], { removeOptions: remove('sub-other') }))).toBe(CHANGE_MESSAGES.optionNotFound);
  });
});

describe('checkChange and planChange', () => {
  it('accepts a seat increase and a seat decrease within the bounds', () => {
    expect(plan([seat()], { addOptions: add('seat', 3) })).toEqual({ ok: true, targets: new Map([['seat', 5]]) });
    expect(plan([seat()], { removeOptions: remove('sub-seat') })).toEqual({ ok: true, targets: new Map([['seat', 1]]) });
  });

  it('refuses a change that changes nothing, also when it adds and removes the same units', () => {
    expect(refusal(plan([seat()], {}))).toBe(CHANGE_MESSAGES.nothingChanged);
    expect(refusal(plan([seat()], { addOptions: add('seat'), removeOptions: remove('sub-seat') }))).toBe(CHANGE_MESSAGES.nothingChanged);
  });

  it('keeps every changed option within its bounds, with the order form’s message', () => {
    expect(refusal(plan([seat()], { removeOptions: remove('sub-seat', 2) }))).toBe(ORDER_MESSAGES.countOutOfRange(1, 99));
    expect(refusal(plan([seat({ usageCount: 99 })], { addOptions: add('seat') }))).toBe(ORDER_MESSAGES.countOutOfRange(1, 99));
    expect(refusal(plan([seat({ usageCount: 1, minUsageCount: 0 })], { removeOptions: remove('sub-seat', 2) }))).toBe(
      ORDER_MESSAGES.countOutOfRange(0, 99),
    );
  });

  it('judges the bounds of the options changed only: an unchanged option below its minimum does not stop a disk change', () => {
    expect(plan([seat({ usageCount: 0, subscriptionOptionId: null }), disk()], { addOptions: add('disk') }).ok).toBe(true);
  });

  it('refuses options edited in the administration area, locked options and old disk types', () => {
    expect(refusal(plan([seat({ editStatus: 'ADMIN_AREA' })], { addOptions: add('seat') }))).toBe(CHANGE_MESSAGES.adminAreaOnly);
    expect(refusal(plan([seat({ editStatus: 'LOCKED' })], { addOptions: add('seat') }))).toBe(CHANGE_MESSAGES.locked);
    for (const code of OLD_DISK_CODES) {
      const old = disk({ resourceCode: code, usageCount: 2, subscriptionOptionId: 'sub-old' });
      expect(refusal(plan([old], { removeOptions: remove('sub-old') }))).toBe(CHANGE_MESSAGES.oldDisk);
    }
  });

  it('lets a direct subscription change its disk only', () => {
    expect(refusal(plan([seat(), disk()], { addOptions: add('seat') }, direct))).toBe(CHANGE_MESSAGES.directSubscription);
    expect(plan([seat(), disk()], { addOptions: add('disk', 2) }, direct).ok).toBe(true);
  });

  it('refuses lowering a prepaid option before its paid range ends, and allows raising it or lowering it afterwards', () => {
    const prepaid = seat({ usageCount: 5, prepaid: { from: '2026-10-01', months: 3 } });
    expect(refusal(plan([prepaid], { removeOptions: remove('sub-seat') }))).toBe(CHANGE_MESSAGES.prepayUnavailable);
    expect(plan([prepaid], { addOptions: add('seat') }).ok).toBe(true);
    expect(checkChange([prepaid], new Map([['seat', 4]]), plain, '2027-01-01')).toBeNull();
    expect(checkChange([prepaid], new Map([['seat', 4]]), plain, '2026-12-31')?.message).toBe(CHANGE_MESSAGES.prepayUnavailable);
  });

  it('keeps a per-seat product on exactly one tier', () => {
    const tier = (id: string, min: number, max: number, count: number): ChangeableOption =>
      seat({ serviceOptionId: id, subscriptionOptionId: `sub-${id}`, minUsageCount: min, maxUsageCount: max, usageCount: count });
    const tiers = [tier('t5', 5, 9, 9), tier('t10', 10, 14, 0)];
    const tiered = { isDirectSubscription: false, seatTiers: true };
    expect(plan(tiers, { addOptions: add('t10', 10), removeOptions: remove('sub-t5', 9) }, tiered).ok).toBe(true);
    expect(refusal(plan(tiers, { addOptions: add('t5') }, tiered))).toBe(ORDER_MESSAGES.countOutOfRange(5, 14));
    expect(refusal(plan(tiers, { addOptions: add('t10', 10) }, tiered))).toBe(ORDER_MESSAGES.countOutOfRange(5, 14));
  });
});

describe('buildChange and warnsRestart', () => {
  it('builds one entry per unit: added by service option, removed by subscription option', () => {
    const change = buildChange(
      [seat(), disk()],
      new Map([
        ['seat', 1],
        ['disk', 2],
      ]),
    );
    expect(change).toEqual({ addOptions: add('disk', 2), removeOptions: remove('sub-seat') });
    expect(buildChange([seat()], new Map([['seat', 2]]))).toEqual({ addOptions: [], removeOptions: [] });
    // An option the subscription does not hold has no units to remove.
    expect(() => buildChange([disk({ usageCount: 1 })], new Map([['disk', 0]]))).toThrow();
  });

  it('warns of the restart when workplaces go down, not when the disk does', () => {
    const options = [seat(), disk({ usageCount: 2, subscriptionOptionId: 'sub-disk' })];
    expect(warnsRestart(options, new Map([['seat', 1]]))).toBe(true);
    expect(
      warnsRestart(
        options,
        new Map([
          ['seat', 3],
          ['disk', 1],
        ]),
      ),
    ).toBe(false);
  });
});

describe('optionEditRule', () => {
  const deployed = { isDirectSubscription: false, deployStatus: 'DEPLOYED', changeOrderId: null };

  it('lets the dialog raise and lower an ordinary option without a message', () => {
    expect(optionEditRule(seat(), deployed)).toEqual({ increase: true, decrease: true, message: null, checksPrepay: false });
  });

  it('never raises the 10 GB disk in the option dialog, and says so', () => {
    expect(optionEditRule(disk(), deployed)).toEqual({
      increase: false,
      decrease: true,
      message: CHANGE_MESSAGES.disk10GbNoIncrease,
      checksPrepay: false,
    });
  });

  it('shows the administration area, the old disk, the direct subscription, a change in progress and a stopped subscription', () => {
    const readOnly = (message: string) => ({ increase: false, decrease: false, message, checksPrepay: false });
    expect(optionEditRule(seat({ editStatus: 'ADMIN_AREA' }), deployed)).toEqual(readOnly(CHANGE_MESSAGES.adminAreaOnly));
    expect(optionEditRule(disk({ resourceCode: OLD_DISK_CODES[0] ?? '' }), deployed)).toEqual(readOnly(CHANGE_MESSAGES.oldDisk));
    expect(optionEditRule(seat(), { ...deployed, isDirectSubscription: true })).toEqual(readOnly(CHANGE_MESSAGES.directSubscription));
    expect(optionEditRule(seat(), { ...deployed, changeOrderId: 'order' })).toEqual(readOnly(CHANGE_MESSAGES.changeInProgress));
    expect(optionEditRule(seat(), { ...deployed, deployStatus: 'DELETING' })).toEqual(readOnly(CHANGE_MESSAGES.notDeployed));
  });

  it('asks the prepay availability before lowering a prepaid option', () => {
    expect(optionEditRule(seat({ prepaid: { from: '2026-01-01', months: 12 } }), deployed).checksPrepay).toBe(true);
  });
});

describe('properties', () => {
  const option = (index: number) =>
    fc
      .record({
        usageCount: fc.integer({ min: 0, max: 60 }),
        minUsageCount: fc.integer({ min: 0, max: 5 }),
        maxUsageCount: fc.integer({ min: 5, max: 99 }),
        editStatus: fc.constantFrom(...EDIT_STATUSES),
        disk: fc.boolean(),
        prepaidMonths: fc.option(fc.integer({ min: 1, max: 24 })),
      })
      .map((r): ChangeableOption => ({
        serviceOptionId: `so-${index}`,
        subscriptionOptionId: r.usageCount > 0 ? `sub-${index}` : null,
        resourceCode: r.disk ? DISK_10GB_CODE : `seat-${index}`,
        resourceCategory: r.disk ? DISK_CATEGORY : '1c_ecw_application',
        usageCount: r.usageCount,
        minUsageCount: r.minUsageCount,
        maxUsageCount: r.maxUsageCount,
        editStatus: r.editStatus,
        prepaid: r.prepaidMonths === null ? null : { from: '2026-06-01', months: r.prepaidMonths },
      }));
  const kit = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => option(i))));
  const withTargets = kit.chain((options) =>
    fc.tuple(fc.constant(options), fc.tuple(...options.map(() => fc.integer({ min: 0, max: 99 })))),
  );
  const targetsOf = (options: ChangeableOption[], counts: number[]) => new Map(options.map((o, i) => [o.serviceOptionId, counts[i] ?? 0]));

  it('targetCounts of buildChange gives back the targets', () => {
    fc.assert(
      fc.property(withTargets, ([options, counts]) => {
        const targets = targetsOf(options, counts);
        expect(targetCounts(options, buildChange(options, targets))).toEqual({ ok: true, targets });
      }),
    );
  });

  it('an accepted change keeps every changed option within its bounds, changeable, and a running prepaid range not lowered', () => {
    fc.assert(
      fc.property(withTargets, fc.boolean(), ([options, counts], isDirect) => {
        const subject = { isDirectSubscription: isDirect, seatTiers: false };
        const result = planChange(options, buildChange(options, targetsOf(options, counts)), subject, '2026-12-01');
        if (!result.ok) return;
        for (const o of options) {
          const target = result.targets.get(o.serviceOptionId) ?? o.usageCount;
          if (target === o.usageCount) continue;
          expect(target).toBeGreaterThanOrEqual(o.minUsageCount);
          expect(target).toBeLessThanOrEqual(o.maxUsageCount);
          expect(o.editStatus).toBe('EDITABLE');
          if (isDirect) expect(o.resourceCategory).toBe(DISK_CATEGORY);
          if (target < o.usageCount && o.prepaid) expect(prepaidRangeEnd(o.prepaid) <= '2026-12-01').toBe(true);
        }
        expect([...result.targets].some(([id, target]) => options.find((o) => o.serviceOptionId === id)?.usageCount !== target)).toBe(true);
      }),
    );
  });

  it('adding and then removing the same units changes nothing', () => {
    fc.assert(
      fc.property(kit, fc.integer({ min: 1, max: 5 }), (options, times) => {
        const held = options.find((o) => o.subscriptionOptionId !== null);
        fc.pre(held !== undefined);
        const result = plan(options, {
          addOptions: add(held?.serviceOptionId ?? '', times),
          removeOptions: remove(held?.subscriptionOptionId ?? '', times),
        });
        expect(refusal(result)).toBe(CHANGE_MESSAGES.nothingChanged);
      }),
    );
  });
});
