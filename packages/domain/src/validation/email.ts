import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** name@domain with a 2 to 20 letter suffix (document 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-zА-Яа-яЁё]{2,20}$/;

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.tooLong(254))
  .regex(EMAIL_PATTERN, MESSAGES.emailFormat)
  .transform((email) => email.toLowerCase());
