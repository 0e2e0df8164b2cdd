import { describe, expect, it } from 'vitest';
import { typedCount } from './typed-count';

describe('typedCount', () => {
  it('takes nothing from an empty field', () => {
    expect(typedCount('', 5, 24)).toBeNull();
  });

  it('takes a number inside the interval as it is', () => {
    expect(typedCount('12', 5, 24)).toEqual({ value: 12, clamped: false });
    expect(typedCount('05', 5, 24)).toEqual({ value: 5, clamped: false });
  });

  it('clamps a number outside the interval', () => {
    expect(typedCount('30', 5, 24)).toEqual({ value: 24, clamped: true });
    expect(typedCount('1', 5, 24)).toEqual({ value: 5, clamped: true });
    expect(typedCount('0', 0, 99)).toEqual({ value: 0, clamped: false });
  });
});
