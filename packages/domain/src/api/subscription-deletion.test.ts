import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { DELETION_MESSAGES } from './subscription-deletion-texts.ts';
import { deletionDaysSchema, deletionFormSchema, deletionRequestSchema, subscriptionPatchSchema } from './subscription-deletion.ts';

const REASON = 'Клиент закрыл филиал';
const messagesOf = (result: { error?: { issues: Array<{ message: string }> } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('deletionRequestSchema', () => {
  it('takes 0 (at once) to 7 days, with or without a reason', () => {
    for (const delayDays of [0, 1, 7]) expect(deletionRequestSchema.safeParse({ delayDays }).success).toBe(true);
    expect(deletionRequestSchema.parse({ delayDays: 3, reason: `  ${REASON}  ` })).toEqual({
      delayDays: 3,
      reason: REASON,
    });
  });

  it('refuses days outside 0 to 7 and fractions', () => {
    for (const delayDays of [-1, 8, 1.5]) {
      expect(messagesOf(deletionRequestSchema.safeParse({ delayDays }))).toEqual([DELETION_MESSAGES.daysRange]);
    }
    expect(messagesOf(deletionRequestSchema.safeParse({}))).toEqual([MESSAGES.required]);
  });

  it('wants a reason of 10 to 500 characters when one is given, counted without the surrounding spaces', () => {
    expect(messagesOf(deletionRequestSchema.safeParse({ delayDays: 1, reason: 'Коротко' }))).toEqual([
      'Минимальное количество знаков сообщения: 10',
    ]);
    expect(messagesOf(deletionRequestSchema.safeParse({ delayDays: 1, reason: `   ${'а'.repeat(9)}   ` }))).toEqual([
      DELETION_MESSAGES.reasonTooShort,
    ]);
    expect(deletionRequestSchema.safeParse({ delayDays: 1, reason: 'а'.repeat(10) }).success).toBe(true);
    expect(deletionRequestSchema.safeParse({ delayDays: 1, reason: 'а'.repeat(500) }).success).toBe(true);
    expect(messagesOf(deletionRequestSchema.safeParse({ delayDays: 1, reason: 'а'.repeat(501) }))).toEqual([MESSAGES.tooLong(500)]);
  });
});

describe('deletionDaysSchema', () => {
  it('plans a deletion 1 to 7 days ahead, never at once', () => {
    expect(deletionDaysSchema.safeParse(0).success).toBe(false);
    expect(deletionDaysSchema.safeParse(1).success).toBe(true);
    expect(deletionDaysSchema.safeParse(7).success).toBe(true);
    expect(messagesOf(deletionDaysSchema.safeParse(8))).toEqual([DELETION_MESSAGES.daysRange]);
  });
});

describe('deletionFormSchema', () => {
  it('requires the reason and the days in the dialog', () => {
    expect(deletionFormSchema.parse({ reason: REASON, delayDays: '7' })).toEqual({ reason: REASON, delayDays: 7 });
    const empty = deletionFormSchema.safeParse({ reason: '', delayDays: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', DELETION_MESSAGES.reasonTooShort],
      ['delayDays', MESSAGES.required],
    ]);
    expect(messagesOf(deletionFormSchema.safeParse({ reason: REASON, delayDays: '0' }))).toEqual([DELETION_MESSAGES.daysRange]);
    expect(messagesOf(deletionFormSchema.safeParse({ reason: REASON, delayDays: '8' }))).toEqual([DELETION_MESSAGES.daysRange]);
  });
});

describe('subscriptionPatchSchema', () => {
  it('only cancels a planned deletion', () => {
    expect(subscriptionPatchSchema.safeParse({ cancelDeletion: true }).success).toBe(true);
    expect(subscriptionPatchSchema.safeParse({ cancelDeletion: false }).success).toBe(false);
    expect(subscriptionPatchSchema.safeParse({}).success).toBe(false);
  });
});
