import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { participationPatchSchema } from '../api/participation.ts';
import { isProfilePhone, websiteInput } from './rules.ts';
import { PROFILE_MESSAGES } from './texts.ts';

describe('profile phone', () => {
  it.each([
    '89161234567',
    '+79161234567',
    '79161234567',
    '8(916)123-45-67',
    '+7 (916) 123 45 67',
    '8(495)1234567',
    '+7 912 000 00 00',
    '8 912 345-67-89',
  ])('accepts %s', (phone) => {
    expect(isProfilePhone(phone)).toBe(true);
  });
  it.each(['9161234567', '+89161234567', '8916123456', '891612345678', '8-916-123-45-67', 'телефон', '+7(91)1234567'])(
    'refuses %s',
    (phone) => {
      expect(isProfilePhone(phone)).toBe(false);
    },
  );
  it('accepts every 10 digits after each prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom('8', '7', '+7'), fc.stringMatching(/^\d{10}$/), (prefix, digits) => isProfilePhone(prefix + digits)),
    );
  });
  it('refuses any other count of digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('8', '+7'),
        fc.stringMatching(/^\d{1,14}$/).filter((d) => d.length !== 10),
        (prefix, digits) => !isProfilePhone(prefix + digits),
      ),
    );
  });
});

describe('profile patch', () => {
  it('gives the spec messages', () => {
    const result = participationPatchSchema.safeParse({ publicPhone: '123', website: 'example.ru' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain(PROFILE_MESSAGES.phoneFormat);
    expect(messages).toContain(PROFILE_MESSAGES.websiteFormat);
  });
  it('clears empty fields', () => {
    expect(participationPatchSchema.parse({ website: '', publicPhone: ' ' })).toEqual({ website: null, publicPhone: null });
  });
});

describe('website input', () => {
  it('lets a typed or pasted scheme replace the prefilled one', () => {
    expect(websiteInput('https://http://romashka.ru')).toBe('http://romashka.ru');
    expect(websiteInput('https://https://romashka.ru')).toBe('https://romashka.ru');
    expect(websiteInput('https://HTTPS://http://romashka.ru/a')).toBe('http://romashka.ru/a');
    expect(websiteInput('https://romashka.ru')).toBe('https://romashka.ru');
    expect(websiteInput('https://')).toBe('https://');
    expect(websiteInput('romashka.ru')).toBe('romashka.ru');
  });
  it('never leaves a doubled scheme, and an address with one scheme stays as it is', () => {
    const scheme = fc.constantFrom('http://', 'https://', 'HTTPS://');
    const host = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,20}$/);
    fc.assert(
      fc.property(fc.array(scheme, { minLength: 1, maxLength: 4 }), host, (schemes, rest) => {
        const result = websiteInput(schemes.join('') + rest);
        expect(result).toBe((schemes.at(-1) ?? '') + rest);
        expect(websiteInput(result)).toBe(result);
      }),
    );
  });
});
