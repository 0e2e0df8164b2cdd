/**
 * The month's bill of a subscription, from its usage ledger (decision 012) and its tariff versions: pure, no I/O. The
 * server feeds it ledger intervals; the navbar sum, the details page, the export, the invoice and the distributor's
 * view all come from here (or from SQL tested against it), so they cannot disagree.
 *
 * Rules (document 2 §4, §9; SPEC-NOTES "Billing month"): a daily tariff × the largest count in force on each Moscow
 * day the option was active, at the tariff version in force that day; a monthly tariff in full for a month it was
 * active on any paid day, at its largest count; a prepaid option for its range of months at once in the month its
 * range starts (a daily tariff counts 31-day months); a trial is free until its end and paid from the next day; a demo
 * kit is free. Money is integer kopecks; each line is rounded up to the kopeck and the total is the sum of the lines.
 */
import { formatMoney } from '../format/money.ts';
import {
  type BillingMonth,
  DAY_MS,
  dayKeyOf,
  type DayKey,
  daysOfMonth,
  monthEnd,
  monthOf,
  monthStart,
  monthsBetween,
  trialDays,
} from './calendar.ts';

/** A prepaid month has 31 days where a daily tariff is charged for it (document 2 §9). */
export const PREPAID_MONTH_DAYS = 31;

export type LedgerInterval = { units: number; from: Date; to: Date | null };
/** A price of an option from a Moscow day on (kopecks per period). */
export type TariffVersion = { effectiveFrom: DayKey; price: number };

export type BillableOption = {
  subscriptionOptionId: string;
  serviceOptionId: string;
  name: string;
  paymentPeriod: 'd' | 'm';
  prepaid: { from: DayKey; months: number } | null;
  intervals: ReadonlyArray<LedgerInterval>;
  tariffs: ReadonlyArray<TariffVersion>;
};

export type BillableSubscription = {
  subscriptionId: string;
  usageMode: 'PRODUCTION' | 'DEMONSTRATION';
  trial: { start: Date; end: Date } | null;
  options: ReadonlyArray<BillableOption>;
};

/** A run of the bill at one count and one price: days (or 1 for a month, or the months of a prepaid range). */
export type BillSegment = { quantity: number; unit: 'day' | 'month'; units: number; unitPrice: number; sum: number };

export type OptionBillKind = 'daily' | 'monthly' | 'prepaid' | 'free';

export type OptionBill = {
  subscriptionOptionId: string;
  serviceOptionId: string;
  name: string;
  kind: OptionBillKind;
  /** The first and last instants the option was active within the month (the last is exclusive), null when never. */
  startDate: Date | null;
  endDate: Date | null;
  /** Days of the month the option was active, and of those, the days charged. */
  activeDays: number;
  chargedDays: number;
  /** The months a prepaid option's range covers. */
  rangeMonths: number | null;
  segments: BillSegment[];
  sum: number;
  /** How the line was computed, in words a partner can check by hand («12 дн. × 45,00 ₽ × 2»). */
  explanation: string;
};

export type SubscriptionBill = {
  subscriptionId: string;
  startDate: Date | null;
  endDate: Date | null;
  /** Days of the month any option of the subscription was active. */
  days: number;
  trial: { start: Date; end: Date; days: number } | null;
  options: OptionBill[];
  sum: number;
};

/** The span of the month that is billed: to its end, or to `asOf` for the bill accrued so far. */
function billedSpan(month: BillingMonth, asOf: Date | undefined): { start: number; end: number } {
  const start = monthStart(month).getTime();
  const end = monthEnd(month).getTime();
  return { start, end: asOf === undefined ? end : Math.max(start, Math.min(end, asOf.getTime())) };
}

/** The largest count in force during [from, to), or 0. Intervals of no length never counted. */
function largestCount(intervals: ReadonlyArray<LedgerInterval>, from: number, to: number): number {
  let count = 0;
  for (const interval of intervals) {
    const start = interval.from.getTime();
    const end = interval.to === null ? Number.POSITIVE_INFINITY : interval.to.getTime();
    if (end > start && start < to && end > from && interval.units > count) count = interval.units;
  }
  return count;
}

/** The tariff version in force on a day: the latest that started on or before it (0 when none had started). */
export function tariffOn(tariffs: ReadonlyArray<TariffVersion>, day: DayKey): number {
  let best: TariffVersion | undefined;
  for (const tariff of tariffs) {
    if (tariff.effectiveFrom <= day && (best === undefined || tariff.effectiveFrom > best.effectiveFrom)) best = tariff;
  }
  return best?.price ?? 0;
}

type Day = { key: DayKey; start: number; end: number; count: number; free: boolean };

function daysOf(
  option: BillableOption,
  subscription: BillableSubscription,
  month: BillingMonth,
  span: { start: number; end: number },
): Day[] {
  const trial = subscription.trial;
  const days: Day[] = [];
  for (let i = 0; i < daysOfMonth(month); i += 1) {
    const start = monthStart(month).getTime() + i * DAY_MS;
    if (start >= span.end) break;
    const end = Math.min(start + DAY_MS, span.end);
    const count = largestCount(option.intervals, start, end);
    // A day the trial touches is free; the next day is paid.
    const free =
      subscription.usageMode === 'DEMONSTRATION' ||
      (trial !== null && start < trial.end.getTime() && start + DAY_MS > trial.start.getTime());
    days.push({ key: dayKeyOf(new Date(start)), start, end, count, free });
  }
  return days;
}

const money = (kopecks: number) => `${formatMoney(kopecks, 2)} ₽`;

function explain(segments: ReadonlyArray<BillSegment>): string {
  return segments.map((s) => `${s.quantity} ${s.unit === 'day' ? 'дн.' : 'мес.'} × ${money(s.unitPrice)} × ${s.units}`).join(' + ');
}

