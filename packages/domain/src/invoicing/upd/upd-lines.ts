/**
 * The act's lines as the format's table rows: the name, the unit, quantity and price where the line is a whole number
 * of months at the month's price, otherwise one conventional unit at the line's sum — so quantity × price is the
 * amount to the kopeck on every row — and the VAT when the vendor charges it.
 */
export type UpdUnit = { code: string; name: string };

export const UPD_UNITS = {
  month: { code: '362', name: 'мес' },
  conventional: { code: '876', name: 'усл. ед' },
} as const satisfies Record<string, UpdUnit>;

/** An act's line as the billing keeps it (kopecks). */
export type ActLine = {
  name: string;
  sum: number;
  /** 'm' for a monthly price, 'd' for a daily one. */
  periodType: 'd' | 'm';
  unitPrice: number;
  /** Units (workplaces) billed; null on invoices closed before it was kept. */
  units: number | null;
};

export type UpdRow = {
  name: string;
  /** Null for a line that costs nothing: the format wants a positive price wherever it has a quantity. */
  unit: UpdUnit | null;
  quantity: number | null;
  price: number | null;
  /** Kopecks without VAT, the act's figure. */
  sum: number;
  vat: number | null;
  sumWithVat: number;
};

/** VAT on an amount at a whole-percent rate, rounded to the kopeck; null when the vendor charges none. */
export function vatOf(sum: number, vatRate: number | null): number | null {
  return vatRate === null ? null : Math.round((sum * vatRate) / 100);
}

export function updRow(line: ActLine, vatRate: number | null): UpdRow {
  const vat = vatOf(line.sum, vatRate);
  const base = { name: line.name, sum: line.sum, vat, sumWithVat: line.sum + (vat ?? 0) };
  if (line.sum <= 0) return { ...base, unit: null, quantity: null, price: null };
  const wholeMonths =
    line.periodType === 'm' && line.units !== null && line.units > 0 && line.unitPrice > 0 && line.units * line.unitPrice === line.sum;
  return wholeMonths
    ? { ...base, unit: UPD_UNITS.month, quantity: line.units, price: line.unitPrice }
    : { ...base, unit: UPD_UNITS.conventional, quantity: 1, price: line.sum };
}

export type UpdTotals = { sum: number; vat: number | null; sumWithVat: number };

/** The table's totals: the rows' own figures added up, so the file never disagrees with itself. */
export function updTotals(rows: ReadonlyArray<UpdRow>, vatRate: number | null): UpdTotals {
  let sum = 0;
  let vat = 0;
  for (const row of rows) {
    sum += row.sum;
    vat += row.vat ?? 0;
  }
  return { sum, vat: vatRate === null ? null : vat, sumWithVat: sum + vat };
}
