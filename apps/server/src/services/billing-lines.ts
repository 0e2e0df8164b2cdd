/**
 * A month's lines: one per subscription option billed, with what the details page, the export and the invoice show of
 * it. An open month's lines come from the pure month bill over the ledger (plus the late corrections of closed months
 * it carries); a closed month's from its invoice. Every answer about a month is built from these lines.
 */
import {
  type BillingCustomer,
  type BillingOption,
  type BillingSubscription,
  billSubscription,
  compareRussian,
  formatMoney,
  monthEnd,
  monthNumberLabel,
  BILLING_TEXTS,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { type BilledSpan, type LoadedSubscription, loadBillables } from '../repositories/billing.repository.ts';
import { customersByIds, type CustomerFacts, type MonthLine } from '../repositories/invoice.repository.ts';

export const BILLING_CURRENCY = 'RUB';

const activeAt = (intervals: ReadonlyArray<{ to: Date | null }>, end: Date) => intervals.some((i) => i.to === null || i.to >= end);

/**
 * The lines of subscriptions priced by the pure month bill for a span: a line per option's part (seats added or
 * removed within the month are lines of their own), or with `byOption` one per option (what corrections compare).
 */
export function linesOf(
  loaded: ReadonlyArray<LoadedSubscription>,
  customers: Map<string, CustomerFacts>,
  span: BilledSpan,
  byOption = false,
): MonthLine[] {
  const asOf = span.end < monthEnd(span.month) ? span.end : undefined;
  const lines: MonthLine[] = [];
  for (const { billable, facts } of loaded) {
    const customer = customers.get(facts.customerId);
    if (!customer || billable.options.length === 0) continue;
    const bill = billSubscription(billable, span.month, asOf);
    const running = billable.options.some((o) => activeAt(o.intervals, span.end));
    for (const [index, option] of bill.options.entries()) {
      const source = billable.options[index];
      if (!source) continue;
      const last = option.segments.at(-1);
      const whole = {
        units: last?.units ?? 0,
        startDate: option.startDate,
        endDate: option.endDate,
        activeDays: option.activeDays,
        chargedDays: option.chargedDays,
        unitPrice: last?.unitPrice ?? 0,
        sum: option.sum,
        explanation: option.explanation,
      };
      const parts = byOption
        ? [whole]
        : option.parts.map((part) => ({ ...part, unitPrice: part.segments.at(-1)?.unitPrice ?? whole.unitPrice }));
      const optionActive = activeAt(source.intervals, span.end);
      for (const part of parts) {
        lines.push({
          period: span.month,
          correction: false,
          customer,
          subscriptionId: facts.subscriptionId,
          serviceName: facts.serviceName,
          serviceKitName: facts.serviceKitName,
          usageMode: facts.usageMode,
          subscriptionStart: facts.startDate ?? bill.startDate,
          subscriptionEnd: running ? null : bill.endDate,
          subscriptionDays: bill.days,
          trial: bill.trial,
          subscriptionOptionId: option.subscriptionOptionId,
          serviceOptionId: option.serviceOptionId,
          optionName: option.name,
          resourceCode: facts.options.get(option.subscriptionOptionId)?.resourceCode ?? '',
          kind: option.kind,
          periodType: source.paymentPeriod,
          prepaid: source.prepaid !== null,
          rangeMonths: option.rangeMonths,
          startDate: part.startDate,
          endDate: part.endDate,
          days: part.activeDays,
          chargedDays: part.chargedDays,
          unitPrice: part.unitPrice,
          units: part.units,
          sum: part.sum,
          explanation: part.explanation,
          // A part whose seats left before the span's end is over, though the option runs on.
          active: optionActive && (part.endDate === null || part.endDate.getTime() >= span.end.getTime()),
        });
      }
    }
  }
  return lines;
}

/** The lines of the given subscriptions for an open month's span, priced now from the ledger. */
export async function liveLines(db: Db, partnerId: string, subscriptionIds: ReadonlyArray<string>, span: BilledSpan): Promise<MonthLine[]> {
  const loaded = await loadBillables(db, partnerId, subscriptionIds, span);
  const customers = await customersByIds(db, [...new Set(loaded.map((l) => l.facts.customerId))]);
  return linesOf(loaded, customers, span);
}

const money = (kopecks: number) => formatMoney(kopecks, 2);

/** A correction line: a closed month's option priced again, less what invoices billed for it. */
export function correctionLine(recomputed: MonthLine, invoiced: number): MonthLine {
  const period = monthNumberLabel(recomputed.period.year, recomputed.period.month);
  return {
    ...recomputed,
    correction: true,
    sum: recomputed.sum - invoiced,
    explanation: BILLING_TEXTS.correctionExplanation(period, money(recomputed.sum), money(invoiced)),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function optionOf(line: MonthLine): BillingOption {
  return {
    subscriptionOptionId: line.subscriptionOptionId,
    nomenclatureName: line.optionName,
    nomenclatureSerial: line.resourceCode,
    startDate: iso(line.startDate),
    endDate: iso(line.endDate),
    daysCount: line.days,
    price: line.unitPrice,
    sum: line.sum,
    currencyCode: BILLING_CURRENCY,
    periodType: line.periodType,
    prepaid: line.prepaid,
    range: line.rangeMonths,
    active: line.active,
    units: line.units,
    explanation: line.explanation,
    correction: line.correction ? line.period : null,
  };
}

/** One subscription's answer from its lines (the first usual line describes the subscription). */
export function subscriptionOf(lines: ReadonlyArray<MonthLine>): BillingSubscription | null {
  const first = lines.find((l) => !l.correction) ?? lines[0];
  if (!first) return null;
  return {
    subscriptionId: first.subscriptionId,
    service: { name: first.serviceName },
    serviceKitName: first.serviceKitName,
    usageMode: first.usageMode,
    startDate: iso(first.subscriptionStart),
    endDate: first.correction ? null : iso(first.subscriptionEnd),
    days: first.correction ? 0 : first.subscriptionDays,
    sum: lines.reduce((total, l) => total + l.sum, 0),
    currencyCode: BILLING_CURRENCY,
    trial: first.trial
      ? { startDate: first.trial.start.toISOString(), endDate: first.trial.end.toISOString(), days: first.trial.days }
      : null,
    options: lines.map(optionOf),
  };
}

/** The clients' blocks of a page, in the order of `customerIds`, each with its subscriptions in the order of their lines. */
export function customersOf(lines: ReadonlyArray<MonthLine>, customerIds: ReadonlyArray<string>): BillingCustomer[] {
  const bySubscription = new Map<string, MonthLine[]>();
  for (const line of lines) {
    const list = bySubscription.get(line.subscriptionId) ?? [];
    list.push(line);
    bySubscription.set(line.subscriptionId, list);
  }
  const blocks: BillingCustomer[] = [];
  for (const customerId of customerIds) {
    const subscriptions = [...bySubscription.values()]
      .filter((l) => l[0]?.customer.customerId === customerId)
      .map((l) => subscriptionOf(l))
      .filter((s): s is BillingSubscription => s !== null)
      .sort((a, b) => compareRussian(a.service.name, b.service.name) || a.subscriptionId.localeCompare(b.subscriptionId));
    const customer = lines.find((l) => l.customer.customerId === customerId)?.customer;
    if (!customer || subscriptions.length === 0) continue;
    blocks.push({
      customerId,
      name: customer.name,
      responsible: customer.responsible,
      phone: customer.phone,
      email: customer.email,
      inn: customer.inn,
      city: customer.city,
      oneCId: customer.login,
      own: customer.ownUse,
      sum: subscriptions.reduce((total, s) => total + s.sum, 0),
      subscriptions,
    });
  }
  return blocks;
}
