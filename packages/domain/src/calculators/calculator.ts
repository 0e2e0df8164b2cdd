/**
 * The calculators' arithmetic (document 3 "Calculators"): a line per option with the partner's month cost and the
 * recommended client price, both from the pricing module the order forms use, and the margin per line and in total.
 * Money is integer kopecks per month for the whole line (its count included).
 */
import { monthlyCost, type Tariff } from '../pricing/pricing.ts';
import { marginPercentOf } from '../quotes/client-price.ts';

/** One line of a calculator's result: what a quote or an order form receives. */
export type CalculatorLine = { name: string; count: number; partnerCost: number; recommendedPrice: number | null };

export type Margin = {
  /** The recommended client price minus the partner's cost, kopecks; null when the client price is hidden. */
  margin: number | null;
  /** The margin as a share of the client price, percent (one decimal); null when there is no client price to share. */
  percent: number | null;
};

export type CalculatorTotals = Margin & { partnerCost: number; recommendedPrice: number | null };

/** The line of `count` units of an option at its tariff, priced for the month of `at` (an option without one costs nothing). */
export function calculatorLine(name: string, tariff: Tariff | null, count: number, at: Date): CalculatorLine {
  if (!tariff) return { name, count, partnerCost: 0, recommendedPrice: 0 };
  const cost = monthlyCost(tariff, count, at);
  return { name, count, partnerCost: cost.partner, recommendedPrice: cost.client };
}

/** The lines of a configuration: one per option counted above zero, in the options' order. */
export function calculatorLines(
  options: ReadonlyArray<{ name: string; tariff: Tariff | null; count: number }>,
  at: Date,
): CalculatorLine[] {
  return options.filter((o) => o.count > 0).map((o) => calculatorLine(o.name, o.tariff, o.count, at));
}

/**
 * The tariff a calculator prices an option with: the catalogue's, or, where the catalogue lets the partner set the
 * client price (the spec's clientTariff.editable), the client price per period the partner typed. The partner's cost
 * never changes; the recommended client price of the line, and so its margin, follow the typed price.
 */
export function calculatorTariff(
  option: { tariff: Tariff | null; clientPriceEditable: boolean },
  typedClientPrice: number | undefined,
): Tariff | null {
  if (!option.tariff || !option.clientPriceEditable || typedClientPrice === undefined) return option.tariff;
  if (!Number.isInteger(typedClientPrice) || typedClientPrice < 0) throw new Error('A client price is whole kopecks, zero or more');
  return { ...option.tariff, clientPrice: typedClientPrice };
}

export function marginOf(partnerCost: number, recommendedPrice: number | null): Margin {
  if (recommendedPrice === null) return { margin: null, percent: null };
  const margin = recommendedPrice - partnerCost;
  const percent = marginPercentOf(margin, recommendedPrice);
  return { margin, percent: percent === null ? null : Math.round(percent * 10) / 10 };
}

/**
 * The configuration's totals: sums of the lines. As in the order forms' total, the client total is null when any line
 * hides its client price (the configuration manager), and so is the margin then.
 */
export function calculatorTotals(lines: ReadonlyArray<CalculatorLine>): CalculatorTotals {
  const partnerCost = lines.reduce((sum, line) => sum + line.partnerCost, 0);
  const recommendedPrice = lines.reduce<number | null>(
    (sum, line) => (sum === null || line.recommendedPrice === null ? null : sum + line.recommendedPrice),
    0,
  );
  return { partnerCost, recommendedPrice, ...marginOf(partnerCost, recommendedPrice) };
}
