/** Deleting a subscription: its limits and messages (document 1 §4, §5, §9), apart from its schemas: lists show them without zod. */
export const DELETION_DAYS_MIN = 1;
export const DELETION_DAYS_MAX = 7;
/** delayDays 0 deletes at once; 1 to 7 plans the deletion that many days ahead. */
export const DELETE_AT_ONCE = 0;
export const DELETION_REASON_MIN = 10;
export const DELETION_REASON_MAX = 500;

export const DELETION_MESSAGES = {
  reasonTooShort: `Минимальное количество знаков сообщения: ${DELETION_REASON_MIN}`,
  daysRange: `Укажите количество дней от ${DELETION_DAYS_MIN} до ${DELETION_DAYS_MAX}`,
  failed: 'Ошибка удаления подписки',
  failedHint: 'Подписка не удалена, попробуйте еще раз',
  cancelFailed: 'Ошибка',
  notFound: 'Подписка не найдена',
  notDeployed: 'Удалить можно только работающую подписку',
  nothingPlanned: 'Удаление этой подписки не запланировано',
  alreadyDeleting: 'Подписка уже удаляется или удалена: отменить удаление нельзя',
  cancelled: 'Удаление подписки отменено',
  dateSet: (date: string) => `Установлена дата удаления подписки: ${date}`,
  planned: (date: string) => `Удаление запланировано на ${date}`,
  confirmAtOnce: 'Подписка будет удалена сразу, вместе с данными. Продолжить?',
  deleted: 'Подписка удалена',
} as const;
