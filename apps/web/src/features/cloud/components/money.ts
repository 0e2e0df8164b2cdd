/** The calculator's money: exact kopecks with two decimals and thousand spacing, as its confirmations show them. */
import { formatMoney, PERIOD_LABELS } from '@portal/domain';

export const rub = (kopecks: number) => `${formatMoney(kopecks, 2)} ₽`;

/** A price per period: '17,85 ₽ / день', '119,00 ₽ / месяц'. */
export const perPeriod = (kopecks: number, period: 'd' | 'm') => `${rub(kopecks)} / ${PERIOD_LABELS[period]}`;
