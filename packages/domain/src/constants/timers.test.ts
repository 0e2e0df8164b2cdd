import fc from 'fast-check';
import { expect, it } from 'vitest';
import { TOAST_MAX_MS, TOAST_MIN_MS, toastDuration } from './timers.ts';

it('keeps every toast between 2 and 6 seconds', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000, max: 100_000 }), (ms) => {
      const duration = toastDuration(ms);
      expect(duration).toBeGreaterThanOrEqual(TOAST_MIN_MS);
      expect(duration).toBeLessThanOrEqual(TOAST_MAX_MS);
    }),
  );
  expect(toastDuration()).toBe(4000);
});
