/**
 * The partner's requisites for its invoices, acts and the XML УПД (issue 33): ИНН, КПП and the legal address, one set
 * of rules for the profile's form and the API. A company (10-digit ИНН) has a КПП; an entrepreneur (12 digits) has none.
 */
import { z } from 'zod';
import { INN_FORMAT_MESSAGE, isInnFormat, isValidInn } from '../validation/inn.ts';
import { MESSAGES } from '../validation/messages.ts';
import { REQUISITES_TEXTS } from './requisites-texts.ts';

/** The format's КППТип: the first two digits (the tax office's region) are never 00. */
export const REQUISITES_KPP_PATTERN = /^([0-9][1-9]|[1-9][0-9])[0-9]{2}[0-9A-Z]{2}[0-9]{3}$/;
export const LEGAL_ADDRESS_MIN_LENGTH = 10;
/** The format's limit of an address written as text (АдрТекст). */
export const LEGAL_ADDRESS_MAX_LENGTH = 1000;

/** Whether XML 1.0 can carry the character (its Char production): the address goes into the УПД. */
function isXmlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return (code <= 0xd7ff || code >= 0xe000) && code !== 0xfffe && code !== 0xffff;
}
/** The format's ИНН types: no region 00, whatever the check digits say. */
const REGION_00 = /^00/;

export type RequisitesField = 'inn' | 'kpp' | 'legalAddress';
/** The requisites as the form sends them once cleaned: trimmed, КПП upper-case or null, the address on one line. */
export type RequisitesValues = { inn: string; kpp: string | null; legalAddress: string };

/** An address pasted over several lines, or with doubled spaces, is kept on one line with single spaces. */
export function normaliseLegalAddress(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** An empty КПП is none; letters of a КПП are written upper-case. */
export function normaliseKpp(value: string | null | undefined): string | null {
  const kpp = (value ?? '').trim().toUpperCase();
  return kpp === '' ? null : kpp;
}

export function requisitesInnProblem(inn: string): string | undefined {
  if (inn === '') return MESSAGES.required;
  if (!isInnFormat(inn)) return INN_FORMAT_MESSAGE;
  if (!isValidInn(inn) || REGION_00.test(inn)) return REQUISITES_TEXTS.innInvalid;
  return undefined;
}

/** The КПП's rule depends on the ИНН's length: required for a company, absent for an entrepreneur. */
export function requisitesKppProblem(inn: string, kpp: string | null): string | undefined {
  if (isInnFormat(inn) && inn.length === 12) return kpp === null ? undefined : REQUISITES_TEXTS.kppForEntrepreneur;
  if (kpp === null) return isInnFormat(inn) ? REQUISITES_TEXTS.kppRequired : undefined;
  return REQUISITES_KPP_PATTERN.test(kpp) ? undefined : REQUISITES_TEXTS.kppFormat;
}

export function legalAddressProblem(address: string): string | undefined {
  const characters = [...address];
  const length = characters.length;
  if (length === 0) return MESSAGES.required;
  // Control characters, lone surrogates, U+FFFE and U+FFFF cannot be written into XML, even as references.
  if (!characters.every(isXmlCharacter)) return REQUISITES_TEXTS.addressCharacters;
  if (length < LEGAL_ADDRESS_MIN_LENGTH) return REQUISITES_TEXTS.addressTooShort(LEGAL_ADDRESS_MIN_LENGTH);
  if (length > LEGAL_ADDRESS_MAX_LENGTH) return MESSAGES.tooLong(LEGAL_ADDRESS_MAX_LENGTH);
  return undefined;
}

/** Each field's message, for cleaned values; empty when the requisites may be saved. */
export function requisitesProblems(values: RequisitesValues): Partial<Record<RequisitesField, string>> {
  const problems: Partial<Record<RequisitesField, string>> = {
    inn: requisitesInnProblem(values.inn),
    kpp: requisitesKppProblem(values.inn, values.kpp),
    legalAddress: legalAddressProblem(values.legalAddress),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

/** PUT /api/profile/requisites and the profile's form: the values cleaned, one message per wrong field. */
export const requisitesFormSchema = z
  .object({
    inn: z.string({ error: MESSAGES.required }).transform((inn) => inn.trim()),
    kpp: z.string().nullish().transform(normaliseKpp),
    legalAddress: z.string({ error: MESSAGES.required }).transform(normaliseLegalAddress),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(requisitesProblems(values))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type RequisitesForm = z.input<typeof requisitesFormSchema>;

/** GET and PUT /api/profile/requisites: what the vendor holds; the name is read-only (support changes it). */
export const requisitesSchema = z.object({
  name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  legalAddress: z.string().nullable(),
  /** What the XML УПД still lacks, named as UPD_TEXTS.fields names it; empty when the acts can be downloaded as XML. */
  missingForUpd: z.array(z.string()),
});
export type Requisites = z.infer<typeof requisitesSchema>;
