/**
 * The cloud screens' texts and choices, apart from the schemas of cloud.ts: the operator's price list and request queue
 * show them without loading zod (decision 008).
 */
export const VM_REQUEST_STATUSES = ['NEW', 'CREATED', 'REFUSED'] as const;
export type VmRequestStatus = (typeof VM_REQUEST_STATUSES)[number];
export const VM_REQUEST_STATUS_LABELS: Record<VmRequestStatus, string> = { NEW: 'Новый', CREATED: 'ВМ создана', REFUSED: 'Отклонен' };

export const CLOUD_PRICE_TEXTS = {
  title: 'Цены 1С:ОИ',
  futureOnly: 'Новая цена действует не раньше завтрашнего дня: дни, которые уже начались, не пересчитываются',
  notCloudOption: 'Позиция прайс-листа 1С:ОИ не найдена',
  saved: 'Цена сохранена',
  saveFailed: 'Не удалось сохранить цену',
} as const;

export const VM_REQUEST_FILTERS = ['NEW', 'CREATED', 'REFUSED', 'all'] as const;
export type VmRequestFilter = (typeof VM_REQUEST_FILTERS)[number];

export const VM_REQUEST_TEXTS = {
  title: 'Нестандартные ВМ',
  create: 'ВМ создана',
  refuse: 'Отклонить',
  refuseReason: 'Причина отказа',
  decided: 'Запрос уже рассмотрен',
  notFound: 'Запрос не найден',
  created: 'Виртуальная машина создана: ее стоимость начисляется партнеру',
  refused: 'Запрос отклонен',
  empty: 'Нет запросов',
} as const;
