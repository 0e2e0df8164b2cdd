/**
 * The texts of «Журнал действий» (issue 32) as the partner's administrators and the vendor's operators read it: its
 * filters, its table, the paging and the export. The actions' names are JOURNAL_ACTION_LABELS (journal.ts).
 */
export const JOURNAL_PAGE_TEXTS = {
  title: 'Журнал действий',
  /** The operator's copy names the partner. */
  partnerTitle: (partner: string) => `Журнал действий: ${partner}`,
  partnerTitleUnnamed: 'Журнал действий партнера',
  backToPartners: 'К заявкам партнеров',
  intro: 'Изменения, сделанные сотрудниками и их токенами API. Записи журнала нельзя изменить или удалить.',
  filters: 'Фильтры журнала',
  actor: 'Сотрудник',
  anyActor: 'Все сотрудники',
  action: 'Действие',
  anyAction: 'Все действия',
  from: 'Период с',
  to: 'по',
  periodReversed: 'Дата начала периода позже даты окончания',
  reset: 'Сбросить фильтры',
  columns: {
    at: 'Дата и время (МСК)',
    actor: 'Кто',
    ipAddress: 'IP-адрес',
    action: 'Действие',
    subject: 'Объект',
    changes: 'Изменения',
  },
  viaToken: 'через токен API',
  noChanges: '—',
  more: 'Показать еще',
  export: 'Выгрузить в Excel',
  empty: 'Записей пока нет',
  emptyFiltered: 'Нет записей, подходящих под фильтры',
  loadFailed: 'Не удалось загрузить журнал',
  retry: 'Повторить',
} as const;
