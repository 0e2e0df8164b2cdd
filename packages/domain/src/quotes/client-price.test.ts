/** The client price of a quote: examples, the API's rules, and the properties that must hold for any lines. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMarginPercent,
  markupPrice,
  MARKUP_PERCENT_MAX,
  parseMarkupPercent,
  parseRubles,
  perLinePricesOf,
  priceQuote,
  QUOTE_MONEY_MAX,
  type QuoteLineInput,
} from './client-price.ts';
import { quoteCreateSchema, quoteDraftSchema } from './quote-api.ts';
import { QUOTE_MESSAGES } from './texts.ts';

const LINES: QuoteLineInput[] = [
  { name: '1С:Бухгалтерия предприятия', count: 3, partnerCost: 300_000, recommendedPrice: 420_000 },
  { name: 'Дополнительный диск 10 ГБ', count: 1, partnerCost: 10_001, recommendedPrice: null },
];

describe('priceQuote', () => {
  it('takes the recommended price, or the cost where there is none, when no markup is given', () => {
    const quote = priceQuote(LINES, { mode: 'markup', markupPercent: null });
    expect(quote.lines.map((l) => l.clientPrice)).toEqual([420_000, 10_001]);
    expect(quote.totals).toEqual({ partnerCost: 310_001, clientPrice: 430_001, margin: 120_000, marginPercent: (120_000 / 430_001) * 100 });
    expect(quote.belowCost).toBe(false);
  });

  it('rounds a markup price up to the kopeck, line by line', () => {
    const quote = priceQuote(LINES, { mode: 'markup', markupPercent: 12.5 });
    // 10 001 × 1.125 = 11 251.125 → 11 252
    expect(quote.lines.map((l) => l.clientPrice)).toEqual([337_500, 11_252]);
    expect(quote.totals.clientPrice).toBe(348_752);
    expect(quote.totals.margin).toBe(348_752 - 310_001);
  });

  it('takes per-line prices and flags a line below its cost', () => {
    const quote = priceQuote(LINES, { mode: 'perLine', prices: [299_999, 20_000] });
    expect(quote.lines.map((l) => l.margin)).toEqual([-1, 9_999]);
    expect(quote.belowCost).toBe(true);
    expect(quote.totals.margin).toBe(9_998);
  });

  it('has no margin percent without a client price', () => {
    const quote = priceQuote([{ name: 'x', count: 1, partnerCost: 0, recommendedPrice: null }], { mode: 'markup', markupPercent: 10 });
    expect(quote.totals.marginPercent).toBeNull();
    expect(formatMarginPercent(null)).toBe('—');
  });

  it('keeps every figure when a markup becomes per-line prices', () => {
    const markup = { mode: 'markup', markupPercent: 7.77 } as const;
    expect(priceQuote(LINES, perLinePricesOf(LINES, markup)).totals).toEqual(priceQuote(LINES, markup).totals);
  });
});

describe('formatting and input', () => {
  it('formats the margin percent with one decimal', () => {
    expect(formatMarginPercent(27.906)).toBe('27,9 %');
    expect(formatMarginPercent(-3.25)).toBe('−3,3 %');
  });

  it('reads a typed markup: empty is the recommended price', () => {
    expect(parseMarkupPercent('')).toBeNull();
    expect(parseMarkupPercent('12,5')).toBe(12.5);
    expect(parseMarkupPercent('−3')).toBe(-3);
    expect(parseMarkupPercent('1001')).toBe('invalid');
    expect(parseMarkupPercent('1,234')).toBe('invalid');
  });

  it('reads rubles typed with a comma or spaces as kopecks', () => {
    expect(parseRubles('1 234,5')).toBe(123_450);
    expect(parseRubles('0.07')).toBe(7);
    expect(parseRubles('12')).toBe(1_200);
    expect(parseRubles('-1')).toBeNull();
    expect(parseRubles('1,234')).toBeNull();
    expect(parseRubles('abc')).toBeNull();
    expect(parseRubles('200 000 000,00')).toBeNull();
    expect(parseRubles('200 000 000,00', Number.POSITIVE_INFINITY)).toBe(20_000_000_000);
  });
});

describe('quote schemas', () => {
  const draft = {
    title: 'Типовые конфигурации',
    lines: LINES,
    pricing: { mode: 'markup', markupPercent: 20 },
    orderHref: '#/service/1c_ecw_application/grm/abc?customerId=1',
  };
  const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

  it('accepts a draft without a client and asks for one to save', () => {
    expect(quoteDraftSchema.safeParse(draft).success).toBe(true);
    expect(firstMessage(quoteCreateSchema.safeParse(draft))).toBe(QUOTE_MESSAGES.clientRequired);
  });

  it('answers each rule with its Russian message', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, QUOTE_MESSAGES.titleRequired],
      [{ lines: [] }, QUOTE_MESSAGES.linesRequired],
      [{ pricing: { mode: 'markup', markupPercent: 1001 } }, QUOTE_MESSAGES.markupRange(-100, MARKUP_PERCENT_MAX)],
      [{ pricing: { mode: 'markup', markupPercent: 1.234 } }, QUOTE_MESSAGES.markupPrecision],
      [{ pricing: { mode: 'perLine', prices: [1] } }, QUOTE_MESSAGES.pricesPerLine],
      [{ pricing: { mode: 'perLine', prices: [1.5, 2] } }, QUOTE_MESSAGES.moneyFormat],
      [{ pricing: { mode: 'markup', markupPercent: -10 } }, QUOTE_MESSAGES.belowCostNotAcknowledged],
      [{ orderHref: 'javascript:alert(1)' }, QUOTE_MESSAGES.orderHrefFormat],
      [{ orderHref: 'https://evil.example/#/x' }, QUOTE_MESSAGES.orderHrefFormat],
    ];
    for (const [patch, message] of cases) {
      expect(firstMessage(quoteDraftSchema.safeParse({ ...draft, ...patch })), JSON.stringify(patch)).toBe(message);
    }
  });

  it('lets a price below cost through once acknowledged', () => {
    const below = { ...draft, pricing: { mode: 'markup', markupPercent: -10 }, acknowledgedBelowCost: true };
    expect(quoteDraftSchema.safeParse(below).success).toBe(true);
  });
});

const money = fc.integer({ min: 0, max: QUOTE_MONEY_MAX });
const line = fc.record({
  name: fc.string({ minLength: 1, maxLength: 10 }),
  count: fc.integer({ min: 0, max: 100 }),
  partnerCost: money,
  recommendedPrice: fc.option(money, { nil: null }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 30 });
/** Percents with at most two decimals, as a partner types them. */
const markup = (min: number) => fc.integer({ min: min * 100, max: MARKUP_PERCENT_MAX * 100 }).map((hundredths) => hundredths / 100);

