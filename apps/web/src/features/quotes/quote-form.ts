/**
 * The quote panel's form state, read with the domain's arithmetic: what the partner typed (a markup, or a price per
 * line in rubles) becomes a pricing, the priced lines and their totals, and the errors to show.
 */
import {
  defaultClientPrice,
  MARKUP_PERCENT_MAX,
  MARKUP_PERCENT_MIN,
  parseMarkupPercent,
  parseRubles,
  priceQuote,
  QUOTE_MESSAGES,
  type PricedQuote,
  type QuoteLineInput,
  type QuotePricing,
} from '@portal/domain';

export type QuoteMode = QuotePricing['mode'];

export type QuoteFormState = {
  mode: QuoteMode;
  markupText: string;
  /** Per-line prices as typed, in rubles. */
  priceTexts: string[];
  acknowledged: boolean;
};

export type QuoteFormReading = {
  /** Null while some input cannot be read. */
  pricing: QuotePricing | null;
  priced: PricedQuote | null;
  markupError: string | null;
  priceErrors: Array<string | null>;
  /** The PDF and saving are possible: every input reads and a price below cost is acknowledged. */
  ready: boolean;
};

/** Kopecks as a price field shows them: «1234,50». */
export function kopecksToInput(kopecks: number): string {
  return `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
}

function percentToInput(percent: number | null): string {
  return percent === null ? '' : String(percent).replace('.', ',');
}

export function initialQuoteForm(lines: readonly QuoteLineInput[], pricing?: QuotePricing): QuoteFormState {
  if (pricing?.mode === 'perLine') {
    return { mode: 'perLine', markupText: '', priceTexts: pricing.prices.map(kopecksToInput), acknowledged: false };
  }
  return {
    mode: 'markup',
    markupText: percentToInput(pricing?.markupPercent ?? null),
    priceTexts: lines.map((line) => kopecksToInput(defaultClientPrice(line))),
    acknowledged: false,
  };
}

export function readQuoteForm(lines: readonly QuoteLineInput[], state: QuoteFormState): QuoteFormReading {
  let pricing: QuotePricing | null = null;
  let markupError: string | null = null;
  let priceErrors: Array<string | null> = lines.map(() => null);
  if (state.mode === 'markup') {
    const percent = parseMarkupPercent(state.markupText);
    if (percent === 'invalid') markupError = QUOTE_MESSAGES.markupRange(MARKUP_PERCENT_MIN, MARKUP_PERCENT_MAX);
    else pricing = { mode: 'markup', markupPercent: percent };
  } else {
    const prices = lines.map((line, index) => {
      const text = state.priceTexts[index];
      return text === undefined ? defaultClientPrice(line) : parseRubles(text);
    });
    priceErrors = prices.map((price) => (price === null ? QUOTE_MESSAGES.priceInput : null));
    if (prices.every((price): price is number => price !== null)) pricing = { mode: 'perLine', prices };
  }
  const priced = pricing ? priceQuote(lines, pricing) : null;
  return {
    pricing,
    priced,
    markupError,
    priceErrors,
    ready: priced !== null && lines.length > 0 && (!priced.belowCost || state.acknowledged),
  };
}

/** Switching to per-line prices starts from the prices shown, so no figure jumps. */
export function switchQuoteMode(lines: readonly QuoteLineInput[], state: QuoteFormState, mode: QuoteMode): QuoteFormState {
  if (mode === state.mode) return state;
  if (mode === 'perLine') {
    const { priced } = readQuoteForm(lines, state);
    const prices = priced ? priced.lines.map((line) => line.clientPrice) : lines.map(defaultClientPrice);
    return { ...state, mode, priceTexts: prices.map(kopecksToInput) };
  }
  return { ...state, mode };
}
