/** The calculator's price per period, written with the one money formatter: '17,85 ₽ / день', '119,00 ₽ / месяц'. */
import { formatRubles, PERIOD_LABELS } from '@portal/domain';

export const perPeriod = (kopecks: number, period: 'd' | 'm') => `${formatRubles(kopecks)} / ${PERIOD_LABELS[period]}`;
