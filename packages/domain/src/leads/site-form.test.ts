import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChooseStrictly,
  leadingZeroBits,
  SITE_FORM_DEFAULTS,
  SITE_FORM_MESSAGES,
  siteFormSettingsSchema,
  siteFormSubmissionRules,
} from './site-form.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const settings = (productIds: string[], strictChoice: boolean) => ({
  ...SITE_FORM_DEFAULTS,
  fields: { ...SITE_FORM_DEFAULTS.fields },
  colors: { ...SITE_FORM_DEFAULTS.colors },
  productIds,
  strictChoice,
});

describe('site form rules', () => {
  it('strict choice is accepted exactly when one configuration is selected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.boolean(), (count, strict) => {
        const ids = Array.from({ length: count }, (_, i) => id(i));
        const parsed = siteFormSettingsSchema.safeParse(settings(ids, strict));
        expect(parsed.success).toBe(!strict || canChooseStrictly(ids));
        if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(SITE_FORM_MESSAGES.strictChoiceNeedsOne);
      }),
    );
  });

  it('counts leading zero bits as a bit string would', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 32 }), (bytes) => {
        const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
        const zeros = bits.indexOf('1') === -1 ? bits.length : bits.indexOf('1');
        expect(leadingZeroBits(bytes)).toBe(zeros);
      }),
    );
  });

  it('a submission asks for the offered configurations only, with strict choice exactly the one, and consent', () => {
    const form = { fields: SITE_FORM_DEFAULTS.fields, productIds: [id(1)], strictChoice: true };
    const base = { name: 'ООО «Ромашка»', email: 'a@b.ru', responsible: '', phone: '', comment: '', workplaces: 3, consent: true };
    expect(siteFormSubmissionRules(form).parse({ ...base, products: [id(1)] })).toMatchObject({
      responsible: null,
      products: [{ productId: id(1), qty: 3 }],
    });
    expect(siteFormSubmissionRules(form).safeParse({ ...base, products: [] }).success).toBe(false);
    expect(siteFormSubmissionRules({ ...form, strictChoice: false }).safeParse({ ...base, products: [] }).success).toBe(true);
    expect(siteFormSubmissionRules(form).safeParse({ ...base, products: [id(2)] }).success).toBe(false);
    expect(siteFormSubmissionRules(form).safeParse({ ...base, products: [id(1)], consent: false }).success).toBe(false);
    expect(siteFormSubmissionRules(form).safeParse({ ...base, products: [id(1)], inn: '7707083893' }).success).toBe(false);
  });
});
