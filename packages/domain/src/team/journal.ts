/**
 * «Журнал действий» (issue 32): what a partner's people and tokens changed. The actions, their Russian names and the
 * shape of one change (before → after) are defined here once, for the server that writes them, the pages and the export.
 */

export const JOURNAL_ACTIONS = [
  'customer.registered',
  'customer.edited',
  'order.placed',
  'subscription.changed',
  'subscription.deleted',
  'act.signed',
  'act.refused',
  'token.issued',
  'webhook.changed',
  'profile.edited',
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
  'subscription.changed': 'Подписка изменена',
  'subscription.deleted': 'Подписка удалена',
  'act.signed': 'Акт подписан',
  'act.refused': 'Акт отклонен',
  'token.issued': 'Токен API выпущен',
  'webhook.changed': 'Вебхуки изменены',
  'profile.edited': 'Профиль изменен',
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
