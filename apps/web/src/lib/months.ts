/** Months on screen: their Russian names, and the months one can pick (January 2017, the first billed, to now). */
import { addMonths, BILLING_FIRST_YEAR, type BillingMonth, MONTH_NAMES, monthLabel, monthOf, monthsBetween } from '@portal/domain';

/** 'январь' … 'декабрь' (nominative, as a month stands alone). */
export function monthName(month: number): string {
  return MONTH_NAMES[month] ?? '';
}

/** 'Март 2025', as a table cell or a choice starts. */
export function formatMonth({ year, month }: BillingMonth): string {
  const label = monthLabel(year, month);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** 'мар', for a chart's axis of months: three letters, and the year's two digits under January ('янв 26'). */
export function formatAxisMonth({ year, month }: BillingMonth): string {
  const name = monthName(month).slice(0, 3);
  return month === 0 ? `${name} ${String(year % 100).padStart(2, '0')}` : name;
}

/** The years one can pick: the current one back to 2017. */
export function selectableYears(now: Date = new Date()): number[] {
  const { year } = monthOf(now);
  return Array.from({ length: year - BILLING_FIRST_YEAR + 1 }, (_, index) => year - index);
}

/** Every month from `last` back to January 2017, the newest first. */
export function monthsBackFrom(last: BillingMonth): BillingMonth[] {
  const count = monthsBetween({ year: BILLING_FIRST_YEAR, month: 0 }, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addMonths(last, -index));
}
