import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { russianPlural, setRussianZodMessages } from './zod-messages.ts';

setRussianZodMessages();

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0]?.message ?? '';
}

/** A message a person reads: some Cyrillic and no English word (enum values and field names are quoted). */
function expectRussian(message: string): void {
  expect(message).toMatch(/[А-Яа-яЁё]/);
  expect(message.replace(/«[^»]*»/g, '')).not.toMatch(/[A-Za-z]{2,}/);
}

describe('zod messages in Russian', () => {
  it('name the expected and the given type in Russian', () => {
    expect(messageOf(z.string(), 5)).toBe('Неверное значение: ожидается текст, получено: число');
    expect(messageOf(z.number(), 'пять')).toBe('Неверное значение: ожидается число, получено: текст');
    expect(messageOf(z.object({ a: z.string() }), [])).toBe('Неверное значение: ожидается объект с полями, получено: список');
    expect(messageOf(z.array(z.string()), null)).toBe('Неверное значение: ожидается список, получено: пустое значение');
    expect(messageOf(z.boolean(), {})).toBe('Неверное значение: ожидается логическое значение (да или нет), получено: объект');
    expect(messageOf(z.int(), 1.5)).toMatch(/целое число/);
  });

  it('call a missing value a required field, as the spec does', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe(MESSAGES.required);
    expect(messageOf(z.string().min(1), '')).toBe(MESSAGES.required);
  });

  it('count limits with the Russian plural', () => {
    expect(messageOf(z.string().max(1), 'ab')).toBe('Не более 1 символа');
    expect(messageOf(z.string().max(21), 'a'.repeat(22))).toBe('Не более 21 символа');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Не более 3 символов');
    expect(messageOf(z.string().length(2), 'a')).toBe('Должно быть ровно 2 символа');
    expect(messageOf(z.string().max(200), 'a'.repeat(201))).toBe(MESSAGES.tooLong(200));
    expect(messageOf(z.string().min(8), 'abc')).toBe('Не менее 8 символов');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Не менее 2 элементов');
    expect(messageOf(z.number().max(10), 11)).toBe('Значение должно быть не больше 10');
    expect(messageOf(z.number().gt(0), 0)).toBe('Значение должно быть больше 0');
    expect(messageOf(z.string().length(10), 'a')).toBe('Должно быть ровно 10 символов');
  });

  it('explain formats, choices and extra fields', () => {
    expect(messageOf(z.uuid(), 'x')).toBe('Неверный идентификатор');
    expect(messageOf(z.email(), 'x')).toBe(MESSAGES.emailFormat);
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('Неверный формат значения');
    expect(messageOf(z.enum(['xlsx', 'csv']), 'pdf')).toBe('Выберите одно из значений: «xlsx», «csv»');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Лишнее поле: «extra»');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Значение не подходит ни под один из допустимых вариантов');
    expect(messageOf(z.number().multipleOf(5), 3)).toBe('Число должно быть кратно 5');
    expect(messageOf(z.date().min(new Date('2026-01-15T12:00:00Z')), new Date('2020-01-01'))).toBe('Дата должна быть не раньше 15.01.2026');
  });

  it('read as Russian for any input to a range of schemas', () => {
    const schema = z.object({
      name: z.string().min(2).max(5),
      count: z.number().int().min(1).max(9),
      kind: z.enum(['one', 'two']),
      id: z.uuid(),
      tags: z.array(z.string()).max(2),
      flag: z.boolean(),
      when: z.iso.datetime(),
      nested: z.strictObject({ value: z.union([z.literal('a'), z.number()]) }),
    });
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom('name', 'count', 'kind', 'id', 'tags', 'flag', 'when', 'nested'), fc.anything()),
        (whole, fields) => {
          for (const input of [whole, fields]) {
            const result = schema.safeParse(input);
            for (const issue of result.error?.issues ?? []) expectRussian(issue.message);
          }
        },
      ),
    );
  });

  it('choose the plural form by the last digits', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 101].map((n) => russianPlural(n, 'символ', 'символа', 'символов'))).toEqual([
      'символ',
      'символа',
      'символов',
      'символов',
      'символов',
      'символ',
      'символа',
      'символов',
      'символов',
      'символ',
    ]);
  });
});
