/**
 * The rate pages (decision 022): the page of a product on a day — the operator's texts in force that day around the
 * tables of the catalogue's tariffs in force that day — its files by role, and the operator's edit of the texts.
 */
import {
  dayKeyOf,
  dayLabel,
  firstPriceDay,
  parseRateDateParam,
  RATE_DEFAULT_TEXTS,
  RATE_PRODUCT_DESKS,
  RATE_PRODUCTS,
  RATE_TEXTS,
  rateDayOf,
  rateFileDate,
  rateTablesOn,
  type DayKey,
  type RateFile,
  type RateFileName,
  type RatePage,
  type RateProduct,
  type RateTextList,
  type RateTextsInput,
  type RateTextVersion,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { findRateTextsOn, listRateOptions, listRateTexts, writeRateTexts, type RateTextRow } from '../repositories/rates.repository.ts';
import type { Caller } from './caller.ts';
import { industryXlsx, ratesPdf } from './rates-files.ts';

export type RateRole = 'partner' | 'distributor' | 'vendor';

export function rateRoleOf(caller: Caller): RateRole {
  if (caller.authorities.includes('ROLE_VENDOR')) return 'vendor';
  return caller.authorities.includes('ROLE_DISTRIBUTOR') ? 'distributor' : 'partner';
}

/** Which files a role gets: the distributor its own price list, a partner its own and the industry programmes. */
const FILES_OF: Record<RateRole, RateFileName[]> = {
  partner: ['partner.pdf', 'industry.xlsx'],
  distributor: ['distributor.pdf'],
  vendor: ['partner.pdf', 'distributor.pdf', 'industry.xlsx'],
};

const FILE_LABEL: Record<RateFileName, string> = {
  'partner.pdf': RATE_TEXTS.files.partner,
  'distributor.pdf': RATE_TEXTS.files.distributor,
  'industry.xlsx': RATE_TEXTS.files.industry,
};

/** The day a `date` parameter means, or the clear Russian answer why there is none. */
function resolveDay(product: RateProduct, date: string, now: Date): DayKey {
  const param = parseRateDateParam(date);
  if (!param) throw AppError.validation('date', RATE_TEXTS.invalidDate);
  const day = rateDayOf(product, param, dayKeyOf(now));
  if (day === null) throw AppError.notFound(RATE_TEXTS.notPublished(param.kind === 'year' ? param.year : 0));
  return day;
}

async function loadPage(db: Db, product: RateProduct, date: string, now: Date) {
  const day = resolveDay(product, date, now);
  const [options, texts] = await Promise.all([listRateOptions(db, RATE_PRODUCT_DESKS[product]), findRateTextsOn(db, product, day)]);
  const first = firstPriceDay(options);
  if (first === null) throw AppError.notFound(RATE_TEXTS.noPriceList);
  if (day < first) {
    const param = parseRateDateParam(date);
    throw AppError.notFound(
      param?.kind === 'year'
        ? RATE_TEXTS.yearBeforeFirst(param.year, dayLabel(first))
        : RATE_TEXTS.dayBeforeFirst(dayLabel(day), dayLabel(first)),
    );
  }
  const { title, paragraphTop, paragraphBottom, paymentRules } = texts ?? RATE_DEFAULT_TEXTS[product];
  return {
    day,
    options,
    page: { product, day, title, paragraphTop, paragraphBottom, paymentRules, applications: rateTablesOn(options, day) },
  };
}

export function rateFileHref(product: RateProduct, day: DayKey, file: RateFileName): string {
  return `/api/rates/${product}/${rateFileDate(day)}/files/${file}`;
}

export async function ratePage(db: Db, role: RateRole, product: RateProduct, date: string, now: Date = new Date()): Promise<RatePage> {
  const { day, page } = await loadPage(db, product, date, now);
  const files: RateFile[] = FILES_OF[role].map((file) => ({ file, label: FILE_LABEL[file], href: rateFileHref(product, day, file) }));
  return { ...page, files };
}

/** A file of a page, for a role that may have it; its name carries the product, the audience and the day. */
export async function rateFile(
  db: Db,
  role: RateRole,
  product: RateProduct,
  date: string,
  file: RateFileName,
  now: Date = new Date(),
): Promise<{ body: Uint8Array | Buffer; type: string; name: string }> {
  if (!FILES_OF[role].includes(file)) throw AppError.forbidden(RATE_TEXTS.fileForbidden);
  const { day, options, page } = await loadPage(db, product, date, now);
  const stamp = rateFileDate(day);
  if (file === 'industry.xlsx') {
    return {
      body: await industryXlsx(options, day),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      name: `industry-programs-${stamp}.xlsx`,
    };
  }
  const audience = file === 'distributor.pdf' ? 'distributor' : 'partner';
  return {
    body: await ratesPdf({ ...page, files: [] }, audience),
    type: 'application/pdf',
    name: `rates-${product}-${audience}-${stamp}.pdf`,
  };
}

const versionView = (row: RateTextRow): RateTextVersion => ({
  product: row.product,
  effectiveFrom: row.effectiveFrom,
  title: row.title,
  paragraphTop: row.paragraphTop,
  paragraphBottom: row.paragraphBottom,
  paymentRules: row.paymentRules,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

export async function rateTextList(db: Db): Promise<RateTextList> {
  const rows = await listRateTexts(db);
  return { items: rows.map(versionView), defaults: { grm: RATE_DEFAULT_TEXTS.grm, oi: RATE_DEFAULT_TEXTS.oi } };
}

/** The operator's texts of a product from a day (that day's version replaced), recorded in the audit log. */
export async function changeRateTexts(
  db: Db,
  operatorId: string,
  product: RateProduct,
  effectiveFrom: DayKey,
  texts: RateTextsInput,
): Promise<RateTextList> {
  if (!RATE_PRODUCTS.includes(product)) throw AppError.notFound();
  const real = new Date(`${effectiveFrom}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== effectiveFrom) {
    throw AppError.validation('effectiveFrom', RATE_TEXTS.invalidEffectiveFrom);
  }
  await db.transaction().execute(async (trx) => {
    await writeRateTexts(trx, { product, effectiveFrom, updatedBy: operatorId, ...texts });
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'rates.texts.change',
      subjectType: 'rate_texts',
      subjectId: `${product}:${effectiveFrom}`,
      details: { product, effectiveFrom, ...texts },
    });
  });
  return rateTextList(db);
}
