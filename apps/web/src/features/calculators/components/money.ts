/** Money and margins as the calculators show them: exact kopecks with two decimals (the domain's formatRubles). */
import { formatRubles } from '@portal/domain';

export const rubles = formatRubles;
export const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('ru-RU')} %`);
