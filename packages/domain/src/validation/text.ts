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
