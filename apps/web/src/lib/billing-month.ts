/** The details page's month in its address: m 0–11 and y from 2017. */
import { BILLING_FIRST_YEAR, type BillingMonth, monthOf, monthsBetween } from '@portal/domain';

const WHOLE_NUMBER = /^\d{1,4}$/;

function wholeNumber(value: string | null): number | null {
  return value !== null && WHOLE_NUMBER.test(value) ? Number(value) : null;
}

/**
 * The month the address asks for. A missing or bad m or y, a year before 2017 or a month not begun yet gives the
 * current Moscow month (a bill of the future has nothing to show).
 */
export function billingMonthFromParams(params: URLSearchParams, now: Date = new Date()): BillingMonth {
  const current = monthOf(now);
  const month = wholeNumber(params.get('m'));
  const year = wholeNumber(params.get('y'));
  if (month === null || year === null || month > 11 || year < BILLING_FIRST_YEAR) return current;
  const asked = { year, month };
  return monthsBetween(asked, current) < 0 ? current : asked;
}
