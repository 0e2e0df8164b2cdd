import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, requiredText, stripName } from './text.ts';
import { MESSAGES } from './messages.ts';

describe('stripName', () => {
  it('strips leading and trailing dashes and spaces only', () => {
    expect(stripName(' - ООО «Ромашка-Плюс» -- ')).toBe('ООО «Ромашка-Плюс»');
  });

  it('never leaves a dash or space at either end and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const stripped = stripName(value);
        expect(stripped).not.toMatch(/^[\s-]|[\s-]$/);
        expect(stripName(stripped)).toBe(stripped);
      }),
    );
  });
});

describe('requiredText', () => {
  it('refuses what is empty after stripping with the spec message', () => {
    expect(requiredText().safeParse(' -- ').error?.issues[0]?.message).toBe(MESSAGES.required);
    expect(requiredText().safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.required);
  });
});

describe('hasForbiddenCharacters', () => {
  it('accepts any well-formed text without NUL, emoji and Cyrillic included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(hasForbiddenCharacters(value.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
    expect(hasForbiddenCharacters('Ромашка 🌼')).toBe(false);
  });

  it('finds a NUL or a lone surrogate anywhere in the text', () => {
    const forbidden = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00\uD83D');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), forbidden, fc.string({ unit: 'grapheme' }), (before, bad, after) => {
        expect(hasForbiddenCharacters(`${before}${bad}${after}`)).toBe(true);
      }),
    );
  });
});
