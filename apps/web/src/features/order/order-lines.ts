/** An order form's lines: the count of each option (what the user set, else its default), typed counts, the units sent. */
import type { ServiceOption } from '@portal/domain';

export const countOf = (counts: Record<string, number>, option: ServiceOption) =>
  counts[option.serviceOptionId] ?? Math.max(option.minUsageCount, option.usageCount);

/** The order payload holds one serviceOptions entry per ordered unit. */
export const unitsOf = (lines: ReadonlyArray<{ option: ServiceOption; count: number }>) =>
  lines.flatMap(({ option, count }) => Array.from({ length: count }, () => ({ serviceOptionId: option.serviceOptionId })));

/**
 * A count typed into a counter: null while the field is empty (nothing to take yet), else the number within
 * [min, max] and whether it had to be clamped into it.
 */
export function typedCount(text: string, min: number, max: number): { value: number; clamped: boolean } | null {
  const typed = Number.parseInt(text, 10);
  if (Number.isNaN(typed)) return null;
  const value = Math.min(max, Math.max(min, typed));
  return { value, clamped: value !== typed };
}
