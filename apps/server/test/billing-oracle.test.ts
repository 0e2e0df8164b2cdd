/**
 * The SQL that prices a month (billing.repository sumsByCustomer) against its oracle, the pure month bill of
 * packages/domain, on random ledgers: trials, demos, daily and monthly options, tariff versions changing mid-month,
 * prepaid ranges, seat changes, gaps, intervals of a minute and intervals starting exactly at midnight.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type BillableSubscription, type BillingMonth, billSubscription, DAY_MS, monthEnd, monthStart } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedCatalogue } from '../src/seed/catalogue.ts';
import { billedSpan, loadBillables, sumsByCustomer, wholeMonth } from '../src/repositories/billing.repository.ts';
import { insertPartner } from '../src/repositories/partner.repository.ts';
import { createBillingCustomer, createLedgerSubscription, createPricedKit, type LedgerSpec, type TestOption } from './support/billing.ts';
import { openTestDatabase } from './support/test-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await migrateToLatest(handle.db as never);
  await seedCatalogue(handle.db);
});
afterAll(async () => handle?.close());

const MONTHS: BillingMonth[] = [
  { year: 2026, month: 1 },
  { year: 2026, month: 2 },
  { year: 2028, month: 1 },
  { year: 2026, month: 3 },
];

type Generated = {
  month: BillingMonth;
  /** Where the span ends, as a fraction of the month (1: the whole month). */
  asOf: number;
  /** Days into the month on which the second tariff versions start. */
  tariffDay: number;
  subscriptions: Array<{
    customer: number;
    demo: boolean;
    trial: { start: number; length: number } | null;
    options: Array<{
      kind: number;
      prepaid: { offset: number; months: number } | null;
      start: number;
      steps: Array<{ units: number; length: number; gap: number }>;
      open: boolean;
    }>;
  }>;
};

/** A moment near the month: days from its start (may be negative), at whole hours or at any millisecond. */
const moment = fc.oneof(
  fc.integer({ min: -20 * 24, max: 32 * 24 }).map((hours) => hours * 3_600_000),
  fc.integer({ min: -20 * DAY_MS, max: 32 * DAY_MS }),
);