describe('properties', () => {
  it('with a non-negative markup, no client price is below the partner cost', () => {
    fc.assert(
      fc.property(lines, markup(0), (ls, percent) => {
        const quote = priceQuote(ls, { mode: 'markup', markupPercent: percent });
        expect(quote.belowCost).toBe(false);
        for (const l of quote.lines) expect(l.clientPrice).toBeGreaterThanOrEqual(l.partnerCost);
        expect(quote.totals.clientPrice).toBeGreaterThanOrEqual(quote.totals.partnerCost);
      }),
    );
  });

  it('a markup price is the exact product rounded up: never below it, less than a kopeck above', () => {
    fc.assert(
      fc.property(money, markup(-100), (cost, percent) => {
        const price = markupPrice(cost, percent);
        const exact = (BigInt(cost) * BigInt(10_000 + Math.round(percent * 100))) as bigint;
        expect(BigInt(price) * 10_000n >= exact).toBe(true);
        expect(BigInt(price - 1) * 10_000n < exact).toBe(true);
      }),
    );
  });

  it('totals are the sums of the lines, to the kopeck, in either mode', () => {
    const pricing = fc.oneof(
      markup(-100).map((percent) => ({ mode: 'markup' as const, markupPercent: percent })),
      fc.constant({ mode: 'markup' as const, markupPercent: null }),
    );
    fc.assert(
      fc.property(lines, pricing, fc.array(money, { minLength: 30, maxLength: 30 }), (ls, markupPricing, prices) => {
        for (const p of [markupPricing, { mode: 'perLine' as const, prices: prices.slice(0, ls.length) }]) {
          const quote = priceQuote(ls, p);
          const sum = (pick: (l: (typeof quote.lines)[number]) => number) => quote.lines.reduce((s, l) => s + pick(l), 0);
          expect(quote.totals.clientPrice).toBe(sum((l) => l.clientPrice));
          expect(quote.totals.partnerCost).toBe(sum((l) => l.partnerCost));
          expect(quote.totals.margin).toBe(sum((l) => l.margin));
          expect(quote.totals.margin).toBe(quote.totals.clientPrice - quote.totals.partnerCost);
          for (const l of quote.lines) expect(Number.isInteger(l.clientPrice)).toBe(true);
        }
      }),
    );
  });

  it('rounding never loses a kopeck: the total is at least the exact markup of the total cost', () => {
    fc.assert(
      fc.property(lines, markup(-100), (ls, percent) => {
        const quote = priceQuote(ls, { mode: 'markup', markupPercent: percent });
        const factor = BigInt(10_000 + Math.round(percent * 100));
        const exactTotal = ls.reduce((s, l) => s + BigInt(l.partnerCost) * factor, 0n);
        const total = BigInt(quote.totals.clientPrice) * 10_000n;
        expect(total >= exactTotal).toBe(true);
        // Each line adds less than one kopeck of rounding.
        expect(total - exactTotal < BigInt(ls.length) * 10_000n).toBe(true);
      }),
    );
  });
});
