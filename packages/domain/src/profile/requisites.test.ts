import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updRequisitesProblems } from '../invoicing/upd/upd-requisites.ts';
import { completeInn, INN_FORMAT_MESSAGE, isValidInn } from '../validation/inn.ts';
import { MESSAGES } from '../validation/messages.ts';
import { LEGAL_ADDRESS_MAX_LENGTH, REQUISITES_KPP_PATTERN, requisitesFormSchema } from './requisites.ts';
import { REQUISITES_TEXTS } from './requisites-texts.ts';

const COMPANY_INN = '6601234565';
const ENTREPRENEUR_INN = completeInn('7701234567');
const ADDRESS = '620014, г. Екатеринбург, ул. Малышева, 51';

/** Each field's first message, as the form shows it. */
function messages(form: Record<string, unknown>): Record<string, string> {
  const result = requisitesFormSchema.safeParse(form);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const region = fc.stringMatching(/^([0-9][1-9]|[1-9][0-9])$/);
const companyInn = fc.tuple(region, fc.stringMatching(/^\d{7}$/)).map(([r, rest]) => completeInn(r + rest));
const entrepreneurInn = fc.tuple(region, fc.stringMatching(/^\d{8}$/)).map(([r, rest]) => completeInn(r + rest));
const kpp = fc.stringMatching(REQUISITES_KPP_PATTERN);
const address = fc
  .string({ unit: 'grapheme', minLength: 10, maxLength: 100 })
  .filter(
    (text) =>
      [...text.replace(/\s+/g, ' ').trim()].length >= 10 &&
      ![...text].some((char) => (char < ' ' && !/\s/.test(char)) || char === '\uFFFE' || char === '\uFFFF'),
  );

describe('requisites form', () => {
  it('keeps a company with its КПП, cleaned', () => {
    expect(
      requisitesFormSchema.parse({
        inn: ` ${COMPANY_INN} `,
        kpp: ' 66010a001 ',
        legalAddress: `  620014,\n г. Екатеринбург,  ул. Малышева, 51 `,
      }),
    ).toEqual({
      inn: COMPANY_INN,
      kpp: '66010A001',
      legalAddress: ADDRESS,
    });
  });

  it('keeps an entrepreneur without a КПП (an empty one is none)', () => {
    expect(requisitesFormSchema.parse({ inn: ENTREPRENEUR_INN, kpp: '', legalAddress: ADDRESS })).toEqual({
      inn: ENTREPRENEUR_INN,
      kpp: null,
      legalAddress: ADDRESS,
    });
    expect(requisitesFormSchema.parse({ inn: ENTREPRENEUR_INN, legalAddress: ADDRESS }).kpp).toBeNull();
  });

  it('names each wrong field in Russian', () => {
    expect(messages({ inn: '', kpp: '', legalAddress: '' })).toEqual({ inn: MESSAGES.required, legalAddress: MESSAGES.required });
    expect(messages({ inn: '12345', kpp: '', legalAddress: ADDRESS })).toEqual({ inn: INN_FORMAT_MESSAGE });
    expect(messages({ inn: '6601234566', kpp: '660101001', legalAddress: ADDRESS })).toEqual({ inn: REQUISITES_TEXTS.innInvalid });
    expect(messages({ inn: COMPANY_INN, kpp: '', legalAddress: ADDRESS })).toEqual({ kpp: REQUISITES_TEXTS.kppRequired });
    expect(messages({ inn: COMPANY_INN, kpp: '66010100', legalAddress: ADDRESS })).toEqual({ kpp: REQUISITES_TEXTS.kppFormat });
    expect(messages({ inn: COMPANY_INN, kpp: '000101001', legalAddress: ADDRESS })).toEqual({ kpp: REQUISITES_TEXTS.kppFormat });
    expect(messages({ inn: ENTREPRENEUR_INN, kpp: '770101001', legalAddress: ADDRESS })).toEqual({
      kpp: REQUISITES_TEXTS.kppForEntrepreneur,
    });
    expect(messages({ inn: COMPANY_INN, kpp: '660101001', legalAddress: 'г. Тула' })).toEqual({
      legalAddress: REQUISITES_TEXTS.addressTooShort(10),
    });
    expect(messages({ inn: COMPANY_INN, kpp: '660101001', legalAddress: 'а'.repeat(LEGAL_ADDRESS_MAX_LENGTH + 1) })).toEqual({
      legalAddress: MESSAGES.tooLong(LEGAL_ADDRESS_MAX_LENGTH),
    });
    expect(messages({ inn: COMPANY_INN, kpp: '660101001', legalAddress: `${ADDRESS}\u0007` })).toEqual({
      legalAddress: REQUISITES_TEXTS.addressCharacters,
    });
    expect(messages({ kpp: null })).toEqual({ inn: MESSAGES.required, legalAddress: MESSAGES.required });
  });

  it('refuses an ИНН of region 00, even with matching check digits', () => {
    const inn = completeInn('007123456');
    expect(isValidInn(inn)).toBe(true);
    expect(messages({ inn, kpp: '770101001', legalAddress: ADDRESS })).toEqual({ inn: REQUISITES_TEXTS.innInvalid });
  });

  it('accepts every company with a КПП of the format and every entrepreneur without one', () => {
    fc.assert(
      fc.property(
        companyInn,
        kpp,
        address,
        (inn, code, text) => requisitesFormSchema.safeParse({ inn, kpp: code, legalAddress: text }).success,
      ),
    );
    fc.assert(
      fc.property(
        entrepreneurInn,
        fc.constantFrom('', ' ', null, undefined),
        address,
        (inn, none, text) => requisitesFormSchema.safeParse({ inn, kpp: none, legalAddress: text }).success,
      ),
    );
  });

  it('refuses a company without a КПП and an entrepreneur with one', () => {
    fc.assert(fc.property(companyInn, (inn) => messages({ inn, kpp: '', legalAddress: ADDRESS }).kpp === REQUISITES_TEXTS.kppRequired));
    fc.assert(
      fc.property(
        entrepreneurInn,
        kpp,
        (inn, code) => messages({ inn, kpp: code, legalAddress: ADDRESS }).kpp === REQUISITES_TEXTS.kppForEntrepreneur,
      ),
    );
  });

  it('refuses an ИНН whose check digits do not match', () => {
    fc.assert(
      fc.property(companyInn, fc.integer({ min: 1, max: 9 }), (inn, shift) => {
        const wrong = inn.slice(0, 9) + String((Number(inn[9]) + shift) % 10);
        return messages({ inn: wrong, kpp: '770101001', legalAddress: ADDRESS }).inn === REQUISITES_TEXTS.innInvalid;
      }),
    );
  });

  it('accepts only what the XML УПД can take', () => {
    const saved = fc.oneof(
      fc.tuple(companyInn, kpp, address).map(([inn, code, text]) => ({ name: 'ООО «Ромашка»', inn, kpp: code, legalAddress: text })),
      fc.tuple(entrepreneurInn, address).map(([inn, text]) => ({ name: 'ИП Смирнов Андрей Петрович', inn, kpp: null, legalAddress: text })),
    );
    fc.assert(
      fc.property(saved, ({ name, ...form }) => {
        expect(updRequisitesProblems({ name, ...requisitesFormSchema.parse(form) })).toEqual([]);
      }),
    );
  });

  it('keeps what it accepts as it is when parsed again', () => {
    fc.assert(
      fc.property(companyInn, kpp, address, (inn, code, text) => {
        const once = requisitesFormSchema.parse({ inn, kpp: code.toLowerCase(), legalAddress: text });
        expect(requisitesFormSchema.parse(once)).toEqual(once);
        expect(once.legalAddress).not.toMatch(/^\s|\s$|\s{2}|\n/);
      }),
    );
  });
});
