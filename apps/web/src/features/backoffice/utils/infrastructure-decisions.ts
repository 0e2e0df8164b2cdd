/** The infrastructure queue's rules on screen: filters, each status's tone, how the audit trail's steps read. */
import { IAS_STATE_LABELS, type IasFilter, type IasStatus } from '@portal/domain';
import type { StatusTone } from './application-decisions';

export const IAS_FILTER_LABELS: Record<IasFilter, string> = {
  pending: 'На рассмотрении',
  on: 'Доступ открыт',
  refused: 'Отклоненные',
  off: 'Приостановленные',
  all: 'Все',
};

/** Pending reads in the primary amber with dark text: the warning chip's white on orange is too faint (axe). */
export function iasStatusTone(status: IasStatus): StatusTone | 'primary' {
  if (status === 'on') return 'success';
  if (status === 'pending') return 'primary';
  if (status === 'refused') return 'error';
  return 'default';
}

const EVENT_LABELS: Record<string, string> = {
  request: 'Заявка подана, оферта принята',
  approve: 'Заявка одобрена',
  refuse: 'Заявка отклонена',
  suspend: 'Доступ приостановлен',
  resume: 'Доступ возобновлен',
  'link.sent': 'Отправлена ссылка для создания пароля',
  'password.set': 'Пароль создан по ссылке',
};

/** One step of the trail as the operator reads it: what happened and, for a change of status, from what to what. */
export function eventText(event: { action: string; fromStatus: string | null; toStatus: string | null }): string {
  const label = EVENT_LABELS[event.action] ?? event.action;
  if (!event.fromStatus || !event.toStatus) return label;
  const name = (state: string) => (state in IAS_STATE_LABELS ? IAS_STATE_LABELS[state as keyof typeof IAS_STATE_LABELS] : state);
  return `${label} (${name(event.fromStatus)} → ${name(event.toStatus)})`;
}
