/**
 * The back office's export of partners' documents (issue 33): its limits and every text the operator reads. Apart from
 * the calls' schemas (document-exports.ts, which re-exports these): the page shows the texts, and only the start of an
 * export checks its request, so zod loads then.
 */
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
