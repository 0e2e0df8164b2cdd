/** Money is integer kopecks; these turn it into text with thousand spacing, rounded up. */
const KOPECKS_PER_RUBLE = 100;

/** One formatter per number of fraction digits, built once (a formatter is costly to construct, cheap to use). */
const RUBLES = {
  0: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: true }),
  2: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
} as const;

export function formatMoney(kopecks: number, fractionDigits: 0 | 2 = 0): string {
  const rubles = fractionDigits === 0 ? Math.ceil(kopecks / KOPECKS_PER_RUBLE) : kopecks / KOPECKS_PER_RUBLE;
  return RUBLES[fractionDigits].format(rubles).replace(/\u00a0|\u202f/g, ' ');
}

/**
 * An amount of money as a price on screen (document 3 §1: rubles with two decimals): exact kopecks, thousand spacing and
 * the ruble sign, '—' where there is no amount (a hidden client price). The calculators and the order forms they open
 * show every figure through it, so 71,50 ₽ a day × 31 × 3 reads 6 649,50 ₽ on both, as on the quote.
 */
export function formatRubles(kopecks: number | null | undefined): string {
  return kopecks == null ? '—' : `${formatMoney(kopecks, 2)} ₽`;
}
