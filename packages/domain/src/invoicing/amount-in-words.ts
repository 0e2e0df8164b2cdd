/**
 * An amount in words for invoices and acts («Сумма прописью»): rubles in words, kopecks in two digits, each with its
 * noun in the right form — «Сто восемьдесят шесть тысяч восемьсот тридцать четыре рубля 81 копейка».
 */
const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать',
  'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать',
]; // prettier-ignore
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

type Forms = readonly [one: string, few: string, many: string];
type Scale = { forms: Forms; feminine: boolean };

/** Thousands are feminine («две тысячи»), the rest masculine («два миллиона», «два рубля»). */
const SCALES: ReadonlyArray<Scale> = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** The form of a noun after a number: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export function pluralForm(n: number, [one, few, many]: Forms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

function triadInWords(triad: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(triad / 100)] ?? ''];
  const rest = triad % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? UNITS_FEMININE : UNITS_MASCULINE)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

/** A whole number of rubles in words, in lower case («ноль» for 0). */
export function integerInWords(value: number): string {
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  const triads: number[] = [];
  while (rest > 0) {
    triads.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = triads.length - 1; scale >= 0; scale--) {
    const triad = triads[scale] ?? 0;
    const meta = SCALES[scale];
    if (triad === 0 || !meta) continue;
    words.push(...triadInWords(triad, meta.feminine));
    if (scale > 0) words.push(pluralForm(triad, meta.forms));
  }
  return words.join(' ');
}

const RUBLE: Forms = ['рубль', 'рубля', 'рублей'];
const KOPECK: Forms = ['копейка', 'копейки', 'копеек'];

/** An amount of kopecks in words, as written under an invoice's total. */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError('amountInWords takes whole kopecks ≥ 0');
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words = integerInWords(rubles);
  const capitalised = words.charAt(0).toUpperCase() + words.slice(1);
  return `${capitalised} ${pluralForm(rubles, RUBLE)} ${String(cents).padStart(2, '0')} ${pluralForm(cents, KOPECK)}`;
}
