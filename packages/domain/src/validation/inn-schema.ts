/** The INN field's schema, apart from the rules (inn.ts): order forms check an INN without zod. */
import { z } from 'zod';
import { INN_FORMAT_MESSAGE, INN_MAX_LENGTH } from './inn.ts';

export const innSchema = z
  .string()
  .trim()
  .max(INN_MAX_LENGTH, INN_FORMAT_MESSAGE)
  .regex(/^(\d{10}|\d{12})$/, INN_FORMAT_MESSAGE);
