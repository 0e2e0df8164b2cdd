/**
 * The calculators of document 3 (§2 "Calculators", §3 Tariff choice and Service group): their Russian texts, the
 * tariffs of the typical and industry calculators and the groups of the modified one. The web engine builds its
 * steps from these; the prices come from the catalogue's tariffs, never from here.
 */
import type { OfferDeskId } from '../api/catalogue.ts';
import { VAT_NOTE } from '../pricing/vat.ts';

export const CALCULATOR_KINDS = ['typical', 'industry', 'modified', 'private', 'other', 'services'] as const;
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number];

/** Tariff choice: name, type (biz or usual), offerDeskId — the Business and Standard desks. */
export type TariffChoice = { name: string; type: 'biz' | 'usual'; offerDeskId: OfferDeskId };
export const TARIFF_CHOICES: readonly TariffChoice[] = [
  { name: 'Бизнес', type: 'biz', offerDeskId: 'biz' },
  { name: 'Стандарт', type: 'usual', offerDeskId: 'grm' },
];
export function tariffChoice(type: string | null | undefined): TariffChoice | null {
  return TARIFF_CHOICES.find((t) => t.type === type) ?? null;
}

/** Service group: name, type (biz or other), offerDeskId — what a modified configuration is based on. */
export type CalculatorServiceGroup = { id: string; name: string; type: 'biz' | 'other'; offerDeskId: OfferDeskId };
export const MODIFIED_GROUPS: readonly CalculatorServiceGroup[] = [
  { id: 'typical', name: 'Типовые конфигурации', type: 'other', offerDeskId: 'grm' },
  { id: 'industry', name: 'Отраслевые конфигурации', type: 'other', offerDeskId: 'grm' },
  { id: 'biz', name: 'Комплект «Бизнес»', type: 'biz', offerDeskId: 'biz' },
];

/** The catalogue's groups of typical configurations; the other groups of 1C applications are industry ones. */
export const TYPICAL_GROUPS: readonly string[] = ['typical'];
/** Groups of the grm desk that are not configurations for a client (the partner's own tools, the provider's services). */
export const NON_CONFIGURATION_GROUPS: readonly string[] = ['partners', 'provider', 'private'];

export const CALCULATOR_TILES: ReadonlyArray<{ kind: CalculatorKind; title: string; text: string }> = [
  { kind: 'typical', title: 'Типовые конфигурации', text: 'Бухгалтерия, зарплата, торговля и другие типовые решения 1С' },
  { kind: 'industry', title: 'Отраслевые конфигурации', text: 'Решения 1С для розницы, образования, строительства и других отраслей' },
  { kind: 'modified', title: 'Доработанные конфигурации', text: 'Типовая или отраслевая конфигурация с доработками и конфигуратором' },
  { kind: 'private', title: 'Собственные разработки', text: 'Ваши конфигурации, размещенные на платформе' },
  { kind: 'other', title: 'Продукты сторонних вендоров', text: 'Антивирус, офисные пакеты и другие продукты' },
  { kind: 'services', title: 'Сервисы ИТС', text: 'Комплекты поддержки, комплект «Бизнес», договор ИТС' },
];

export const SERVICES_TABS = ['support', 'biz', 'its', 'itsapart'] as const;
export type ServicesTab = (typeof SERVICES_TABS)[number];
export const SERVICES_TAB_LABELS: Record<ServicesTab, string> = {
  support: 'Базовый комплект поддержки',
  biz: 'Тариф «Бизнес»',
  its: 'Договор ИТС',
  itsapart: 'Отдельный сервис ИТС',
};

export const CALCULATOR_TEXTS = {
  noConfigurations: 'Нет конфигураций',
  nothingFound: 'Не найдено',
  loadingDetails: 'Загрузка деталей…',
  chooseTariff: 'Выберите тариф',
  tariffStep: 'Шаг 1. Тариф',
  configurationStep: 'Конфигурация',
  baseConfigurationStep: 'Базовая конфигурация',
  groupStep: 'Группа конфигураций',
  deploymentStep: 'Тип развертывания',
  managerStep: 'Конфигуратор',
  workplacesStep: 'Рабочие места',
  seatsStep: 'Количество мест',
  productStep: 'Продукт',
  useManager: 'Использовать конфигуратор для доработки',
  diskFixed: 'Дополнительный диск 10 ГБ в калькуляторе не увеличивается: объем диска меняют в подписке после заказа.',
  toOrder: 'Перейти к заказу',
  toManagerOrder: 'Заказать конфигуратор',
  partnerCost: 'Стоимость для партнера',
  recommendedPrice: 'Рекомендованная цена для клиента',
  margin: 'Маржа',
  total: 'Итого в месяц',
  clientPriceField: (period: 'd' | 'm') => `Ваша цена для клиента, ₽ / ${period === 'd' ? 'день' : 'месяц'}`,
  clientPriceRecommended: (price: string) => `Рекомендованная: ${price}`,
  clientPriceInput: 'Введите цену в рублях, не больше двух знаков после запятой',
  vatNote: VAT_NOTE,
  priceTable: 'Рекомендованные цены для клиентов',
  priceTableExport: 'Скачать в Excel',
  ratesTitle: 'Тарифы',
  managerNote: 'Конфигуратор предназначен только для партнера: цена для клиента не указывается.',
  itsText:
    'Договор 1С:ИТС дает клиенту обновления конфигураций, доступ к информационной системе 1С:ИТС и консультации линии поддержки. ' +
    'Клиент 1С:ГРМ с действующим договором ИТС получает базовый комплект поддержки без доплаты за обновления; договор ИТС ' +
    'оформляется у партнера по прайс-листу фирмы «1С».',
  itsApartText:
    'Отдельный сервис ИТС подключается клиенту, у которого нет договора 1С:ИТС: сервисы ИТС (отчетность, обмен с банками, ' +
    'проверка контрагентов) оплачиваются отдельно от рабочих мест. Стоимость сервиса определяется прайс-листом фирмы «1С» ' +
    'и в калькулятор не входит.',
  bizText:
    'Комплект «Бизнес» — одна типовая или отраслевая конфигурация в файловом варианте, 2 рабочих места включены, оплата за полный месяц.',
} as const;

export function nothingFoundText(search: string): string {
  return search.trim() ? `${CALCULATOR_TEXTS.nothingFound}: «${search.trim()}»` : CALCULATOR_TEXTS.nothingFound;
}
