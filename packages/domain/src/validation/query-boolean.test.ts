import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBooleanSchema } from './query-boolean.ts';

describe('a yes or no in a query string', () => {
  const query = z.object({ flag: queryBooleanSchema.default(false) });

  it('reads true and 1 as yes, false and 0 as no, and nothing as the default', () => {
    expect(query.parse({ flag: 'true' }).flag).toBe(true);
    expect(query.parse({ flag: '1' }).flag).toBe(true);
    expect(query.parse({ flag: 'false' }).flag).toBe(false);
    expect(query.parse({ flag: '0' }).flag).toBe(false);
    expect(query.parse({ flag: true }).flag).toBe(true);
    expect(query.parse({}).flag).toBe(false);
  });

  it('refuses anything else in Russian', () => {
    for (const flag of ['', 'yes', 'False', 'on', '2', 'ложь']) {
      const result = query.safeParse({ flag });
      expect(result.success, flag).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Допустимые значения: true или false');
    }
  });
});
