import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Strips leading and trailing dashes and spaces, as the spec asks for names. */
export function stripName(value: string): string {
  return value.replace(/^[\s-]+|[\s-]+$/g, '');
}

/** A required, trimmed text with a length limit and the spec's 'Обязательное поле'. */
export function requiredText(max = 255) {
  return z
    .string({ error: MESSAGES.required })
    .transform(stripName)
    .pipe(z.string().min(1, MESSAGES.required).max(max, MESSAGES.tooLong(max)));
}

/** A UTF-16 surrogate without its pair: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that cannot be stored or shown: a NUL (PostgreSQL refuses it) or a lone surrogate (not well-formed). */
export function hasForbiddenCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}
