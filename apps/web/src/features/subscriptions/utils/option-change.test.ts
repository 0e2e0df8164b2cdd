import { CHANGE_MESSAGES, DISK_10GB_CODE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { detailOf, optionOf } from './detail-fixture.test-support';
import { changeRequest, isSeatOption, loweredBy, optionChangeRule } from './option-change';

const disk = optionOf({
  subscriptionOptionId: 'so-disk',
  serviceOptionId: 'opt-disk',
  serviceOptionName: 'Дополнительный диск 10 ГБ',
  resourceCode: DISK_10GB_CODE,
  resourceCategory: '1c-ecw-disk',
  usageCount: 2,
  minUsageCount: 0,
  maxUsageCount: 50,
});

describe('optionChangeRule', () => {
  it('lets a seat option move within its bounds', () => {
    expect(optionChangeRule(detailOf(), optionOf())).toEqual({ editable: true, message: null, min: 1, max: 99 });
  });

  it('lowers the 10 GB disk but never raises it here', () => {
    expect(optionChangeRule(detailOf(), disk)).toEqual({ editable: true, message: CHANGE_MESSAGES.disk10GbNoIncrease, min: 0, max: 2 });
    expect(optionChangeRule(detailOf(), { ...disk, usageCount: 0 }).editable).toBe(false);
  });

  it('points old disk types to the 10 GB SSD option and admin-area options to the administration area', () => {
    expect(optionChangeRule(detailOf(), { ...disk, resourceCode: '1c-ecw-disk-hdd' })).toMatchObject({
      editable: false,
      message: CHANGE_MESSAGES.oldDisk,
    });
    expect(optionChangeRule(detailOf(), optionOf({ editStatus: 'ADMIN_AREA' }))).toMatchObject({
      editable: false,
      message: CHANGE_MESSAGES.adminAreaOnly,
    });
    expect(optionChangeRule(detailOf(), optionOf({ editStatus: 'LOCKED' }))).toMatchObject({
      editable: false,
      message: CHANGE_MESSAGES.locked,
    });
  });

  it('lets a direct subscription change its disk only', () => {
    const direct = detailOf({ isDirectSubscription: true });
    expect(optionChangeRule(direct, optionOf())).toMatchObject({ editable: false, message: CHANGE_MESSAGES.directSubscription });
    expect(optionChangeRule(direct, disk).editable).toBe(true);
  });

  it('changes nothing while the subscription is not working or another change runs', () => {
    expect(optionChangeRule(detailOf({ deployStatus: 'DEPLOYING' }), optionOf()).message).toBe(CHANGE_MESSAGES.notDeployed);
    expect(optionChangeRule(detailOf({ changeOrderId: 'o-1' }), optionOf()).message).toBe(CHANGE_MESSAGES.changeInProgress);
  });
});

describe('isSeatOption', () => {
  it('takes the options of the kit’s own category for seats', () => {
    expect(isSeatOption(detailOf(), optionOf())).toBe(true);
    expect(isSeatOption(detailOf(), disk)).toBe(false);
  });
});

describe('changeRequest', () => {
  const detail = detailOf({ serviceOptions: [optionOf(), disk] });

  it('adds one entry per unit added', () => {
    const change = changeRequest(detail, new Map([['opt-seat', 5]]));
    expect(change).toMatchObject({ subscriptionId: 'sub-1', customerId: 'cust-1', serviceKitId: 'kit-1', removeOptions: [] });
    expect(change.addOptions).toEqual([{ serviceOptionId: 'opt-seat' }, { serviceOptionId: 'opt-seat' }]);
  });

  it('removes one entry per unit removed, by the subscription option', () => {
    const change = changeRequest(
      detail,
      new Map([
        ['opt-seat', 1],
        ['opt-disk', 3],
      ]),
    );
    expect(change.removeOptions).toEqual([{ subscriptionOptionId: 'so-seat' }, { subscriptionOptionId: 'so-seat' }]);
    expect(change.addOptions).toEqual([{ serviceOptionId: 'opt-disk' }]);
  });
});

describe('loweredBy', () => {
  const prepaidDisk = { ...disk, prepaid: { from: '2026-11-01', months: 12 } };
  const detail = detailOf({ serviceOptions: [optionOf(), prepaidDisk] });

  it('names a lowered prepaid option and lowered seats', () => {
    expect(loweredBy(detail, new Map([['opt-disk', 1]]))).toEqual({ prepaid: true, seats: false });
    expect(loweredBy(detail, new Map([['opt-seat', 2]]))).toEqual({ prepaid: false, seats: true });
  });

  it('asks nothing for a raise', () => {
    expect(
      loweredBy(
        detail,
        new Map([
          ['opt-seat', 4],
          ['opt-disk', 3],
        ]),
      ),
    ).toEqual({ prepaid: false, seats: false });
  });
});
