/** The details page's month in its address: m 0–11 and y from 2017. */
import { BILLING_FIRST_YEAR, type BillingMonth, monthOf, monthsBetween } from '@portal/domain';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from './router';

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

/** The address parameters of a month: m 0–11 and y, as the details page and the navbar's link write them. */
export function billingMonthParams({ year, month }: BillingMonth): { m: string; y: string } {
  return { m: String(month), y: String(year) };
}

/** Whether the address says the month as it is read (a bad, missing or future m or y does not), so it must be rewritten. */
export function billingMonthParamsStale(params: URLSearchParams, month: BillingMonth): boolean {
  const wanted = billingMonthParams(month);
  return params.get('m') !== wanted.m || params.get('y') !== wanted.y;
}

/**
 * The month of a page whose address carries it (`details?m&y`, partner details), and the way to change it. A bad m or
 * y is corrected in the address itself, replacing the history entry, so the address and the page say the same month.
 */
export function useBillingMonth(): [BillingMonth, (next: BillingMonth) => void] {
  const [params, setParams] = useSearchParams();
  const month = billingMonthFromParams(params);
  const stale = billingMonthParamsStale(params, month);
  const { m, y } = billingMonthParams(month);
  useEffect(() => {
    if (!stale) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('m', m);
        next.set('y', y);
        return next;
      },
      { replace: true },
    );
  }, [stale, m, y, setParams]);
  const setMonth = useCallback(
    (next: BillingMonth) =>
      setParams((previous) => {
        const changed = new URLSearchParams(previous);
        const wanted = billingMonthParams(next);
        changed.set('m', wanted.m);
        changed.set('y', wanted.y);
        return changed;
      }),
    [setParams],
  );
  return [month, setMonth];
}
