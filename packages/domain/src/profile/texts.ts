/** Russian texts of the profile, the certificate, support and the applications table (document 2 §2, §5, §8). */
export const PROFILE_MESSAGES = {
  phoneFormat: 'Формат ввода: 8 или +7, далее 10 цифр: код города и номер абонента',
  websiteFormat: 'Адрес сайта должен начинаться с http:// или https://',
  cityFromList: 'Уточните поле «Город»',
  updated: 'Профиль обновлен',
  updateFailed: 'Ошибка обновления профиля',
  vendorDataNote: 'Чтобы изменить эти данные, напишите в техническую поддержку',
} as const;

export const CERTIFICATE_TEXTS = {
  fillPublicName: 'Чтобы получить сертификат, заполните рекламное название компании в профиле',
  preparing: 'Ваш сертификат готовится. Когда ему присвоят номер, сертификат появится на этой странице',
  title: 'Сертификат партнера',
  download: 'Скачать',
  valid: 'Сертификат действителен',
  invalid: 'Сертификат недействителен',
  notFound: 'Сертификат не найден',
} as const;

export const FEEDBACK_MESSAGES = {
  limitExceeded: (max: number) => `Превышен лимит, не более ${max} символов`,
  registered: 'Ваше обращение успешно зарегистрировано. Ответ придет на адрес электронной почты, указанный при регистрации',
  failed: 'Не удалось отправить обращение. Пожалуйста, напишите нам на электронную почту',
  noConnection: 'Нет интернет соединения',
  unavailable: 'Сервис временно недоступен. Пожалуйста, напишите нам на электронную почту',
  notFound: 'Обращение не найдено',
  alreadyAnswered: 'На это обращение уже ответили',
} as const;

export const ADMIN_APPLICATIONS_TEXTS = {
  empty: 'Нет приложений',
  find: 'Найти',
  /** Over the table narrowed to one subscription (a product the portal does not delete itself leads here). */
  oneSubscription: 'Показана одна подписка',
  showAll: 'Показать все приложения',
} as const;
