/** Money is integer kopecks; these turn it into text with thousand spacing, rounded up. */
const KOPECKS_PER_RUBLE = 100;

export function formatMoney(kopecks: number, fractionDigits: 0 | 2 = 0): string {
  const rubles = fractionDigits === 0 ? Math.ceil(kopecks / KOPECKS_PER_RUBLE) : kopecks / KOPECKS_PER_RUBLE;
  return new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  })
    .format(rubles)
    .replace(/\u00a0|\u202f/g, ' ');
}
