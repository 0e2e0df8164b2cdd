/** Russian texts of the partner's requisites for its documents (issue 33): the profile's block and its messages. */
export const REQUISITES_TEXTS = {
  title: 'Реквизиты для счетов и актов',
  intro: 'Эти данные попадают в счета, акты и УПД в формате XML для 1С и операторов ЭДО',
  name: 'Наименование',
  inn: 'ИНН',
  kpp: 'КПП',
  legalAddress: 'Юридический адрес',
  save: 'Сохранить',
  saving: 'Сохранение…',
  saved: 'Реквизиты сохранены',
  saveFailed: 'Не удалось сохранить реквизиты',
  /** The name is the vendor's record of the partner: only support changes it. */
  nameNote: 'Чтобы изменить наименование, напишите в техническую поддержку',
  /** Beside a 12-digit ИНН: the format names an entrepreneur as a person. */
  entrepreneurNameNote: 'Для индивидуального предпринимателя наименование должно быть в виде «ИП Фамилия Имя Отчество»',
  kppHelper: 'Для индивидуального предпринимателя не заполняется',
  innInvalid: 'Введен неверный ИНН: контрольные цифры не совпадают',
  kppRequired: 'Укажите КПП: у организации (ИНН из 10 цифр) он обязателен',
  kppForEntrepreneur: 'У индивидуального предпринимателя (ИНН из 12 цифр) КПП нет: оставьте поле пустым',
  kppFormat: 'Неверный формат КПП: 9 символов, например 770101001',
  addressTooShort: (min: number) => `Не менее ${min} символов`,
  addressCharacters: 'Адрес содержит недопустимые символы',
  notFound: 'Партнер не найден',
  loadFailed: 'Не удалось загрузить реквизиты',
  /** Over the form while the XML УПД cannot be made: the fields as UPD_TEXTS.fields names them. */
  missingForUpd: (fields: ReadonlyArray<string>) => `Для УПД в формате XML не хватает: ${fields.join(', ')}`,
} as const;
