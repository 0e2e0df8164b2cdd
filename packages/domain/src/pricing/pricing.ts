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
const MOSCOW = 'Europe/Moscow';

/** Days of the calendar month (in Moscow) that contains the given moment. */
export function daysInMonth(at: Date): number {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: MOSCOW, year: 'numeric', month: '2-digit' })
    .format(at)
    .split('-')
    .map(Number);
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

/** A seat tier of a per-seat product (Kaspersky): from `min` to `max` seats, prices per seat per month. */
export type SeatTier = { min: number; max: number; price: number; clientPrice: number };

/** The tier a number of seats falls in, or undefined outside every tier. */
export function seatTier(tiers: SeatTier[], seats: number): SeatTier | undefined {
  return tiers.find((tier) => seats >= tier.min && seats <= tier.max);
}

/** The month's cost of a per-seat product: the tier's price for each seat. */
export function seatCost(tiers: SeatTier[], seats: number): MonthlyCost | undefined {
  const tier = seatTier(tiers, seats);
  return tier && { partner: tier.price * seats, client: tier.clientPrice * seats };
}

/** Rubles with kopecks (as the spec writes prices, e.g. 17.85) to integer kopecks. */
export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}
