/** An order form's lines: the count of each option (what the user set, else its default) and the units sent. */
import type { ServiceOption } from '@portal/domain';

export const countOf = (counts: Record<string, number>, option: ServiceOption) =>
  counts[option.serviceOptionId] ?? Math.max(option.minUsageCount, option.usageCount);

/** The order payload holds one serviceOptions entry per ordered unit. */
export const unitsOf = (lines: ReadonlyArray<{ option: ServiceOption; count: number }>) =>
  lines.flatMap(({ option, count }) => Array.from({ length: count }, () => ({ serviceOptionId: option.serviceOptionId })));
