/**
 * The partner's «Документы за период» (issue 33): the invoice PDF, the act PDF and the XML УПД of chosen closed months in
 * one ZIP. The call's months, the archive's name and every text the partner reads about it.
 */
import { z } from 'zod';

/** At most two years of months in one archive. */
export const DOCUMENT_BUNDLE_MAX_MONTHS = 24;

export const DOCUMENT_BUNDLE_TEXTS = {
  button: 'Документы за период',
  title: 'Документы за период',
  lead: 'Счета и акты (PDF) и УПД (XML) за выбранные месяцы одним архивом ZIP — для загрузки в 1С:Бухгалтерию.',
  months: 'Месяцы',
  selectAll: 'Выбрать все',
  noMonths: 'Закрытых месяцев со счетами пока нет',
  chosen: (count: number) => `Выбрано месяцев: ${count}`,
  download: 'Скачать ZIP',
  downloading: 'Архив готовится…',
  close: 'Закрыть',
  fillRequisites: 'Заполнить реквизиты',
  askAdministrator: 'Реквизиты в профиле заполняет администратор организации.',
  monthFormat: 'Месяц в формате ГГГГ-ММ, например 2026-10',
  monthsRequired: 'Выберите хотя бы один месяц',
  tooManyMonths: `Не больше ${DOCUMENT_BUNDLE_MAX_MONTHS} месяцев в одном архиве`,
  noInvoice: (month: string) => `За ${month} счета нет: выберите закрытые месяцы со счетами`,
  /** «УПД (XML) № 2026-10-000261», the link's accessible name. */
  xmlOf: (number: string) => `УПД (XML) № ${number}`,
} as const;

/** 'YYYY-MM' of a billed month; `month` is 0-based, as stored and as Date counts it. */
export const monthKeyOf = (year: number, month: number): string => `${year}-${String(month + 1).padStart(2, '0')}`;

/** The archive's name: «Документы 2026-09 — 2026-10.zip», or «Документы 2026-10.zip» for one month. */
export function documentBundleFileName(months: ReadonlyArray<string>): string {
  const sorted = [...months].sort();
  const first = sorted[0] ?? '';
  const last = sorted.at(-1) ?? first;
  return first === last ? `Документы ${first}.zip` : `Документы ${first} — ${last}.zip`;
}

const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, DOCUMENT_BUNDLE_TEXTS.monthFormat);

/** GET /api/invoices/documents.zip?month=2026-09&month=2026-10: one `month` or several, in order; repeats count once. */
export const documentBundleQuerySchema = z.object({
  month: z.preprocess(
    (value) => (value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])].sort()),
    z
      .array(monthKeySchema)
      .min(1, DOCUMENT_BUNDLE_TEXTS.monthsRequired)
      .max(DOCUMENT_BUNDLE_MAX_MONTHS, DOCUMENT_BUNDLE_TEXTS.tooManyMonths),
  ),
});
export type DocumentBundleQuery = z.infer<typeof documentBundleQuerySchema>;

/** The query string of the archive's address, months in order. */
export function documentBundleSearch(months: ReadonlyArray<string>): string {
  return new URLSearchParams([...months].sort().map((month) => ['month', month])).toString();
}
