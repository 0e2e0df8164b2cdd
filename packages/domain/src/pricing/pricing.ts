/**
 * Prices of orders (document 1 §9, document 3 §9): money is integer kopecks. A daily tariff costs the partner
 * its price × the days of the current month, and is recommended to the client at its client price × 31;
 * a monthly tariff is a fixed month. Sums are rounded up only where they are shown (format/money.ts).
 */
export type PaymentPeriod = 'd' | 'm';

export type Tariff = {
  /** Partner price per period, kopecks. */
  price: number;
  /** Recommended client price per period, kopecks; null where the spec hides it (configuration manager). */
  clientPrice: number | null;
  paymentPeriod: PaymentPeriod;
};

/** The recommended client price of a daily option counts a 31-day month. */
export const CLIENT_PRICE_DAYS = 31;
/**
 * Built once: constructing an Intl.DateTimeFormat costs far more than formatting with one, and the Market prices
 * every option of every kit with it.
 */
const MOSCOW_YEAR_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit' });

/** Days of the calendar month (in Moscow) that contains the given moment. */
export function daysInMonth(at: Date): number {
  const [year, month] = MOSCOW_YEAR_MONTH.format(at).split('-').map(Number);
  if (year === undefined || month === undefined) throw new Error('Cannot read the month');
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type MonthlyCost = { partner: number; client: number | null };

/** The month's cost of `count` units of an option with this tariff, ordered at `at`. */
export function monthlyCost(tariff: Tariff, count: number, at: Date): MonthlyCost {
  if (!Number.isInteger(count) || count < 0) throw new Error('A count is a whole number of units, zero or more');
  const partnerDays = tariff.paymentPeriod === 'd' ? daysInMonth(at) : 1;
  const clientDays = tariff.paymentPeriod === 'd' ? CLIENT_PRICE_DAYS : 1;
  return {
    partner: tariff.price * partnerDays * count,
    client: tariff.clientPrice === null ? null : tariff.clientPrice * clientDays * count,
  };
}

export type OrderLine = { tariff: Tariff; count: number };

/** The total of an order's lines; the client total is null when any line hides its client price. */
export function orderTotal(lines: OrderLine[], at: Date): MonthlyCost {
  return lines.reduce<MonthlyCost>(
    (total, line) => {
      const cost = monthlyCost(line.tariff, line.count, at);
      return {
        partner: total.partner + cost.partner,
        client: total.client === null || cost.client === null ? null : total.client + cost.client,
      };
    },
    { partner: 0, client: 0 },
  );
}

/** The total of an order's option lines: each option with a tariff, at its count (options without one cost nothing). */
export function optionLinesTotal(lines: ReadonlyArray<{ option: { tariff: Tariff | null }; count: number }>, at: Date): MonthlyCost {
  return orderTotal(
    lines.flatMap(({ option, count }) => (option.tariff && count > 0 ? [{ tariff: option.tariff, count }] : [])),
    at,
  );
}

/**
 * The lowest month's price a kit can be ordered for (the Market's "from"): its required options at their minimum;
 * when nothing is required (a client-server base may go without seats), one unit of its cheapest main option (those
 * of the kit's own category, such as workplaces, not an extra disk); for seat tiers, the cheapest tier at its minimum.
 */
export function kitPriceFrom(
  kit: { resourceCategory: string; seatTiers: boolean },
  options: ReadonlyArray<CountedOption & { resourceCategory: string; tariff: Tariff | null }>,
  at: Date,
): number | null {
  const priced = options.flatMap((o) => (o.tariff ? [{ ...o, tariff: o.tariff }] : []));
  if (priced.length === 0) return null;
  const cost = (tariff: Tariff, count: number) => monthlyCost(tariff, count, at).partner;
  if (kit.seatTiers) return Math.min(...priced.map((o) => cost(o.tariff, o.minUsageCount)));
  const required = priced.reduce((sum, o) => sum + cost(o.tariff, o.minUsageCount), 0);
  if (required > 0) return required;
  const main = priced.filter((o) => o.resourceCategory === kit.resourceCategory);
  return Math.min(...(main.length > 0 ? main : priced).map((o) => cost(o.tariff, 1)));
}

/** An option counted in units between its bounds: a seat tier of a per-seat product is one such option. */
export type CountedOption = { minUsageCount: number; maxUsageCount: number };

/**
 * A per-seat product (Kaspersky) offers its seat tiers as alternative options, each for a range of seats and
 * priced per seat: the order takes all its seats on the one tier whose range holds the count, none on the others.
 */
export function seatTierLines<O extends CountedOption>(tiers: readonly O[], seats: number): Array<{ option: O; count: number }> {
  const chosen = tiers.find((tier) => seats >= tier.minUsageCount && seats <= tier.maxUsageCount);
  return tiers.map((option) => ({ option, count: option === chosen ? seats : 0 }));
}

/** The seats a per-seat product may be ordered with: from its smallest tier's minimum to its largest tier's maximum. */
export function seatRange(tiers: readonly CountedOption[]): { min: number; max: number } {
  return tiers.length
    ? { min: Math.min(...tiers.map((t) => t.minUsageCount)), max: Math.max(...tiers.map((t) => t.maxUsageCount)) }
    : { min: 0, max: 0 };
}

/** True when exactly one tier is ordered, with a seat count inside its range. */
export function isOneSeatTier(lines: ReadonlyArray<{ option: CountedOption; count: number }>): boolean {
  const ordered = lines.filter((line) => line.count > 0);
  const [only] = ordered;
  return ordered.length === 1 && only !== undefined && only.count >= only.option.minUsageCount && only.count <= only.option.maxUsageCount;
}

/** Rubles with kopecks (as the spec writes prices, e.g. 17.85) to integer kopecks. */
export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}
