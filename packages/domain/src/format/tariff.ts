/** A tariff on screen, apart from money's formatter: the lists format money but show no tariff. */
import { formatRubles } from './money.ts';

/** A partner tariff as the price tables show it: '3,60 ₽ / день', '1 110,00 ₽ / месяц'. */
export function formatTariff(tariff: { price: number; paymentPeriod: 'd' | 'm' }): string {
  return `${formatRubles(tariff.price)} / ${tariff.paymentPeriod === 'd' ? 'день' : 'месяц'}`;
}
