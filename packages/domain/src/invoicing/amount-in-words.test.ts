import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords, integerInWords } from './amount-in-words.ts';

/** Reads Russian number words back into a number: the inverse the property below checks against. */
const VALUES: Record<string, number> = {
  ноль: 0, один: 1, одна: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9,
  десять: 10, одиннадцать: 11, двенадцать: 12, тринадцать: 13, четырнадцать: 14, пятнадцать: 15, шестнадцать: 16,
  семнадцать: 17, восемнадцать: 18, девятнадцать: 19, двадцать: 20, тридцать: 30, сорок: 40, пятьдесят: 50,
  шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90, сто: 100, двести: 200, триста: 300, четыреста: 400,
  пятьсот: 500, шестьсот: 600, семьсот: 700, восемьсот: 800, девятьсот: 900,
}; // prettier-ignore
const SCALE_WORDS: Array<[RegExp, number]> = [
  [/^тысяч/, 1_000],
  [/^миллион/, 1_000_000],
  [/^миллиард/, 1_000_000_000],
];

function readBack(text: string): number {
  let total = 0;
  let triad = 0;
  for (const word of text.split(' ')) {
    const scale = SCALE_WORDS.find(([re]) => re.test(word));
    if (scale) {
      total += triad * scale[1];
      triad = 0;
    } else triad += VALUES[word] ?? NaN;
  }
  return total + triad;
}

describe('amount in words', () => {
  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [100, 'Один рубль 00 копеек'],
    [201, 'Два рубля 01 копейка'],
    [1_122, 'Одиннадцать рублей 22 копейки'],
    [2_111, 'Двадцать один рубль 11 копеек'],
    [664_950, 'Шесть тысяч шестьсот сорок девять рублей 50 копеек'],
    [18_683_481, 'Сто восемьдесят шесть тысяч восемьсот тридцать четыре рубля 81 копейка'],
    [200_200_000, 'Два миллиона две тысячи рублей 00 копеек'],
    [101_000_00, 'Сто одна тысяча рублей 00 копеек'],
  ])('%i kopecks: %s', (kopecks, expected) => {
    expect(amountInWords(kopecks)).toBe(expected);
  });

  it('reads back to the same number of rubles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (rubles) => {
        expect(readBack(integerInWords(rubles))).toBe(rubles);
      }),
    );
  });

  it('refuses what is not whole kopecks', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
