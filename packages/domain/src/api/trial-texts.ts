/** A trial's texts (document 1 §4): the lists' price cells show them, so they live apart from the other management texts. */
export const TRIAL_MESSAGES = {
  free: 'Бесплатно',
  noPrice: '-',
  convert: 'Перейти на платную версию',
  converted: 'Подписка переведена на платную версию',
  convertFailed: 'Не удалось перейти на платную версию',
  notConvertible: 'Перейти на платную версию можно только из работающей демо-версии',
  noProductionKit: 'У приложения нет платного типа развертывания',
} as const;
