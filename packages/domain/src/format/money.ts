/** Money is integer kopecks; these turn it into text with thousand spacing, rounded up. */
const KOPECKS_PER_RUBLE = 100;

/** One formatter per number of fraction digits, built once (a formatter is costly to construct, cheap to use). */
const RUBLES = {
  0: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: true }),
  2: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
} as const;

export function formatMoney(kopecks: number, fractionDigits: 0 | 2 = 0): string {
  // Rounded up to the unit shown: a whole ruble, or a whole kopeck (a fraction of one never shows as less).
  const rubles = fractionDigits === 0 ? Math.ceil(kopecks / KOPECKS_PER_RUBLE) : Math.ceil(kopecks) / KOPECKS_PER_RUBLE;
  return RUBLES[fractionDigits].format(rubles).replace(/\u00a0|\u202f/g, ' ');
}

/**
 * A sum of money as every screen, letter and export writes it (document 3 §1; the navbar, its tooltip, the home page,
 * the billing details, the calculators and the order forms they open, the back office, the distributor's pages):
 * thousand spacing, rounded up to the kopeck, two decimals and the ruble sign — '186 834,81 ₽'; '—' where there is no
 * amount (a hidden client price). The same amount is the same text, never 'RUB'. A price shown in whole rubles (the
 * Market's, an order's) asks for 0 decimals: '1 016 ₽'.
 */
export function formatRubles(kopecks: number | null | undefined, fractionDigits: 0 | 2 = 2): string {
  return kopecks == null ? '—' : `${formatMoney(kopecks, fractionDigits)} ₽`;
}
