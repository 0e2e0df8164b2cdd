/** Taxpayer number (ИНН): format and the check digits of the 10- and 12-digit algorithms. */
export const INN_FORMAT_MESSAGE = 'Неправильный формат ИНН! Допускаются цифры от 0 до 9, количество цифр 10 или 12';
export const INN_MAX_LENGTH = 12;
/** The check button needs a valid field of at least this many digits. */
export const INN_MIN_CHECK_LENGTH = 10;

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

export function isInnFormat(value: string): boolean {
  return /^(\d{10}|\d{12})$/.test(value);
}

/** The message of the INN field for a typed value (surrounding spaces ignored), or undefined when its format is right. */
export function innFormatProblem(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed.length <= INN_MAX_LENGTH && isInnFormat(trimmed) ? undefined : INN_FORMAT_MESSAGE;
}

/** True when the number has the right length and its check digits match. */
export function isValidInn(value: string): boolean {
  if (!isInnFormat(value)) return false;
  if (value.length === 10) return checkDigit(value, WEIGHTS_10) === Number(value[9]);
  return checkDigit(value, WEIGHTS_11) === Number(value[10]) && checkDigit(value, WEIGHTS_12) === Number(value[11]);
}

/** Completes 9 (or 10) leading digits into a valid INN: used by tests and the demo directory. */
export function completeInn(prefix: string): string {
  if (/^\d{9}$/.test(prefix)) return `${prefix}${checkDigit(prefix, WEIGHTS_10)}`;
  if (/^\d{10}$/.test(prefix)) {
    const eleven = `${prefix}${checkDigit(prefix, WEIGHTS_11)}`;
    return `${eleven}${checkDigit(eleven, WEIGHTS_12)}`;
  }
  throw new Error('An INN prefix has 9 or 10 digits');
}
