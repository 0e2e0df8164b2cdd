/**
 * The back office's export of partners' documents (issue 33): every chosen partner's invoice PDF, act PDF and XML УПД
 * per month in one ZIP, built by a job with progress. Its calls' schemas and every text the operator reads.
 */
import { z } from 'zod';

/** At most this many months and chosen partners in one export (every partner: no list at all). */
export const DOCUMENT_EXPORT_LIMITS = { months: 24, partners: 10_000, recent: 20 } as const;
/** The page asks for a running export's progress this often. */
export const DOCUMENT_EXPORT_POLL_MS = 2_000;

export const DOCUMENT_EXPORT_TEXTS = {
  title: 'Выгрузка документов',
  lead:
    'Счета и акты (PDF) и УПД (XML) партнеров за выбранные месяцы одним архивом ZIP — для загрузки в 1С. ' +
    'Большая выгрузка идет в фоне: страницу можно закрыть и вернуться.',
  months: 'Месяцы',
  noClosedMonths: 'Закрытых месяцев со счетами пока нет',
  partners: 'Партнеры',
  allPartners: 'Все партнеры',
  chosenPartners: 'Выбранные партнеры',
  partnerSearch: 'Партнер или код партнера',
  noPartnersFound: 'Партнеры не найдены',
  monthFormat: 'Месяц в формате ГГГГ-ММ',
  monthsRequired: 'Выберите хотя бы один месяц',
  tooManyMonths: `Не больше ${DOCUMENT_EXPORT_LIMITS.months} месяцев в одной выгрузке`,
  monthNotEnded: (month: string) => `Месяц ${month} еще не закончился: выгрузить можно только закрытый месяц`,
  partnersRequired: 'Выберите хотя бы одного партнера или выгрузите всех',
  tooManyPartners: `Не больше ${DOCUMENT_EXPORT_LIMITS.partners} партнеров в одной выгрузке: выгрузите всех`,
  partnerNotFound: 'Партнер не найден',
  start: 'Начать выгрузку',
  started: 'Выгрузка началась',
  progress: (done: number, total: number) => `Готово ${done} из ${total}`,
  download: 'Скачать ZIP',
  notReady: 'Выгрузка еще не готова: скачать архив можно, когда она закончится',
  notFound: 'Выгрузка не найдена',
  /** The export's error once its job's retries are spent (what went wrong is in the server's log). */
  runFailed: 'Не удалось собрать архив: начните выгрузку снова',
  recent: 'Последние выгрузки',
  empty: 'Выгрузок пока нет',
  allPartnersCount: 'все',
  failures: (count: number) => `Без УПД: ${count} — см. «Не выгружено.txt» в архиве`,
  columns: { created: 'Начата', months: 'Месяцы', partners: 'Партнеры', status: 'Состояние', file: 'Архив' },
  status: { queued: 'В очереди', running: 'Выполняется', done: 'Готово', failed: 'Ошибка' },
  /** The ZIP's own list of what it lacks, so that nothing fails silently. */
  skippedFile: 'Не выгружено.txt',
  skippedHeader:
    'УПД (XML) этих партнеров не выгружены: в их реквизитах не хватает данных. Счета и акты (PDF) в архиве есть.\r\n' +
    'Заполните реквизиты и выгрузите документы снова.\r\n',
  skippedLine: (partner: string, month: string, reason: string) => `${partner}, ${month}: ${reason}`,
  zipFile: (months: ReadonlyArray<string>) =>
    `Документы партнеров ${months.length === 1 ? months[0] : `${months[0]}…${months[months.length - 1]}`}.zip`,
} as const;

const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, DOCUMENT_EXPORT_TEXTS.monthFormat);

/** POST /api/backoffice/document-exports: the months, and the partners (every partner when none are given). */
export const documentExportRequestSchema = z.object({
  months: z
    .array(monthKeySchema)
    .min(1, DOCUMENT_EXPORT_TEXTS.monthsRequired)
    .max(DOCUMENT_EXPORT_LIMITS.months, DOCUMENT_EXPORT_TEXTS.tooManyMonths),
  partnerIds: z
    .array(z.uuid(DOCUMENT_EXPORT_TEXTS.partnerNotFound))
    .min(1, DOCUMENT_EXPORT_TEXTS.partnersRequired)
    .max(DOCUMENT_EXPORT_LIMITS.partners, DOCUMENT_EXPORT_TEXTS.tooManyPartners)
    .optional(),
});
export type DocumentExportRequest = z.infer<typeof documentExportRequestSchema>;

export const documentExportStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type DocumentExportStatus = z.infer<typeof documentExportStatusSchema>;

/** An export and how far it got: `done` of `total` invoices written. */
export const documentExportSchema = z.object({
  exportId: z.string(),
  status: documentExportStatusSchema,
  months: z.array(z.string()),
  /** null: every partner. */
  partnerCount: z.number().int().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  /** Partners' months without an XML УПД (listed in the ZIP's «Не выгружено.txt»). */
  failures: z.number().int(),
  error: z.string().nullable(),
  /** The ZIP's size in bytes once done. */
  size: z.number().int().nullable(),
  requestedBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DocumentExport = z.infer<typeof documentExportSchema>;

/** The recent exports, newest first, and the closed months one may pick ('YYYY-MM', newest first). */
export const documentExportListSchema = z.object({
  items: z.array(documentExportSchema),
  closedMonths: z.array(z.string()),
});
export type DocumentExportList = z.infer<typeof documentExportListSchema>;

export const documentExportParamsSchema = z.object({ id: z.uuid(DOCUMENT_EXPORT_TEXTS.notFound) });
