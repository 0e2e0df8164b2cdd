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
import { formatRubles } from '../format/money.ts';
import {
  type BillingMonth,
  DAY_MS,
  dayKeyOf,
  type DayKey,
  monthDays,
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

/**
 * Seats of an option that began and ended together within the month: a line of their own, so seats added on the 15th
 * have a line that starts on the 15th beside the line of the seats that were there before (and seats removed have one
 * that ends when they went). Its count is fixed; its days, segments and sum are those seats' share of the option's.
 */
export type OptionPart = {
  units: number;
  startDate: Date | null;
  endDate: Date | null;
  activeDays: number;
  chargedDays: number;
  segments: BillSegment[];
  sum: number;
  explanation: string;
};

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
  /**
   * The option's lines by the seats that came and went together (one when its count never changed; a prepaid range
   * is one). Their sums add up to `sum` exactly.
   */
  parts: OptionPart[];
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
  for (const { key, start } of monthDays(month)) {
    if (start >= span.end) break;
    const end = Math.min(start + DAY_MS, span.end);
    const count = largestCount(option.intervals, start, end);
    // A day the trial touches is free; the next day is paid.
    const free =
      subscription.usageMode === 'DEMONSTRATION' ||
      (trial !== null && start < trial.end.getTime() && start + DAY_MS > trial.start.getTime());
    days.push({ key, start, end, count, free });
  }
  return days;
}

const money = (kopecks: number) => formatRubles(kopecks);

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

/**
 * The option's seats by level: seat k is active while the count in force is at least k. Levels whose active time is
 * the same came and went together and make one part; since a higher level is only ever active within a lower one's
 * time, equal levels are neighbours. A day belongs to level k when the largest count that day is at least k, which is
 * the day rule of the bill, so the parts' days add up to the option's seat-days.
 */
function seatLevels(
  intervals: ReadonlyArray<LedgerInterval>,
  span: { start: number; end: number },
): Array<{ lowest: number; units: number; start: number; end: number }> {
  const points = new Set<number>([span.start, span.end]);
  for (const interval of intervals) {
    const from = interval.from.getTime();
    const to = interval.to === null ? Number.POSITIVE_INFINITY : interval.to.getTime();
    if (from > span.start && from < span.end) points.add(from);
    if (to > span.start && to < span.end) points.add(to);
  }
  const sorted = [...points].sort((a, b) => a - b);
  const pieces: Array<{ from: number; to: number; count: number }> = [];
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    const from = sorted[i] as number;
    const to = sorted[i + 1] as number;
    pieces.push({ from, to, count: largestCount(intervals, from, to) });
  }
  const top = Math.max(0, ...pieces.map((p) => p.count));
  const levels: Array<{ lowest: number; units: number; start: number; end: number; key: string }> = [];
  for (let level = 1; level <= top; level += 1) {
    const active = pieces.filter((p) => p.count >= level);
    const key = active.map((p) => `${p.from}-${p.to}`).join(',');
    const last = levels.at(-1);
    if (last && last.key === key) last.units += 1;
    else levels.push({ lowest: level, units: 1, start: active[0]?.from ?? span.start, end: active.at(-1)?.to ?? span.start, key });
  }
  // The seats there first lead, then the ones added in the order they came.
  return levels.sort((a, b) => a.start - b.start || a.lowest - b.lowest).map(({ key: _key, ...level }) => level);
}

