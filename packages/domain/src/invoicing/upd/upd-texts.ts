/** What the XML УПД says in Russian (the format's fixed wordings) and what a partner is told when it cannot be made. */
export const UPD_TEXTS = {
  /** «ПоФактХЖ» and, for ДОП, «НаимДокОпр»: the document's name as the format's appendix words it. */
  transferDocument: 'Документ об отгрузке товаров (выполнении работ), передаче имущественных прав (документ об оказании услуг)',
  invoiceAndTransferDocument:
    'Счет-фактура и документ об отгрузке товаров (выполнении работ), передаче имущественных прав (документ об оказании услуг)',
  servicesRendered: 'Услуги оказаны в полном объеме',
  basisDocument: 'Счет на оплату',
  currencyName: 'Российский рубль',
  countryName: 'Россия',
  withoutVat: 'без НДС',
  statusLabel: 'Состояние акта',
  periodLabel: 'Период',
  xmlLink: 'УПД (XML)',
  /** Shown instead of a file the format would refuse. */
  requisitesMissing: (fields: ReadonlyArray<string>) =>
    `Чтобы получить УПД в формате XML, заполните в профиле реквизиты: ${fields.join(', ')}`,
  fields: {
    inn: 'ИНН',
    kpp: 'КПП',
    legalAddress: 'юридический адрес',
    entrepreneurName: 'наименование в виде «ИП Фамилия Имя Отчество»',
  },
} as const;
