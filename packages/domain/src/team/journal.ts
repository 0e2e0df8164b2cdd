/**
 * «Журнал действий» (issue 32): what a partner's people and tokens changed. The actions, their Russian names and the
 * shape of one change (before → after) are defined here once, for the server that writes them, the pages and the export.
 */

export const JOURNAL_ACTIONS = [
  'customer.registered',
  'customer.edited',
  'order.placed',
  'order.retried',
  'subscription.changed',
  'subscription.deleted',
  'act.signed',
  'act.refused',
  'token.issued',
  'token.revoked',
  'webhook.changed',
  'profile.edited',
  'requisites.changed',
  'member.invited',
  'member.joined',
  'member.role_changed',
  'member.suspended',
  'member.restored',
  'member.removed',
  'invitation.withdrawn',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_ACTION_LABELS: Record<JournalAction, string> = {
  'customer.registered': 'Клиент зарегистрирован',
  'customer.edited': 'Клиент изменен',
  'order.placed': 'Заказ оформлен',
  'order.retried': 'Заказ отправлен повторно',
  'subscription.changed': 'Подписка изменена',
  'subscription.deleted': 'Подписка удалена',
  'act.signed': 'Акт подписан',
  'act.refused': 'Акт отклонен',
  'token.issued': 'Токен API выпущен',
  'token.revoked': 'Токен API отозван',
  'webhook.changed': 'Вебхуки изменены',
  'profile.edited': 'Профиль изменен',
  'requisites.changed': 'Реквизиты изменены',
  'member.invited': 'Сотрудник приглашен',
  'member.joined': 'Сотрудник принял приглашение',
  'member.role_changed': 'Роль изменена',
  'member.suspended': 'Сотрудник приостановлен',
  'member.restored': 'Сотрудник восстановлен',
  'member.removed': 'Сотрудник удален',
  'invitation.withdrawn': 'Приглашение отозвано',
};

/** One field an edit changed: its Russian name, and the value before and after (null: there was none). */
export type JournalChange = { field: string; before: string | null; after: string | null };

/** The fields of `after` whose value differs from `before`, as journal changes (names given by `labels`). */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  labels: Partial<Record<keyof T, string>>,
): JournalChange[] {
  const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));
  const changes: JournalChange[] = [];
  for (const key of Object.keys(labels) as (keyof T)[]) {
    if (!(key in after)) continue;
    const was = text(before[key]);
    const now = text(after[key]);
    if (was !== now) changes.push({ field: labels[key] ?? String(key), before: was, after: now });
  }
  return changes;
}

/** The names of a client's fields as the client form and card show them, for the changes of «Клиент изменен». */
export const CUSTOMER_FIELD_LABELS = {
  name: 'Клиент',
  responsible: 'Контактное лицо',
  email: 'E-mail',
  phone: 'Телефон',
  inn: 'ИНН',
  kpp: 'КПП',
  city: 'Город',
  street: 'Адрес',
} as const;

/** The names of the public profile's fields as the profile page shows them, for «Профиль изменен». */
export const PROFILE_FIELD_LABELS = {
  website: 'Сайт',
  publicName: 'Рекламное название компании',
  publicEmail: 'E-mail',
  publicPhone: 'Телефон',
  publicCity: 'Город',
} as const;

/** The names of the requisites' fields as the profile's block shows them, for «Реквизиты изменены». */
export const REQUISITES_FIELD_LABELS = {
  inn: 'ИНН',
  kpp: 'КПП',
  legalAddress: 'Юридический адрес',
} as const;

/** The other fields a journal entry names in its changes. */
export const JOURNAL_FIELDS = {
  deletionDate: 'Дата удаления',
  deletionReason: 'Причина удаления',
  kit: 'Тип развертывания',
  actRefusalReason: 'Причина отказа',
  webhookUrl: 'Адрес',
  webhookEvents: 'События',
} as const;

/** How a journal entry names what it is about, where the subject's own name is not enough. */
export const JOURNAL_SUBJECTS = {
  /** A subscription or an order: its service and its client. */
  subscription: (serviceName: string, customerName: string) => `${serviceName} — ${customerName}`,
  act: (invoiceNumber: string, month: string) => `Акт к счету № ${invoiceNumber} за ${month}`,
  profile: 'Профиль партнера',
  requisites: 'Реквизиты для счетов и актов',
} as const;

/** «Журнал действий»'s XLSX export: the sheet, its columns, the file's name and the cap on its rows. */
export const JOURNAL_EXPORT = {
  sheet: 'Журнал действий',
  columns: {
    at: 'Дата и время',
    actor: 'Сотрудник',
    email: 'E-mail',
    viaToken: 'Через токен API',
    ipAddress: 'IP-адрес',
    action: 'Действие',
    subject: 'Объект',
    changes: 'Изменения',
  },
  yes: 'да',
  no: 'нет',
  /** An entry whose person's account is gone. */
  unknownActor: 'Неизвестный сотрудник',
  /** The partner's code names the file the vendor's operator downloads. */
  fileName: (day: string, partnerCode?: string) => `journal-${partnerCode ? `${partnerCode}-` : ''}${day}.xlsx`,
  maxRows: 100_000,
  capped: (max: number) => `Выгружены первые ${max.toLocaleString('ru-RU')} записей; сузьте период, чтобы выгрузить остальные`,
} as const;

/** One change as the export and the pages write it: «поле: было → стало» (an empty side as «—»). */
export function formatJournalChange(change: JournalChange): string {
  return `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`;
}
