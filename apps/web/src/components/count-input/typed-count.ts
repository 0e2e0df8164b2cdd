/** The clamp rule of every counter (document 1 §5 Workplace count): a typed count within the option's bounds. */
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
