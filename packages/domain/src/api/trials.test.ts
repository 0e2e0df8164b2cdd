import { describe, expect, it } from 'vitest';
import type { ServiceOption } from './catalogue.ts';
import { TRIAL_ENDING_NOTICE_DAYS } from './subscription-management-texts.ts';
import {
  conversionLines,
  isOnTrial,
  isTrialEndingNoticeDue,
  isTrialRunning,
  productionTrialDays,
  TRIAL_DAY_MS,
  trialEndAfter,
} from './trials.ts';

const trialOption = (trial: boolean, trialLength: number | null, period: string | null): Pick<ServiceOption, 'trialData'> => ({
  trialData: { trial, trialLength, period },
});
const NOW = new Date('2026-03-14T09:30:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * TRIAL_DAY_MS);

describe('productionTrialDays: the trial a production kit gives from its options', () => {
  it('is the longest trial of the options ordered, in days (months of 31 days)', () => {
    expect(productionTrialDays([{ option: trialOption(true, 14, 'd'), count: 2 }])).toBe(14);
    expect(productionTrialDays([{ option: trialOption(true, 1, 'm'), count: 1 }])).toBe(31);
    expect(
      productionTrialDays([
        { option: trialOption(true, 7, 'd'), count: 1 },
        { option: trialOption(true, 30, 'd'), count: 1 },
      ]),
    ).toBe(30);
    // A length without a period letter is in days.
    expect(productionTrialDays([{ option: trialOption(true, 10, null), count: 1 }])).toBe(10);
  });

  it('is null when no ordered option carries a trial', () => {
    expect(productionTrialDays([])).toBeNull();
    expect(productionTrialDays([{ option: trialOption(false, 14, 'd'), count: 1 }])).toBeNull();
    expect(productionTrialDays([{ option: trialOption(true, null, 'd'), count: 1 }])).toBeNull();
    expect(productionTrialDays([{ option: trialOption(true, 0, 'd'), count: 1 }])).toBeNull();
    // An option with a trial that is not ordered gives none.
    expect(productionTrialDays([{ option: trialOption(true, 14, 'd'), count: 0 }])).toBeNull();
  });

  it('ends days × 86,400,000 ms after its start', () => {
    expect(trialEndAfter(NOW, 15).toISOString()).toBe('2026-03-29T09:30:00.000Z');
  });
});

describe('isOnTrial: the trial list or the paid list', () => {
  it('keeps a demo on trial for its whole life, even past its end', () => {
    expect(isOnTrial({ usageMode: 'DEMONSTRATION', trialEnd: days(3) }, NOW)).toBe(true);
    expect(isOnTrial({ usageMode: 'DEMONSTRATION', trialEnd: days(-1) }, NOW)).toBe(true);
    expect(isOnTrial({ usageMode: 'DEMONSTRATION', trialEnd: null }, NOW)).toBe(true);
  });

  it('puts a production subscription on trial while its trial runs, and paid from its end on', () => {
    const trial = { usageMode: 'PRODUCTION' as const, trialEnd: days(2).toISOString() };
    expect(isOnTrial(trial, NOW)).toBe(true);
    expect(isOnTrial(trial, new Date(days(2).getTime() - 1))).toBe(true);
    expect(isOnTrial(trial, days(2))).toBe(false);
    expect(isOnTrial({ usageMode: 'PRODUCTION', trialEnd: null }, NOW)).toBe(false);
  });

  it('runs a trial while its end is later than now', () => {
    expect(isTrialRunning(days(1), NOW)).toBe(true);
    expect(isTrialRunning(NOW, NOW)).toBe(false);
    expect(isTrialRunning(null, NOW)).toBe(false);
  });
});

describe('isTrialEndingNoticeDue: the letter before the end', () => {
  it(`is due from ${TRIAL_ENDING_NOTICE_DAYS} days before the end until the end`, () => {
    expect(isTrialEndingNoticeDue(days(TRIAL_ENDING_NOTICE_DAYS + 0.01), NOW)).toBe(false);
    expect(isTrialEndingNoticeDue(days(TRIAL_ENDING_NOTICE_DAYS), NOW)).toBe(true);
    expect(isTrialEndingNoticeDue(days(0.5), NOW)).toBe(true);
    expect(isTrialEndingNoticeDue(NOW, NOW)).toBe(false);
    expect(isTrialEndingNoticeDue(days(-1), NOW)).toBe(false);
  });
});

describe('conversionLines: the paid kit keeps the demo’s counts', () => {
  const option = (resourceCode: string, minUsageCount: number, maxUsageCount: number) => ({ resourceCode, minUsageCount, maxUsageCount });

  it('takes the demo’s count of the option with the same resource code, else the option’s minimum', () => {
    const seat = option('bp-seat', 1, 99);
    const disk = option('1c-ecw-disk-10gb', 0, 50);
    expect(conversionLines([{ resourceCode: 'bp-seat', count: 3 }], [seat, disk])).toEqual([
      { option: seat, count: 3 },
      { option: disk, count: 0 },
    ]);
  });

  it('clamps the counts to the production option’s bounds', () => {
    const seat = option('bp-seat', 2, 5);
    expect(conversionLines([{ resourceCode: 'bp-seat', count: 9 }], [seat])).toEqual([{ option: seat, count: 5 }]);
    expect(conversionLines([{ resourceCode: 'bp-seat', count: 1 }], [seat])).toEqual([{ option: seat, count: 2 }]);
    expect(conversionLines([], [seat])).toEqual([{ option: seat, count: 2 }]);
  });
});
