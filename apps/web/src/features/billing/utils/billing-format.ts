/** The details page's figures: money to the kopeck with thousand spacing, dates as dd.MM.yyyy HH:mm in Moscow time. */
import { formatDateTime, formatMoney } from '@portal/domain';

/** Lines are exact kopecks: shown with their two decimals, so the lines visibly add up to the totals. */
export function billingMoney(kopecks: number): string {
  return formatMoney(kopecks, 2);
}

export function billingDate(value: string | null): string {
  return value ? formatDateTime(value) : '—';
}
