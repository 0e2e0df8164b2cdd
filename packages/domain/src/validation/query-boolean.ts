/** A yes or no in a query string, read strictly by every query schema (issue 30). */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * «true» or «1» is yes, «false» or «0» is no (a program may pass a real boolean); anything else is refused in Russian.
 * `z.coerce.boolean()` must not be used for this: it reads any non-empty text, «false» included, as yes.
 */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: MESSAGES.queryBoolean })
  .transform((value) => value === true || value === 'true' || value === '1');
