/** Money and margins as the calculators show them: rubles with thousand spacing, rounded up; '—' where hidden. */
import { formatMoney } from '@portal/domain';

export const rubles = (kopecks: number | null | undefined) => (kopecks == null ? '—' : `${formatMoney(kopecks)} ₽`);
export const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('ru-RU')} %`);
