import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PHONE_MASK, applicationPhoneSchema, maskApplicationPhone } from './phone.ts';
import { MESSAGES } from './messages.ts';

describe('maskApplicationPhone', () => {
  it('lays eleven digits into the mask 9 999 999 99 99', () => {
    expect(maskApplicationPhone('89123456789')).toBe('8 912 345 67 89');
    expect(maskApplicationPhone('+7 (912) 345-67-89')).toBe('7 912 345 67 89');
    expect(maskApplicationPhone('8912')).toBe('8 912');
  });

  it('keeps at most eleven digits and always fits the mask', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const masked = maskApplicationPhone(input);
        expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(11);
        expect(masked.length).toBeLessThanOrEqual(APPLICATION_PHONE_MASK.length);
        expect(maskApplicationPhone(masked)).toBe(masked);
      }),
    );
  });
});

describe('applicationPhoneSchema', () => {
  it('accepts exactly eleven digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        expect(applicationPhoneSchema.parse(digits)).toBe(maskApplicationPhone(digits));
      }),
    );
  });

  it('refuses any other count of digits with the spec message', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,20}$/).filter((d) => d.length !== 11),
        (digits) => {
          const result = applicationPhoneSchema.safeParse(digits);
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toBe(MESSAGES.applicationPhone);
        },
      ),
    );
  });

  it('asks for the field when it is empty', () => {
    expect(applicationPhoneSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.required);
  });
});
