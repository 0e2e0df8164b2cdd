import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRussian } from './collation.ts';

describe('compareRussian', () => {
  it('orders as localeCompare in Russian does', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareRussian(a, b))).toBe(Math.sign(a.localeCompare(b, 'ru')));
      }),
    );
    expect(['Яблоко', 'ёж', 'Ель', 'арбуз', 'Zeta'].sort(compareRussian)).toEqual(
      ['Яблоко', 'ёж', 'Ель', 'арбуз', 'Zeta'].sort((a, b) => a.localeCompare(b, 'ru')),
    );
  });
});
