/**
 * The one place where zod's own messages (type errors, limits, formats) are set: plain Russian a person
 * understands, with Russian type names, for the forms and the API alike. Importing the domain applies it.
 */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { russianPlural } from './plural.ts';

export { russianPlural } from './plural.ts';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** What a value should have been, as a Russian noun phrase. */
const EXPECTED: Record<string, string> = {
  string: 'текст',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'логическое значение (да или нет)',
  date: 'дата',
  array: 'список',
  tuple: 'список',
  set: 'список',
  object: 'объект с полями',
  record: 'объект с полями',
  map: 'объект с полями',
  file: 'файл',
  null: 'пустое значение',
  nan: 'не число',
};

/** What a value was, as a Russian noun phrase (names of zod's parsedType). */
const RECEIVED: Record<string, string> = {
  string: 'текст',
  number: 'число',
  bigint: 'число',
  boolean: 'логическое значение',
  null: 'пустое значение',
  undefined: 'ничего',
  array: 'список',
  object: 'объект',
  nan: 'не число',
  function: 'функция',
  symbol: 'символ',
  Date: 'дата',
};

const FORMATS: Record<string, string> = {
  email: MESSAGES.emailFormat,
  uuid: 'Неверный идентификатор',
  guid: 'Неверный идентификатор',
  url: 'Неверный адрес ссылки',
  datetime: 'Неверные дата и время',
  date: 'Неверная дата',
  time: 'Неверное время',
  duration: 'Неверная продолжительность',
  lowercase: 'Допускаются только строчные буквы',
  uppercase: 'Допускаются только заглавные буквы',
};

/** Units by origin: the forms after «ровно» (1 символ, 2 символа, 5 символов) and, last, the genitive singular after «не более» (1 символа). */
const UNITS: Record<string, [string, string, string, string]> = {
  string: ['символ', 'символа', 'символов', 'символа'],
  array: ['элемент', 'элемента', 'элементов', 'элемента'],
  set: ['элемент', 'элемента', 'элементов', 'элемента'],
  file: ['байт', 'байта', 'байт', 'байта'],
};

/** «Должно быть ровно 2 символа», «Не более 21 символа», «Не менее 8 символов»; undefined for an origin without units. */
function sizeLimit(count: number, origin: string, exact: boolean | undefined, bound: 'Не более' | 'Не менее'): string | undefined {
  const unit = UNITS[origin];
  if (!unit) return undefined;
  const [one, few, many, genitiveOne] = unit;
  if (exact) return `Должно быть ровно ${count} ${russianPlural(count, one, few, many)}`;
  return `${bound} ${count} ${russianPlural(count, genitiveOne, many, many)}`;
}

function dateOf(bound: number | bigint): string {
  return new Date(Number(bound)).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? `«${value}»` : String(value))).join(', ');
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return MESSAGES.required;
  const expected = EXPECTED[issue.expected] ?? 'другое значение';
  const received = RECEIVED[z.core.util.parsedType(issue.input)] ?? 'значение другого типа';
  return `Неверное значение: ожидается ${expected}, получено: ${received}`;
}

function tooBigMessage(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'date') return `Дата должна быть не позже ${dateOf(issue.maximum)}`;
  const limit = issue.inclusive === false ? max - 1 : max;
  const sized = sizeLimit(limit, issue.origin, issue.exact, 'Не более');
  if (sized) return sized;
  return issue.inclusive === false ? `Значение должно быть меньше ${max}` : `Значение должно быть не больше ${max}`;
}

function tooSmallMessage(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'date') return `Дата должна быть не раньше ${dateOf(issue.minimum)}`;
  const limit = issue.inclusive === false ? min + 1 : min;
  if (issue.origin === 'string' && limit === 1 && !issue.exact) return MESSAGES.required;
  const sized = sizeLimit(limit, issue.origin, issue.exact, 'Не менее');
  if (sized) return sized;
  return issue.inclusive === false ? `Значение должно быть больше ${min}` : `Значение должно быть не меньше ${min}`;
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue) return `Значение должно начинаться с «${String(issue.prefix)}»`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `Значение должно заканчиваться на «${String(issue.suffix)}»`;
  if (issue.format === 'includes' && 'includes' in issue) return `Значение должно содержать «${String(issue.includes)}»`;
  return FORMATS[issue.format] ?? 'Неверный формат значения';
}

/** zod's error map: a Russian message for every kind of issue zod reports by itself. */
export function russianErrorMap(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    case 'too_small':
      return tooSmallMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Допустимо только значение ${listOf(issue.values)}`
        : `Выберите одно из значений: ${listOf(issue.values)}`;
    case 'not_multiple_of':
      return `Число должно быть кратно ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Лишнее поле: ${listOf(issue.keys)}` : `Лишние поля: ${listOf(issue.keys)}`;
    case 'invalid_union':
      return 'Значение не подходит ни под один из допустимых вариантов';
    case 'invalid_key':
      return 'Недопустимое имя поля';
    case 'invalid_element':
      return 'Недопустимый элемент списка';
    default:
      return 'Неверное значение';
  }
}

/**
 * Applies the messages. The package's index calls it, so importing the domain applies it; the web app, whose bundles
 * leave the index's side effects out (so that pages without a form load no zod), calls it where it validates.
 */
export function setRussianZodMessages(): void {
  z.config({ localeError: russianErrorMap });
}
