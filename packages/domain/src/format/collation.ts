/**
 * Russian alphabetical order, as `a.localeCompare(b, 'ru')` gives it. One collator for every comparison: localeCompare
 * with a locale looks its collator up on each call, which in a sort of a page's subscriptions was most of the sort.
 * Made on first use, so that a module importing the domain makes none.
 */
let russian: Intl.Collator | undefined;

export function compareRussian(a: string, b: string): number {
  russian ??= new Intl.Collator('ru');
  return russian.compare(a, b);
}
