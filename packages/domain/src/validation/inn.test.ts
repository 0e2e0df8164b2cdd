import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { innSchema } from './inn-schema.ts';
import { completeInn, INN_FORMAT_MESSAGE, isValidInn } from './inn.ts';
import { KPP_FORMAT_MESSAGE, kppSchema } from './kpp.ts';

const prefix = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const validInn = fc.oneof(prefix(9), prefix(10)).map(completeInn);

describe('isValidInn', () => {
  it('accepts known real numbers', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('accepts every number built by the algorithm', () => {
    fc.assert(fc.property(validInn, (inn) => isValidInn(inn)));
  });

  // The algorithm maps residues 0 and 10 to the same check digit, so one change in 11 that moves the
  // weighted sum between those residues is, by design, undetectable; every other change must fail.
  it("refuses any single changed digit, except the algorithm's own 0/10 residue collision", () => {
    const residues = (inn: string) =>
      (inn.length === 10
        ? [[2, 4, 10, 3, 5, 9, 4, 6, 8]]
        : [
            [7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
            [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
          ]
      ).map((weights) => weights.reduce((sum, w, i) => sum + w * Number(inn[i]), 0) % 11);
    fc.assert(
      fc.property(validInn, fc.nat(), fc.integer({ min: 1, max: 9 }), (inn, at, shift) => {
        const i = at % inn.length;
        const changed = `${inn.slice(0, i)}${(Number(inn[i]) + shift) % 10}${inn.slice(i + 1)}`;
        const collides = residues(inn).every((r, k) => {
          const other = residues(changed)[k];
          return r === other || (r % 10 === 0 && other !== undefined && other % 10 === 0);
        });
        const checkDigits = inn.length === 10 ? 1 : 2;
        return !isValidInn(changed) || (collides && i < inn.length - checkDigits);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses lengths other than 10 and 12', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,15}$/).filter((s) => s.length !== 10 && s.length !== 12),
        (s) => !isValidInn(s),
      ),
    );
  });
});

describe('innSchema and kppSchema', () => {
  it('give the spec messages', () => {
    expect(innSchema.safeParse('12345').error?.issues[0]?.message).toBe(INN_FORMAT_MESSAGE);
    expect(innSchema.safeParse('12345678901a').error?.issues[0]?.message).toBe(INN_FORMAT_MESSAGE);
    expect(kppSchema.safeParse('12345').error?.issues[0]?.message).toBe(KPP_FORMAT_MESSAGE);
    expect(kppSchema.parse('7707ab001')).toBe('7707AB001');
    expect(kppSchema.safeParse('770701001').success).toBe(true);
  });
});
