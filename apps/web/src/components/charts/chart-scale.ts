/** The arithmetic of the spend charts: a round top for the scale, and bar lengths in proportion to it. */

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1), so the scale reads at a glance. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Bar lengths for values on a scale of `length` units, the scale's top the nice ceiling of the largest value. A value
 * above zero gets at least `minimum` units so it stays visible; zero and below draw nothing.
 */
export function barLengths(values: ReadonlyArray<number>, length: number, minimum = 1): { top: number; lengths: number[] } {
  const top = niceCeiling(Math.max(0, ...values));
  const lengths = values.map((value) => (value > 0 ? Math.max(minimum, (value / top) * length) : 0));
  return { top, lengths };
}
