import { describe, expect, it } from 'vitest';
import { changeSettled } from './change-settled';
import { detailOf, optionOf } from './detail-fixture.test-support';

const targets = new Map([['opt-seat', 5]]);

describe('changeSettled', () => {
  it('is applied once the active count matches the target', () => {
    expect(changeSettled(detailOf({ serviceOptions: [optionOf({ usageCount: 5 })] }), 'o-1', targets)).toBe('applied');
  });

  it('waits while the change order is in progress or the count differs', () => {
    expect(changeSettled(detailOf({ changeOrderId: 'o-1', serviceOptions: [optionOf({ usageCount: 5 })] }), 'o-1', targets)).toBeNull();
    expect(changeSettled(detailOf(), 'o-1', targets)).toBeNull();
  });

  it('reads a failed change order', () => {
    expect(changeSettled(detailOf({ failedChangeOrderId: 'o-1' }), 'o-1', targets)).toBe('failed');
  });

  it('counts an option the subscription no longer lists as zero', () => {
    expect(changeSettled(detailOf({ serviceOptions: [] }), 'o-1', new Map([['opt-seat', 0]]))).toBe('applied');
  });
});
