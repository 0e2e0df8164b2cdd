import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The application form's phone mask: 11 digits shown as 9 999 999 99 99. */
export const APPLICATION_PHONE_MASK = '9 999 999 99 99';
const APPLICATION_PHONE_DIGITS = 11;

/** Keeps the digits of a typed phone and lays them into the mask (at most 11 digits). */
export function maskApplicationPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, APPLICATION_PHONE_DIGITS);
  const groups = [1, 3, 3, 2, 2];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export const applicationPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .refine((phone) => /^\d{11}$/.test(phone.replace(/\s/g, '')), MESSAGES.applicationPhone)
  .transform((phone) => maskApplicationPhone(phone));
