/** Typing into the masked application phone (9 999 999 99 99): the mask is rebuilt from the digits on every change. */
import { maskApplicationPhone } from '@portal/domain';

/**
 * The field's next value after an edit. Because the mask is rebuilt from digits, deleting only a separator
 * space would change nothing and the caret would seem stuck; such a deletion removes the digit before it.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const before = previous.replace(/\D/g, '');
  const after = typed.replace(/\D/g, '');
  const deletedSeparator = typed.length < previous.length && after === before && after.length > 0;
  if (!deletedSeparator) return maskApplicationPhone(typed);
  const position = firstDifference(previous, typed);
  const digitsBefore = previous.slice(0, position).replace(/\D/g, '').length;
  if (digitsBefore === 0) return maskApplicationPhone(after);
  return maskApplicationPhone(after.slice(0, digitsBefore - 1) + after.slice(digitsBefore));
}

function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}
