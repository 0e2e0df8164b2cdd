/** A LIKE pattern that finds the text anywhere, case-insensitively, with % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
