import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { applicationDecisionSchema } from './backoffice.ts';

describe('applicationDecisionSchema', () => {
  it.each(['refuse', 'suspend'] as const)('%s needs a reason', (decision) => {
    const result = applicationDecisionSchema.safeParse({ decision, reason: '  ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['reason'], message: MESSAGES.reasonRequired });
    expect(applicationDecisionSchema.safeParse({ decision, reason: 'Нет договора' }).success).toBe(true);
  });

  it.each(['approve', 'wait'] as const)('%s needs none', (decision) => {
    expect(applicationDecisionSchema.safeParse({ decision }).success).toBe(true);
  });
});
