/**
 * Managing a subscription (document 1 §2 Subscription detail, Client area; §4 Seat count change; §5 Option counters;
 * §8 Orders and subscriptions; document 2 comment widget): limits, timers and texts, apart from the schemas so pages
 * show them without zod.
 */

/** Seat count change (§4, §9): the subscription is re-read up to 5 times, 2 s apart, until the count matches. */
export const SEAT_CHANGE_POLL_MS = 2000;
export const SEAT_CHANGE_POLL_TRIES = 5;
/** Deletion from the detail page (§4, §9): the status is re-read every 2 s, up to 10 times. */
export const DELETION_POLL_MS = 2000;
export const DELETION_POLL_TRIES = 10;
/** The comment widget (document 2 §2, §9): comments are shown cut to 30 characters. */
export const COMMENT_DISPLAY_LENGTH = 30;
export const COMMENT_MAX_LENGTH = 1000;
/** A demo or a trial is announced to the partner this many days before it ends (once). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/** The 10 GB disk option's resource code: it cannot be raised in the option dialog, and replaces the old disk types. */
export const DISK_10GB_CODE = '1c-ecw-disk-10gb';
/** The category of disk options: the only options a direct (managed service provider) subscription may change. */
export const DISK_CATEGORY = '1c-ecw-disk';
/** Old disk types (before the 10 GB SSD option): they cannot be changed any more. */
export const OLD_DISK_CODES: ReadonlyArray<string> = ['1c-ecw-disk-5gb-hdd', '1c-ecw-disk-hdd'];

/** An option's editStatus: changed here, only in the provider's administration area, or not at all. */
export const EDIT_STATUSES = ['EDITABLE', 'ADMIN_AREA', 'LOCKED'] as const;
export type EditStatus = (typeof EDIT_STATUSES)[number];

export const ORDER_KINDS = ['create', 'change', 'convert'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['PENDING', 'APPLIED', 'FAILED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  create: 'Новая подписка',
  change: 'Изменение подписки',
  convert: 'Переход на платную версию',
};
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Выполняется',
  APPLIED: 'Выполнен',
  FAILED: 'Ошибка',
};

export const CHANGE_MESSAGES = {
  changed: 'Заказ успешно изменен!',
  failed: 'Произошла ошибка изменения заказа',
  retry: 'Повторить',
  refreshNeeded: 'Изменение принято, но количество еще не обновилось. Обновите страницу через несколько минут.',
  seatDecreaseRestart: 'При уменьшении количества рабочих мест информационная база будет перезапущена. Продолжить?',
  disk10GbNoIncrease: 'Объем диска 10 ГБ нельзя увеличить в этом окне',
  adminAreaOnly: 'Изменить эту опцию можно только в личном кабинете администрирования провайдера',
  locked: 'Эту опцию изменить нельзя',
  oldDisk: 'Этот тип диска больше не изменяется: используйте опцию «Дополнительный диск 10 ГБ» (SSD)',
  directSubscription: 'Подписка оформлена напрямую у поставщика услуг (managed service provider): в ней можно изменить только объем диска',
  prepayUnavailable: 'Уменьшить количество по предоплаченной подписке сейчас нельзя: оплаченный период еще не закончился',
  changeInProgress: 'Подписка уже изменяется: дождитесь окончания предыдущего изменения',
  notDeployed: 'Изменить можно только работающую подписку',
  nothingChanged: 'Количество не изменилось',
  optionNotInKit: 'Опция не относится к типу развертывания подписки',
  optionNotFound: 'Опция подписки не найдена',
  subscriptionMismatch: 'Клиент или тип развертывания не совпадают с подпиской',
  orderNotFound: 'Заказ не найден',
  retryNotAllowed: 'Повторить можно только последнее изменение подписки, завершившееся ошибкой',
  gaveUp: 'Платформа не ответила: изменение не выполнено',
} as const;

export { TRIAL_MESSAGES } from './trial-texts.ts';

export const COMMENT_MESSAGES = {
  saved: 'Комментарий сохранен',
  saveFailed: 'Не удалось сохранить комментарий',
  deleted: 'Комментарий удален',
  loadFailed: (status: number | string) => `Не удалось загрузить комментарий (код ${status})`,
  reload: 'Загрузить снова',
  confirmDelete: 'Удалить комментарий?',
  title: 'Комментарий',
  apply: 'Применить',
  cancel: 'Отмена',
} as const;

export const ORDER_LIST_TEXTS = {
  title: 'Заказы',
  empty: 'Нет заказов',
  detailTitle: (number: string) => `Заказ № ${number}`,
} as const;
