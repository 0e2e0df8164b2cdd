/** Stepping through the product tour's slides; the tour wraps around at both ends. */

export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** How far through the tour a slide is, in percent (the first slide is already a step). */
export function tourProgress(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index + 1) / count) * 100;
}
