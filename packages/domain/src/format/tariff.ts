/** A tariff on screen, apart from money's formatter: the lists format money but show no tariff. */
import { formatMoney } from './money.ts';

/** A partner tariff as the price tables show it: '3,60 ₽ / день', '1 110,00 ₽ / месяц'. */
export function formatTariff(tariff: { price: number; paymentPeriod: 'd' | 'm' }): string {
  return `${formatMoney(tariff.price, 2)} ₽ / ${tariff.paymentPeriod === 'd' ? 'день' : 'месяц'}`;
}
