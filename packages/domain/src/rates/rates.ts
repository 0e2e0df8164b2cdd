/**
 * The rate pages (document 3 "Rate pages", §3 Rates data, §7 the dated rate files, §9 rate-page rules; decision 022):
 * which day a page's `date` parameter means, the Russian texts around the tables, and the plain-text structure
 * (paragraphs and lists) an operator's text is shown in — on the page and in the PDF alike.
 */
import { PREPAID_MONTH_DAYS } from '../billing/bill.ts';
import { DAY_MS, type DayKey } from '../billing/calendar.ts';
import { VAT_NOTE } from '../pricing/vat.ts';

export const RATE_PRODUCTS = ['grm', 'oi'] as const;
export type RateProduct = (typeof RATE_PRODUCTS)[number];

/** The catalogue desks whose tariffs each rate page lists (the Market's desks for 1С:ГРМ, the cloud desk for 1С:ОИ). */
export const RATE_PRODUCT_DESKS: Record<RateProduct, ReadonlyArray<string>> = {
  grm: ['grm', 'biz', 'other', 'special'],
  oi: ['oi'],
};

/** The spec's file dates of a year (document 3 §7): the 2025 lists are dated 01.03.2025 (1С:ГРМ) and 01.06.2025 (1С:ОИ). */
export const RATE_FILE_DATES: Record<RateProduct, Readonly<Record<number, DayKey>>> = {
  grm: { 2025: '2025-03-01' },
  oi: { 2025: '2025-06-01' },
};

export const RATE_TEXTS = {
  productName: { grm: '1С:ГРМ', oi: '1С:ОИ' } satisfies Record<RateProduct, string>,
  back: 'Назад к калькуляторам',
  inForce: 'Тарифы, действующие на',
  dateField: 'Тарифы на дату',
  invalidDate: 'Укажите год (например, 2025) или дату в формате дд.мм.гггг',
  paymentRulesTitle: 'Порядок оплаты',
  filesTitle: 'Файлы',
  unitNote: 'Единица оказания услуги — день (таблица 1) или месяц (таблица 1.1).',
  vatNote: VAT_NOTE,
  tableTitle: { d: 'Таблица 1. Услуги с оплатой за день', m: 'Таблица 1.1. Услуги с оплатой за месяц' },
  columns: {
    name: 'Услуга',
    variant: 'Тип развертывания',
    option: 'Позиция',
    price: 'Цена для партнера, ₽',
    distributorPrice: 'Цена для партнеров, ₽',
    clientPrice: 'Рекомендованная цена для клиента, ₽',
    period: 'Единица',
    group: 'Отрасль',
  },
  period: { d: 'день', m: 'месяц' },
  emptyTable: 'Нет позиций',
  files: {
    partner: 'Тарифы для партнеров (PDF)',
    distributor: 'Тарифы для дистрибьюторов (PDF)',
    industry: 'Отраслевые программы (XLSX)',
  },
  pdfAudience: { partner: 'Прайс-лист для партнеров', distributor: 'Прайс-лист для дистрибьюторов' },
  industrySheet: 'Отраслевые программы',
  fileForbidden: 'Этот файл доступен другой роли: партнеры получают тарифы для партнеров, дистрибьюторы — для дистрибьюторов',
  notPublished: (year: number) => `Тарифы на ${year} год еще не опубликованы.`,
  yearBeforeFirst: (year: number, first: string) => `Тарифов за ${year} год нет: первый прайс-лист действует с ${first}.`,
  dayBeforeFirst: (day: string, first: string) => `На ${day} тарифов нет: первый прайс-лист действует с ${first}.`,
  noPriceList: 'Прайс-лист еще не загружен.',
  // The back office.
  backofficeTitle: 'Тексты тарифов',
  saved: 'Тексты сохранены',
  invalidEffectiveFrom: 'Укажите существующую дату',
  fields: {
    title: 'Заголовок',
    paragraphTop: 'Текст над таблицами',
    paragraphBottom: 'Текст под таблицами',
    paymentRules: 'Порядок оплаты',
    effectiveFrom: 'Действует с',
    product: 'Продукт',
  },
  textHelp: 'Обычный текст: абзацы разделяются пустой строкой, строки, начинающиеся с «- », — пункты списка.',
} as const;

/** The texts around the tables (Rates data: title, paragraphTop, paragraphBottom; and the payment rules). */
export type RateTexts = { title: string; paragraphTop: string; paragraphBottom: string; paymentRules: string };