const generated: fc.Arbitrary<Generated> = fc.record({
  month: fc.constantFrom(...MONTHS),
  asOf: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  tariffDay: fc.integer({ min: -5, max: 35 }),
  subscriptions: fc.array(
    fc.record({
      customer: fc.integer({ min: 0, max: 2 }),
      demo: fc.boolean().map((b) => b && Math.random() < 0.3),
      trial: fc.option(fc.record({ start: moment, length: fc.integer({ min: 0, max: 20 * DAY_MS }) }), { freq: 3 }),
      options: fc.uniqueArray(
        fc.record({
          kind: fc.integer({ min: 0, max: 3 }),
          prepaid: fc.option(fc.record({ offset: fc.integer({ min: -40, max: 35 }), months: fc.integer({ min: 1, max: 12 }) }), {
            freq: 4,
          }),
          start: moment,
          steps: fc.array(
            fc.record({
              units: fc.integer({ min: 1, max: 30 }),
              length: fc.oneof(
                fc.integer({ min: 60_000, max: 12 * DAY_MS }),
                fc.integer({ min: 1, max: 12 }).map((d) => d * DAY_MS),
              ),
              gap: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 5 * DAY_MS })),
            }),
            { minLength: 1, maxLength: 6 },
          ),
          open: fc.boolean(),
        }),
        { minLength: 1, maxLength: 4, selector: (o) => o.kind },
      ),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

const day = (month: BillingMonth, offset: number) =>
  new Date(monthStart(month).getTime() + offset * DAY_MS + 3 * 3_600_000).toISOString().slice(0, 10);

/** The kit's four options: daily with a new price from `second`, daily, monthly with a new price, monthly priced only from `second`. */
function kitSpecs(second: string): Array<{ period: 'd' | 'm'; tariffs: Array<[string, number]> }> {
  return [
    {
      period: 'd',
      tariffs: [
        ['2020-01-01', 4400],
        [second, 5100],
      ],
    },
    { period: 'd', tariffs: [['2020-01-01', 360]] },
    {
      period: 'm',
      tariffs: [
        ['2020-01-01', 111_000],
        [second, 99_000],
      ],
    },
    { period: 'm', tariffs: [[second, 13_242]] },
  ];
}

/** Writes a generated partner and returns what the pure bill needs, built from the generated data itself. */
async function scenario(g: Generated) {
  const db = handle.db;
  const m0 = monthStart(g.month).getTime();
  const second = day(g.month, g.tariffDay);
  const specs = kitSpecs(second);
  const kit = await createPricedKit(db, specs);
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: 'ООО «Оракул»',
    contactName: 'Оракулов',
    email: `oracle-${randomUUID().slice(0, 8)}@test.ru`,
    phone: '8 900 000 00 00',
    status: 'on',
  });
  const customers = [
    await createBillingCustomer(db, partnerId),
    await createBillingCustomer(db, partnerId),
    await createBillingCustomer(db, partnerId),
  ];
  const subscriptions: Array<{ customerId: string; billable: BillableSubscription }> = [];
  for (const s of g.subscriptions) {
    const trial = s.trial ? { start: new Date(m0 + s.trial.start), end: new Date(m0 + s.trial.start + s.trial.length) } : null;
    const options: LedgerSpec['options'] = s.options.map((o) => {
      let from = m0 + o.start;
      const intervals = o.steps.map((step, i) => {
        const to = i === o.steps.length - 1 && o.open ? null : from + step.length;
        const interval = { units: step.units, from: new Date(from), to: to === null ? null : new Date(to) };
        if (to !== null) from = to + step.gap;
        return interval;
      });
      const prepaid = o.prepaid ? { from: day(g.month, o.prepaid.offset), months: o.prepaid.months } : null;
      return { option: kit.options[o.kind] as TestOption, intervals, prepaid };
    });
    const customerId = customers[s.customer] as string;
    const usageMode = s.demo ? 'DEMONSTRATION' : 'PRODUCTION';
    const id = await createLedgerSubscription(db, partnerId, customerId, { usageMode, trial, options });
    subscriptions.push({
      customerId,
      billable: {
        subscriptionId: id,
        usageMode,
        trial,
        options: options.map((o, i) => ({
          subscriptionOptionId: `${id}-${i}`,
          serviceOptionId: o.option.serviceOptionId,
          name: o.option.name,
          paymentPeriod: o.option.period,
          prepaid: o.prepaid ?? null,
          intervals: o.intervals,
          tariffs: (specs[s.options[i]?.kind ?? 0]?.tariffs ?? []).map(([effectiveFrom, price]) => ({ effectiveFrom, price })),
        })),
      },
    });
  }
  return { partnerId, customers, subscriptions };
}

describe('pricing a month in SQL agrees with the pure month bill', () => {
  it('on random ledgers, client by client, for the whole month and up to any moment', async () => {
    await fc.assert(
      fc.asyncProperty(generated, async (g) => {
        const { partnerId, customers, subscriptions } = await scenario(g);
        const whole = wholeMonth(g.month);
        const end = monthEnd(g.month).getTime();
        const asOf = new Date(monthStart(g.month).getTime() + Math.floor((end - monthStart(g.month).getTime()) * g.asOf));
        const spans = [whole, billedSpan(g.month, asOf)];
        const rows = await sumsByCustomer(handle.db, [partnerId], spans);
        for (const [index, span] of spans.entries()) {
          const pureAsOf = span.end.getTime() < end ? span.end : undefined;
          for (const customerId of customers) {
            const expected = subscriptions
              .filter((s) => s.customerId === customerId)
              .reduce((total, s) => total + billSubscription(s.billable, g.month, pureAsOf).sum, 0);
            const actual = rows.filter((r) => r.span === index && r.customerId === customerId).reduce((t, r) => t + r.sum, 0);
            expect(actual, `span ${index}, client ${customerId}`).toBe(expected);
          }
          // The loader feeds the pure bill the same facts as the generator.
          const loaded = await loadBillables(
            handle.db,
            partnerId,
            subscriptions.map((s) => s.billable.subscriptionId),
            span,
          );
          const loadedTotal = loaded.reduce((t, l) => t + billSubscription(l.billable, g.month, pureAsOf).sum, 0);
          expect(loadedTotal).toBe(rows.filter((r) => r.span === index).reduce((t, r) => t + r.sum, 0));
        }
      }),
      { numRuns: Number(process.env.BILLING_ORACLE_RUNS ?? 60) },
    );
  }, 900_000);
});
