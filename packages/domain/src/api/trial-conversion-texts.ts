/** The confirmation of 'Перейти на платную версию' (decision 013), apart from what lists show: it loads with its dialog. */
export const CONVERSION_DIALOG_TEXTS = {
  title: 'Перейти на платную версию?',
  text: 'Для клиента будет создана платная подписка с той же информационной базой и тем же количеством рабочих мест. Демо-версия закроется, как только платная подписка будет развернута.',
  confirm: 'Перейти',
  cancel: 'Отмена',
} as const;
