/** What a distributor reads (document 2 §2 "Partner list", "Partner details", §8), and the blocked partner's notices. */
import type { PartnerStatus } from './lock.ts';

/** The partner list shows 10 rows a page. */
export const PARTNER_LIST_PAGE_SIZE = 10;
/** The reason of a block is required and at most this long. */
export const LOCK_REASON_MAX = 500;

export const PARTNER_STATUS_LABELS = {
  ACTIVE: 'Активен',
  BLOCKED: 'Заблокирован',
  UPDATING: 'Обновляется',
} as const satisfies Record<PartnerStatus, string>;

export const DISTRIBUTOR_TEXTS = {
  listTitle: 'Партнеры',
  /** Document 2 §2: the list of partners is titled billing details. */
  scoreTitle: 'Детализация счета',
  searchLabel: 'Наименование, код или адрес',
  find: 'Найти',
  statusLabel: 'Статус',
  allStatuses: 'Все',
  columns: {
    partner: 'Партнер',
    code: 'Код',
    address: 'Адрес',
    status: 'Статус',
    lockDate: 'Дата блокировки',
    unlockDate: 'Дата разблокировки',
    debt: 'Задолженность',
    overdueDays: 'Просрочка, раб. дн.',
    reason: 'Причина',
    action: 'Действие',
  },
  empty: 'Нет партнеров',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  cancel: 'Отмена',
  blockTitle: (name: string) => `Блокировка партнера ${name}`,
  unblockTitle: (name: string) => `Разблокировка партнера ${name}`,
  lockReasonLabel: 'Причина блокировки',
  unlockReasonLabel: 'Причина разблокировки',
  reasonRequired: 'Укажите причину блокировки',
  reasonTooLong: `Причина — не более ${LOCK_REASON_MAX} символов`,
  reasons: 'Причины',
  lockReason: 'Причина блокировки',
  unlockReason: 'Причина разблокировки',
  noReason: 'Причина не указана',
  lockBusy: 'Предыдущее изменение статуса партнера еще выполняется. Повторите попытку через несколько секунд',
  lockTimeout: 'Статус партнера не изменился. Обновите страницу, чтобы увидеть текущий статус',
  lockFailed: 'Не удалось изменить статус партнера',
  listFailed: 'Не удалось загрузить список партнеров',
  partnerNotFound: 'Партнер не найден',
  /** The 12-month chart of the partners' bills on the partner list. */
  historyTitle: 'Счета партнеров за 12 месяцев',
  reconciliation: 'Сверка за месяц (Excel)',
} as const;

export const PARTNER_DETAILS_TEXTS = {
  title: 'Детализация по партнеру',
  name: 'Наименование',
  code: 'Код',
  city: 'Город',
  address: 'Адрес',
  modified: 'Дата изменения',
  customers: 'Клиентов',
  customerSubscriptions: 'Подписок клиентов',
  ownSubscriptions: 'Собственных подписок',
  sum: 'Сумма счета за месяц',
  clientsSection: 'Подписки клиентов',
  ownSection: 'Собственные подписки партнера',
  noClients: 'Нет клиентов с подписками за месяц',
  noSubscriptions: 'Нет подписок за месяц',
  export: 'Выгрузить в Excel',
  /** The export's columns, as document 2 §2 lists them, and its total row. */
  exportColumns: [
    'Код партнера',
    'Партнер',
    'Клиент',
    'Услуга',
    'Начало',
    'Окончание',
    'Тип базы',
    'Количество рабочих мест',
    'Дней использования',
    'Тариф',
    'Сумма',
  ],
  total: 'Итого',
} as const;

/** What a block stops (decision 032): everything new, none of the partner's own data or billing. */
const BLOCKED_ACTIONS =
  'заказы, изменения подписок, регистрация клиентов, заявки на лиды из общего пула, выпуск токена API, настройка вебхуков и формы заявок на сайте';

/** What the blocked partner reads on every page, the refusal of what a block stops, and the reason on a disabled button. */
export const PARTNER_BLOCK_TEXTS = {
  /** The list itself, for the letters. */
  stopped: BLOCKED_ACTIONS,
  banner: (date: string, reason: string | null) =>
    `Дистрибьютор заблокировал вашу работу в портале ${date}. Причина: ${reason ?? DISTRIBUTOR_TEXTS.noReason}. Недоступны ${BLOCKED_ACTIONS}; работающие подписки клиентов продолжают действовать, ваши данные и биллинг открыты.`,
  refused: (reason: string | null) =>
    `Партнер заблокирован дистрибьютором: ${BLOCKED_ACTIONS} недоступны. Причина: ${reason ?? DISTRIBUTOR_TEXTS.noReason}`,
  /** Beside a button the block disables. */
  disabled: 'Недоступно: работа в портале заблокирована дистрибьютором',
  /** The operator's dispatch of a lead to a partner blocked since it applied. */
  dispatchRefused: 'Партнер заблокирован дистрибьютором: передать ему лид нельзя',
  letterBlockedSubject: 'Работа в портале партнеров 1С:ГРМ заблокирована дистрибьютором',
  letterUnblockedSubject: 'Работа в портале партнеров 1С:ГРМ разблокирована',
} as const;

/** The error code of a refusal to a blocked partner. */
export const PARTNER_BLOCKED_CODE = 'PARTNER_BLOCKED';

/** The reconciliation workbook: a sheet per partner and a summary whose totals equal each partner's invoice. */
export const RECONCILIATION_TEXTS = {
  summarySheet: 'Сводка',
  columns: ['Код партнера', 'Партнер', 'Счет', 'Сумма по строкам', 'Сумма счета'],
  openMonth: 'месяц не закрыт',
  total: 'Итого',
} as const;
