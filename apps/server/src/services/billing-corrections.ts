/**
 * Late corrections (decision 014): a closed month never changes, so a ledger write that reaches into it after it closed
 * (marked late by the ledger's trigger) is billed in the partner's first open month as a correction line per option —
 * the closed month priced again from the ledger, less everything invoices have billed for it so far.
 */
import type { BillingMonth } from '@portal/domain';
import { monthOf } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { loadBillables, wholeMonth } from '../repositories/billing.repository.ts';
import {
  correctionFacts,
  customersByIds,
  invoiceLinesOfSubscriptions,
  monthKey,
  monthOfKey,
  type MonthLine,
} from '../repositories/invoice.repository.ts';
import { correctionLine, linesOf } from './billing-lines.ts';

/**
 * The correction lines a partner's month carries: none unless it is the month right after the partner's latest closed
 * one and some ledger write came late. `subscriptionIds` narrows them to some subscriptions.
 */
export async function correctionLines(
  db: Db,
  partnerId: string,
  month: BillingMonth,
  subscriptionIds?: ReadonlyArray<string>,
): Promise<MonthLine[]> {
  const facts = await correctionFacts(db, partnerId);
  const latest = facts.closedMonths.at(-1);
  if (latest === undefined || latest + 1 !== monthKey(month)) return [];
  const late = subscriptionIds ? facts.late.filter((l) => subscriptionIds.includes(l.subscriptionId)) : facts.late;
  if (late.length === 0) return [];

  const billed = await invoiceLinesOfSubscriptions(
    db,
    partnerId,
    late.map((l) => l.subscriptionId),
  );
  const invoiced = new Map<string, { sum: number; line: MonthLine }>();
  for (const line of billed) {
    const key = `${line.subscriptionOptionId}|${monthKey(line.period)}`;
    const known = invoiced.get(key);
    invoiced.set(key, { sum: (known?.sum ?? 0) + line.sum, line: known?.line.correction === false ? known.line : line });
  }
  const customers = await customersByIds(db, [...new Set(billed.map((l) => l.customer.customerId))]);
  const corrections: MonthLine[] = [];
  for (const key of facts.closedMonths) {
    const reaching = late.filter((l) => monthKey(monthOf(l.from)) <= key).map((l) => l.subscriptionId);
    if (reaching.length === 0) continue;
    const span = wholeMonth(monthOfKey(key));
    const loaded = await loadBillables(db, partnerId, reaching, span);
    for (const c of await customersByIds(
      db,
      loaded.map((l) => l.facts.customerId).filter((id) => !customers.has(id)),
    )) {
      customers.set(c[0], c[1]);
    }
    const seen = new Set<string>();
    for (const line of linesOf(loaded, customers, span, true)) {
      const optionKey = `${line.subscriptionOptionId}|${key}`;
      seen.add(optionKey);
      const before = invoiced.get(optionKey)?.sum ?? 0;
      if (line.sum !== before) corrections.push(correctionLine(line, before));
    }
    // An option billed then that has no usage in that month any more: all of it comes back.
    for (const [optionKey, { sum, line }] of invoiced) {
      if (seen.has(optionKey) || !optionKey.endsWith(`|${key}`) || !reaching.includes(line.subscriptionId) || sum === 0) continue;
      corrections.push(correctionLine({ ...line, correction: false, sum: 0 }, sum));
    }
  }
  return corrections;
}
