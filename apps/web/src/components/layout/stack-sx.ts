/**
 * MUI Stack's layout as a Box's sx (flex, and the spacing as margins between the children, as Stack writes it), for
 * the list pages: Stack itself brings its own system code to them.
 */
const RESET = { '& > :not(style):not(style)': { m: 0 } };

/** `<Stack direction="row" spacing={n}>` */
export const rowStackSx = (spacing: number) => ({
  display: 'flex',
  flexDirection: 'row' as const,
  ...RESET,
  '& > :not(style) ~ :not(style)': { ml: spacing },
});

/** `<Stack direction={{ xs: 'column', sm: 'row' }} spacing={n}>` */
export const columnThenRowStackSx = (spacing: number) => ({
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' } as const,
  ...RESET,
  '& > :not(style) ~ :not(style)': { mt: { xs: spacing, sm: 0 }, ml: { xs: 0, sm: spacing } },
});
