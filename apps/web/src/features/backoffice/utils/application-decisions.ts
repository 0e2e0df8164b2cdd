/** The application queue's rules on screen: filter labels, which decisions a row offers, what each one says. */
import { APPLICATION_FILTERS, type ApplicationFilter, type ParticipationDecision, type ParticipationStatus } from '@portal/domain';

export const APPLICATION_FILTER_LABELS: Record<ApplicationFilter, string> = {
  pending: 'На рассмотрении',
  on: 'Активные',
  wait: 'Ожидание',
  refused: 'Отклоненные',
  off: 'Приостановленные',
  all: 'Все',
};

/** The filter a select value stands for; anything unknown falls back to the pending queue. */
export function toApplicationFilter(value: string): ApplicationFilter {
  return APPLICATION_FILTERS.find((filter) => filter === value) ?? 'pending';
}

/** Which participation statuses a filter shows (pending is status null). */
export function statusesOfFilter(filter: ApplicationFilter): ReadonlyArray<ParticipationStatus | null> {
  if (filter === 'all') return [null, 'on', 'wait', 'refused', 'off'];
  if (filter === 'pending') return [null];
  return [filter];
}

export const DECISION_LABELS: Record<ParticipationDecision, string> = {
  approve: 'Одобрить',
  refuse: 'Отклонить',
  suspend: 'Приостановить',
  wait: 'Ожидание',
};

export const DECISION_TOASTS: Record<ParticipationDecision, string> = {
  approve: 'Заявка одобрена, партнеру отправлено письмо',
  refuse: 'Заявка отклонена, партнеру отправлено письмо',
  suspend: 'Участие приостановлено, партнеру отправлено письмо',
  wait: 'Заявка переведена в ожидание',
};

const RESULT_OF: Record<ParticipationDecision, ParticipationStatus> = {
  approve: 'on',
  refuse: 'refused',
  suspend: 'off',
  wait: 'wait',
};

/** A row offers every decision except the one that would leave its status as it is. */
export function availableDecisions(status: ParticipationStatus | null): ParticipationDecision[] {
  return (Object.keys(RESULT_OF) as ParticipationDecision[]).filter((decision) => RESULT_OF[decision] !== status);
}

/** Refusal and suspension are explained to the partner, so they ask for a reason first. */
export function needsReason(decision: ParticipationDecision): decision is 'refuse' | 'suspend' {
  return decision === 'refuse' || decision === 'suspend';
}

export type StatusTone = 'success' | 'warning' | 'error' | 'default' | 'info';

export function statusTone(status: ParticipationStatus | null): StatusTone {
  if (status === null) return 'warning';
  if (status === 'on') return 'success';
  if (status === 'refused') return 'error';
  if (status === 'wait') return 'info';
  return 'default';
}
