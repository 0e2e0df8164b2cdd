/** Russian plurals, apart from zod's messages so that a page without a form loads no zod for them. */
/** The Russian plural of a count: 1 символ, 2 символа, 5 символов. */
export function russianPlural(count: number, one: string, few: string, many: string): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
