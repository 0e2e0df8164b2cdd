import { describe, expect, it } from 'vitest';
import { stepSlide, tourProgress } from './tour';

describe('stepSlide', () => {
  it('moves forward and back', () => {
    expect(stepSlide(0, 1, 5)).toBe(1);
    expect(stepSlide(3, -1, 5)).toBe(2);
  });

  it('wraps at both ends', () => {
    expect(stepSlide(4, 1, 5)).toBe(0);
    expect(stepSlide(0, -1, 5)).toBe(4);
  });

  it('stays at 0 without slides', () => {
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('tourProgress', () => {
  it('counts the shown slide as done', () => {
    expect(tourProgress(0, 4)).toBe(25);
    expect(tourProgress(3, 4)).toBe(100);
    expect(tourProgress(0, 0)).toBe(0);
  });
});
