/**
 * The client price of a quote (decision 021): the partner prices a calculator's lines for its client either with one
 * markup in percent over its own cost (left empty: the recommended price where there is one) or with a price per
 * line; the totals and the margin follow.
 *
 * Rounding, the one rule: a line's client price is whole kopecks; a markup price is rounded UP to the next kopeck,
 * line by line, so it is never below the markup asked for; totals are the exact sums of the lines' kopecks, so no
 * kopeck is lost or added between the lines and the total.
 */

/** A line as a calculator produces it: money in kopecks per month for the whole line (count included). */
export type QuoteLineInput = {
  name: string;
  count: number;
  partnerCost: number;
  recommendedPrice: number | null;
};

/**
 * markup: one percent over the partner cost for every line, or null for the recommended price (the partner cost where
 * a line has none); perLine: the client price of each line, in the lines' order.
 */
export type QuotePricing = { mode: 'markup'; markupPercent: number | null } | { mode: 'perLine'; prices: number[] };

export type PricedQuoteLine = QuoteLineInput & { clientPrice: number; margin: number };

export type QuoteTotals = {
  partnerCost: number;
  clientPrice: number;
  /** Client price minus partner cost, kopecks. */
  margin: number;
  /** The margin's share of the client price, percent; null when the client price is zero. */
  marginPercent: number | null;
};

export type PricedQuote = {
  lines: PricedQuoteLine[];
  totals: QuoteTotals;
  /** Some line is priced below the partner's cost: allowed only once the partner acknowledged it. */
  belowCost: boolean;
};

export const MARKUP_PERCENT_MIN = -100;
export const MARKUP_PERCENT_MAX = 1000;
/** A line's money is at most 100 million rubles a month: with a markup of at most 1000 % the products stay exact. */
export const QUOTE_MONEY_MAX = 10_000_000_000;
export const QUOTE_LINES_MAX = 100;
export const QUOTE_COUNT_MAX = 100_000;

const BASIS = 10_000;

/** A percent with at most two decimals as whole hundredths of a percent (12.5 → 1250). */
export function markupBasisPoints(markupPercent: number): number {
  return Math.round(markupPercent * 100);
}

export function hasMarkupPrecision(markupPercent: number): boolean {
  return Math.abs(markupPercent * 100 - markupBasisPoints(markupPercent)) < 1e-6;
}

/** partnerCost × (100 + markup) / 100, rounded up to the kopeck, in exact integer arithmetic. */
export function markupPrice(partnerCost: number, markupPercent: number): number {
  const product = partnerCost * (BASIS + markupBasisPoints(markupPercent));
  const remainder = product % BASIS;
  return (product - remainder) / BASIS + (remainder > 0 ? 1 : 0);
}

/** The price of a line with no markup given: the recommended price where there is one, else the partner cost. */
export function defaultClientPrice(line: QuoteLineInput): number {
  return line.recommendedPrice ?? line.partnerCost;
}

export function clientPriceOf(line: QuoteLineInput, index: number, pricing: QuotePricing): number {
  if (pricing.mode === 'perLine') return pricing.prices[index] ?? defaultClientPrice(line);
  return pricing.markupPercent === null ? defaultClientPrice(line) : markupPrice(line.partnerCost, pricing.markupPercent);
}

export function marginPercentOf(margin: number, clientPrice: number): number | null {
  return clientPrice === 0 ? null : (margin / clientPrice) * 100;
}

/** The totals of a quote from its two sums. */
export function quoteTotals(partnerCost: number, clientPrice: number): QuoteTotals {
  const margin = clientPrice - partnerCost;
  return { partnerCost, clientPrice, margin, marginPercent: marginPercentOf(margin, clientPrice) };
}

export function priceQuote(lines: readonly QuoteLineInput[], pricing: QuotePricing): PricedQuote {
  const priced = lines.map((line, index): PricedQuoteLine => {
    const clientPrice = clientPriceOf(line, index, pricing);
    return { ...line, clientPrice, margin: clientPrice - line.partnerCost };
  });
  const partnerCost = priced.reduce((sum, line) => sum + line.partnerCost, 0);
  const clientPrice = priced.reduce((sum, line) => sum + line.clientPrice, 0);
  return {
    lines: priced,
    totals: quoteTotals(partnerCost, clientPrice),
    belowCost: priced.some((line) => line.margin < 0),
  };
}

/** The current client prices as per-line prices: switching from a markup to per-line editing keeps every figure. */
export function perLinePricesOf(lines: readonly QuoteLineInput[], pricing: QuotePricing): QuotePricing {
  return { mode: 'perLine', prices: priceQuote(lines, pricing).lines.map((line) => line.clientPrice) };
}

/** A margin percent as the screen shows it: one decimal, a comma, «—» when there is no client price. */
export function formatMarginPercent(marginPercent: number | null): string {
  if (marginPercent === null) return '—';
  // Half away from zero on both sides: −3.25 shows as −3,3 like 3.25 as 3,3.
  const rounded = Math.round(Math.abs(marginPercent) * 10) / 10;
  return `${marginPercent < 0 && rounded > 0 ? '−' : ''}${rounded.toFixed(1).replace('.', ',')} %`;
}

/**
 * A price typed in rubles («1 234,5») as kopecks; null when it is not a non-negative amount with at most 2 decimals,
 * or is more than `max` (a quote line's bound unless the caller checks its own).
 */
export function parseRubles(text: string, max: number = QUOTE_MONEY_MAX): number | null {
  const normalised = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return kopecks <= max ? kopecks : null;
}

/**
 * A markup typed by the partner («12,5», «-3»): null when the field is empty (the recommended price), 'invalid' when it
 * is not a percent within the limits with at most two decimals.
 */
export function parseMarkupPercent(text: string): number | null | 'invalid' {
  const normalised = text
    .replace(/[\s\u00a0%]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  if (normalised === '') return null;
  if (!/^-?\d+(\.\d{0,2})?$/.test(normalised)) return 'invalid';
  const percent = Number(normalised);
  return percent < MARKUP_PERCENT_MIN || percent > MARKUP_PERCENT_MAX ? 'invalid' : percent;
}
