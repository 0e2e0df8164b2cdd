/** A partner's standing in the programme. null (no value) means the application is under review. */
export const PARTICIPATION_STATUSES = ['on', 'wait', 'refused', 'off'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** Operator decisions on an application, each leading to one participation status. */
export const PARTICIPATION_DECISIONS = {
  approve: 'on',
  refuse: 'refused',
  suspend: 'off',
  wait: 'wait',
} as const satisfies Record<string, ParticipationStatus>;
export type ParticipationDecision = keyof typeof PARTICIPATION_DECISIONS;

export const PARTICIPATION_STATUS_LABELS: Record<ParticipationStatus | 'null', string> = {
  null: 'Заявка на рассмотрении',
  on: 'Активен',
  wait: 'Ожидание',
  refused: 'Отклонена',
  off: 'Приостановлен',
};