/** 86 400 000 as the rules print it, grouped like every other number on screen. */
const DAY_MS_TEXT = String(DAY_MS).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * The payment rules of document 3 §9 (and document 2 §9), the texts in force until an operator writes others. The
 * month of a prepaid period and the length of a trial day are billing's own constants, so the text cannot drift from
 * what is billed.
 */
export const RATE_PAYMENT_RULES = [
  '- Счет рассчитывается до 5-го числа каждого месяца.',
  '- Срок оплаты — 5 рабочих дней.',
  '- После этого срока прием новых заказов и подключений закрывается.',
  '- Просрочка более 10 рабочих дней рассматривается индивидуально.',
  `- Предоплаченный период рассчитывается исходя из ${PREPAID_MONTH_DAYS} дня в месяце.`,
  `- Дни пробного периода считаются по ${DAY_MS_TEXT} мс в сутках с округлением вверх: неполные сутки считаются целыми.`,
].join('\n');

export const RATE_DEFAULT_TEXTS: Record<RateProduct, RateTexts> = {
  grm: {
    title: 'Тарифы 1С:ГРМ (Готовое рабочее место)',
    paragraphTop:
      'Тарифы на приложения и сервисы 1С:ГРМ для партнеров программы. Цена для партнера — стоимость услуги для партнера; рекомендованная цена — цена, по которой партнер может предлагать услугу своему клиенту.',
    paragraphBottom: [
      'Стоимость услуг определяется по тарифам, действующим в каждые сутки отчетного периода:',
      '- услуги с оплатой за день оплачиваются за каждый день подключения;',
      '- услуги с оплатой за месяц оплачиваются за календарный месяц целиком.',
    ].join('\n'),
    paymentRules: RATE_PAYMENT_RULES,
  },
  oi: {
    title: 'Тарифы 1С:ОИ (Облачная инфраструктура)',
    paragraphTop:
      'Тарифы на ресурсы облачной инфраструктуры 1С:ОИ: виртуальные машины, диски, сетевые адреса и лицензии. Цена указана за единицу ресурса.',
    paragraphBottom: [
      'Стоимость услуг определяется по тарифам, действующим в каждые сутки отчетного периода:',
      '- ресурсы с оплатой за день оплачиваются за каждый день, когда они были выделены;',
      '- лицензии и адреса с оплатой за месяц оплачиваются за календарный месяц целиком.',
    ].join('\n'),
    paymentRules: RATE_PAYMENT_RULES,
  },
};

export const RATE_TEXT_LIMITS = { title: 200, text: 5000 } as const;

/** A `date` parameter read: a year (the menu's 2025) or a day (dd.MM.yyyy or ddMMyyyy). */
export type RateDateParam = { kind: 'year'; year: number } | { kind: 'day'; day: DayKey };

const isRealDay = (year: number, month: number, day: number) => {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
};

export function parseRateDateParam(param: string): RateDateParam | null {
  const text = param.trim();
  if (/^\d{4}$/.test(text)) {
    const year = Number(text);
    return year >= 2000 && year <= 2999 ? { kind: 'year', year } : null;
  }
  const match = /^(\d{2})\.?(\d{2})\.?(\d{4})$/.exec(text);
  if (!match || (text.includes('.') && text.split('.').length !== 3)) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || !isRealDay(year, month, day)) return null;
  return { kind: 'day', day: `${match[3]}-${match[2]}-${match[1]}` };
}

/**
 * The day whose tariffs a page shows: a day as given; a year at the spec's file date where it names one (2025), at
 * today for the current year, at its last day for a past year. A later year is not published yet: null.
 */
export function rateDayOf(product: RateProduct, param: RateDateParam, today: DayKey): DayKey | null {
  if (param.kind === 'day') return param.day;
  const currentYear = Number(today.slice(0, 4));
  if (param.year > currentYear) return null;
  const fileDate = RATE_FILE_DATES[product][param.year];
  if (fileDate) return fileDate;
  return param.year === currentYear ? today : `${param.year}-12-31`;
}

/** A day as the rate file names it: 'yyyy-MM-dd' → 'ddMMyyyy' (01032025). */
export function rateFileDate(day: DayKey): string {
  return `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
}

/** A block of an operator's text: a paragraph or a list. Text only — never HTML. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const LIST_ITEM = /^\s*[-•*]\s+/;

/** Plain text into paragraphs (separated by a blank line) and lists (lines starting with '- '). */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (LIST_ITEM.test(line)) {
        flushParagraph();
        list.push(line.replace(LIST_ITEM, ''));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
