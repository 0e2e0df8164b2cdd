import { describe, expect, it } from 'vitest';
import { barLengths, niceCeiling } from './chart-scale';

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(199_99)).toBe(20_000);
    expect(niceCeiling(50_001)).toBe(100_000);
    expect(niceCeiling(123_456_78)).toBe(20_000_000);
  });

  it('is 1 for nothing, zero or less', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(-5)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('barLengths', () => {
  it('draws values in proportion to the round top', () => {
    expect(barLengths([100, 50, 25], 200)).toEqual({ top: 100, lengths: [200, 100, 50] });
    expect(barLengths([150, 30], 100)).toEqual({ top: 200, lengths: [75, 15] });
  });

  it('keeps a small value visible and draws nothing for zero', () => {
    const { lengths } = barLengths([1_000_000, 1, 0], 100, 2);
    expect(lengths).toEqual([100, 2, 0]);
  });

  it('handles an empty or all-zero series', () => {
    expect(barLengths([], 100)).toEqual({ top: 1, lengths: [] });
    expect(barLengths([0, 0], 100)).toEqual({ top: 1, lengths: [0, 0] });
  });

  it('never draws a bar longer than the scale', () => {
    for (const value of [1, 7, 99, 101, 12_345, 999_999]) {
      const { lengths } = barLengths([value], 120);
      expect(lengths[0]).toBeLessThanOrEqual(120);
      expect(lengths[0]).toBeGreaterThan(120 / 10 - 1e-9);
    }
  });
});