/** The bill of one option for the month (accrued to `asOf` when given). */
export function billOption(option: BillableOption, subscription: BillableSubscription, month: BillingMonth, asOf?: Date): OptionBill {
  const span = billedSpan(month, asOf);
  const whole = billWholeOption(option, subscription, month, span);
  const single: OptionPart = {
    units: Math.max(0, ...whole.bill.segments.map((s) => s.units), ...whole.days.map((d) => d.count)),
    startDate: whole.bill.startDate,
    endDate: whole.bill.endDate,
    activeDays: whole.bill.activeDays,
    chargedDays: whole.bill.chargedDays,
    segments: whole.bill.segments,
    sum: whole.bill.sum,
    explanation: whole.bill.explanation,
  };
  if (whole.bill.kind !== 'daily' && whole.bill.kind !== 'monthly') return { ...whole.bill, parts: [single] };
  const levels = seatLevels(option.intervals, span);
  if (levels.length < 2) return { ...whole.bill, parts: [single] };

  const trialNote = subscription.trial ? `${whole.freeExplanation}; ` : '';
  const parts = levels.map((level): OptionPart => {
    const days = whole.days.filter((d) => d.count >= level.lowest);
    const paid = days.filter((d) => !d.free);
    const base = {
      units: level.units,
      startDate: new Date(level.start),
      endDate: new Date(level.end),
      activeDays: days.length,
      chargedDays: paid.length,
    };
    if (paid.length === 0) return { ...base, segments: [], sum: 0, explanation: whole.freeExplanation };
    const segments: BillSegment[] = [];
    if (whole.bill.kind === 'monthly') {
      const unitPrice = whole.monthlyPrice;
      segments.push({ quantity: 1, unit: 'month', units: level.units, unitPrice, sum: Math.ceil(unitPrice * level.units) });
    } else {
      for (const day of paid) {
        const unitPrice = tariffOn(option.tariffs, day.key);
        const last = segments.at(-1);
        if (last && last.unitPrice === unitPrice) {
          last.quantity += 1;
          last.sum = Math.ceil(last.quantity * last.units * last.unitPrice);
        } else {
          segments.push({ quantity: 1, unit: 'day', units: level.units, unitPrice, sum: Math.ceil(level.units * unitPrice) });
        }
      }
    }
    const note = whole.bill.kind === 'daily' && days.length > paid.length ? trialNote : '';
    return { ...base, segments, sum: segments.reduce((t, x) => t + x.sum, 0), explanation: note + explain(segments) };
  });
  return { ...whole.bill, parts };
}

type WholeBill = Omit<OptionBill, 'parts'>;
type WholeOption = { bill: WholeBill; days: Day[]; freeExplanation: string; monthlyPrice: number };

/** The option's bill as one line, with the days it was read from and what the parts need of it. */
function billWholeOption(
  option: BillableOption,
  subscription: BillableSubscription,
  month: BillingMonth,
  span: { start: number; end: number },
): WholeOption {
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
  const free = (): WholeBill => {
    const trialEnd = subscription.trial?.end;
    const explanation =
      subscription.usageMode === 'DEMONSTRATION'
        ? 'демо-версия — 0 ₽'
        : trialEnd
          ? `пробный до ${dayKeyOf(trialEnd).slice(8, 10)}.${dayKeyOf(trialEnd).slice(5, 7)} — 0 ₽`
          : '0 ₽';
    return { ...base, kind: 'free', chargedDays: 0, segments: [], sum: 0, explanation };
  };
  const result = (bill: WholeBill, monthlyPrice = 0): WholeOption => ({ bill, days, freeExplanation: free().explanation, monthlyPrice });

  if (option.prepaid) {
    const from = option.prepaid.from;
    const startsHere = monthsBetween(monthOf(new Date(`${from}T00:00:00+03:00`)), month) === 0;
    const units = Math.max(0, ...active.map((d) => d.count));
    if (!startsHere || units === 0 || subscription.usageMode === 'DEMONSTRATION') {
      return result({
        ...base,
        kind: 'prepaid',
        rangeMonths: option.prepaid.months,
        chargedDays: 0,
        segments: [],
        sum: 0,
        explanation: 'предоплачено — 0 ₽',
      });
    }
    const perMonth = tariffOn(option.tariffs, from) * (option.paymentPeriod === 'd' ? PREPAID_MONTH_DAYS : 1);
    const segment: BillSegment = {
      quantity: option.prepaid.months,
      unit: 'month',
      units,
      unitPrice: perMonth,
      sum: Math.ceil(perMonth * option.prepaid.months * units),
    };
    return result({
      ...base,
      kind: 'prepaid',
      rangeMonths: option.prepaid.months,
      chargedDays: 0,
      segments: [segment],
      sum: segment.sum,
      explanation: explain([segment]),
    });
  }

  if (paid.length === 0) return result(active.length > 0 ? free() : { ...free(), explanation: '0 ₽' });

  if (option.paymentPeriod === 'm') {
    const units = Math.max(...paid.map((d) => d.count));
    const first = paid[0] as Day;
    const unitPrice = tariffOn(option.tariffs, first.key);
    const segment: BillSegment = { quantity: 1, unit: 'month', units, unitPrice, sum: Math.ceil(unitPrice * units) };
    return result(
      { ...base, kind: 'monthly', chargedDays: paid.length, segments: [segment], sum: segment.sum, explanation: explain([segment]) },
      unitPrice,
    );
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
  return result({ ...base, kind: 'daily', chargedDays: paid.length, segments, sum, explanation: trialNote + explain(segments) });
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
