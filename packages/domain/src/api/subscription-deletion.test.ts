import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { DELETION_MESSAGES } from './subscription-deletion-texts.ts';
import { deletionFlow, deletionOutcome } from './subscription-deletion-flow.ts';
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

describe('deletionFlow', () => {
  it('deletes licences and orders after a confirmation, other products through the dialog', () => {
    for (const category of ['kaspersky', 'ms_products', '1c-ecw-terminal', '1c_paysleep_application']) {
      expect(deletionFlow(category)).toBe('confirmOnly');
    }
    for (const category of ['1c_ecw_application', 'biz', '1c_ecw_support']) expect(deletionFlow(category)).toBe('dialog');
  });

  it('sends a product the catalogue does not know to the administration area', () => {
    expect(deletionFlow(null)).toBe('adminArea');
  });
});

describe('deletionOutcome', () => {
  const state = (deployStatus: string, expirationDate: string | null = null) => ({ deployStatus, expirationDate });

  it('reads removed, failed and a set date; keeps reading while the deletion runs', () => {
    expect(deletionOutcome(state('DELETED'))).toBe('deleted');
    expect(deletionOutcome(null)).toBe('deleted');
    expect(deletionOutcome(state('DELETE_FAILED'))).toBe('failed');
    expect(deletionOutcome(state('DEPLOYED', '2026-12-01T00:00:00Z'))).toBe('dateSet');
    expect(deletionOutcome(state('DELETING', '2026-12-01T00:00:00Z'))).toBeNull();
    expect(deletionOutcome(state('DEPLOYED'))).toBeNull();
  });
});