function activeBounds(
  intervals: ReadonlyArray<LedgerInterval>,
  span: { start: number; end: number },
): { start: Date | null; end: Date | null } {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const interval of intervals) {
    const from = Math.max(interval.from.getTime(), span.start);
    const to = Math.min(interval.to === null ? Number.POSITIVE_INFINITY : interval.to.getTime(), span.end);
    if (to > from) {
      start = Math.min(start, from);
      end = Math.max(end, to);
    }
  }
  return Number.isFinite(start) ? { start: new Date(start), end: new Date(end) } : { start: null, end: null };
}

/** The bill of one option for the month (accrued to `asOf` when given). */
export function billOption(option: BillableOption, subscription: BillableSubscription, month: BillingMonth, asOf?: Date): OptionBill {
  const span = billedSpan(month, asOf);
  const days = daysOf(option, subscription, month, span);
  const active = days.filter((d) => d.count > 0);
  const paid = active.filter((d) => !d.free);
  const bounds = activeBounds(option.intervals, span);
  const base = {
    subscriptionOptionId: option.subscriptionOptionId,
    serviceOptionId: option.serviceOptionId,
    name: option.name,
    startDate: bounds.start,
    endDate: bounds.end,
    activeDays: active.length,
    rangeMonths: null,
  };
  const free = (): OptionBill => {
    const trialEnd = subscription.trial?.end;
    const explanation =
      subscription.usageMode === 'DEMONSTRATION'
        ? 'демо-версия — 0 ₽'
        : trialEnd
          ? `пробный до ${dayKeyOf(trialEnd).slice(8, 10)}.${dayKeyOf(trialEnd).slice(5, 7)} — 0 ₽`
          : '0 ₽';
    return { ...base, kind: 'free', chargedDays: 0, segments: [], sum: 0, explanation };
  };

  if (option.prepaid) {
    const from = option.prepaid.from;
    const startsHere = monthsBetween(monthOf(new Date(`${from}T00:00:00+03:00`)), month) === 0;
    const units = Math.max(0, ...active.map((d) => d.count));
    if (!startsHere || units === 0 || subscription.usageMode === 'DEMONSTRATION') {
      return {
        ...base,
        kind: 'prepaid',
        rangeMonths: option.prepaid.months,
        chargedDays: 0,
        segments: [],
        sum: 0,
        explanation: 'предоплачено — 0 ₽',
      };
    }
    const perMonth = tariffOn(option.tariffs, from) * (option.paymentPeriod === 'd' ? PREPAID_MONTH_DAYS : 1);
    const segment: BillSegment = {
      quantity: option.prepaid.months,
      unit: 'month',
      units,
      unitPrice: perMonth,
      sum: Math.ceil(perMonth * option.prepaid.months * units),
    };
    return {
      ...base,
      kind: 'prepaid',
      rangeMonths: option.prepaid.months,
      chargedDays: 0,
      segments: [segment],
      sum: segment.sum,
      explanation: explain([segment]),
    };
  }

  if (paid.length === 0) return active.length > 0 ? free() : { ...free(), explanation: '0 ₽' };

  if (option.paymentPeriod === 'm') {
    const units = Math.max(...paid.map((d) => d.count));
    const first = paid[0] as Day;
    const unitPrice = tariffOn(option.tariffs, first.key);
    const segment: BillSegment = { quantity: 1, unit: 'month', units, unitPrice, sum: Math.ceil(unitPrice * units) };
    return { ...base, kind: 'monthly', chargedDays: paid.length, segments: [segment], sum: segment.sum, explanation: explain([segment]) };
  }

  const segments: BillSegment[] = [];
  for (const day of paid) {
    const unitPrice = tariffOn(option.tariffs, day.key);
    const last = segments.at(-1);
    if (last && last.units === day.count && last.unitPrice === unitPrice) {
      last.quantity += 1;
      last.sum = Math.ceil(last.quantity * last.units * last.unitPrice);
    } else {
      segments.push({ quantity: 1, unit: 'day', units: day.count, unitPrice, sum: Math.ceil(day.count * unitPrice) });
    }
  }
  const sum = segments.reduce((total, s) => total + s.sum, 0);
  const freeDays = active.length - paid.length;
  const trialNote = freeDays > 0 && subscription.trial ? `${free().explanation}; ` : '';
  return { ...base, kind: 'daily', chargedDays: paid.length, segments, sum, explanation: trialNote + explain(segments) };
}

/** The bill of one subscription for the month: its options' lines and their sum. */
export function billSubscription(subscription: BillableSubscription, month: BillingMonth, asOf?: Date): SubscriptionBill {
  const span = billedSpan(month, asOf);
  const options = subscription.options.map((option) => billOption(option, subscription, month, asOf));
  const all = subscription.options.flatMap((o) => o.intervals);
  const bounds = activeBounds(all, span);
  let days = 0;
  for (let start = span.start; start < span.end; start += DAY_MS) {
    if (largestCount(all, start, Math.min(start + DAY_MS, span.end)) > 0) days += 1;
  }
  const trial = subscription.trial;
  return {
    subscriptionId: subscription.subscriptionId,
    startDate: bounds.start,
    endDate: bounds.end,
    days,
    trial: trial ? { start: trial.start, end: trial.end, days: trialDays(trial.start, trial.end) } : null,
    options,
    sum: options.reduce((total, o) => total + o.sum, 0),
  };
}

/** The total of a month's bills: the sum of their lines. */
export function billTotal(bills: ReadonlyArray<Pick<SubscriptionBill, 'sum'>>): number {
  return bills.reduce((total, bill) => total + bill.sum, 0);
}
