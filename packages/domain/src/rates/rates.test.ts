/** The rate pages' rules: the date parameter, the day a year means, the text structure and the tables of a day. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { versionOn } from '../cloud/prices.ts';
import { parseRateDateParam, RATE_DEFAULT_TEXTS, RATE_PAYMENT_RULES, rateDayOf, rateFileDate, textBlocks } from './rates.ts';
import { firstPriceDay, industryRowsOn, rateRowsOn, rateTablesOn, type RateOption } from './tables.ts';

const option = (over: Partial<RateOption>): RateOption => ({
  deskId: 'grm',
  group: 'typical',
  serviceName: '1С:Бухгалтерия предприятия',
  kitName: 'Файловый',
  name: 'Рабочее место',
  resourceCode: 'bp-seat',
  paymentPeriod: 'd',
  versions: [{ effectiveFrom: '2024-01-01', price: 4400, clientPrice: 5500 }],
  ...over,
});

describe('the payment rules (document 3 §9)', () => {
  it('say every rule of the spec, the 31-day prepaid month and the rounded-up trial day among them', () => {
    expect(textBlocks(RATE_PAYMENT_RULES)).toEqual([
      {
        kind: 'list',
        items: [
          'Счет рассчитывается до 5-го числа каждого месяца.',
          'Срок оплаты — 5 рабочих дней.',
          'После этого срока прием новых заказов и подключений закрывается.',
          'Просрочка более 10 рабочих дней рассматривается индивидуально.',
          'Предоплаченный период рассчитывается исходя из 31 дня в месяце.',
          'Дни пробного периода считаются по 86 400 000 мс в сутках с округлением вверх: неполные сутки считаются целыми.',
        ],
      },
    ]);
    expect(RATE_DEFAULT_TEXTS.grm.paymentRules).toBe(RATE_PAYMENT_RULES);
    expect(RATE_DEFAULT_TEXTS.oi.paymentRules).toBe(RATE_PAYMENT_RULES);
  });
});

describe('parseRateDateParam', () => {
  it('reads a year, dd.MM.yyyy and ddMMyyyy, and nothing else', () => {
    expect(parseRateDateParam('2025')).toEqual({ kind: 'year', year: 2025 });
    expect(parseRateDateParam('01.03.2025')).toEqual({ kind: 'day', day: '2025-03-01' });
    expect(parseRateDateParam('01032025')).toEqual({ kind: 'day', day: '2025-03-01' });
    for (const bad of ['', 'abc', '1999', '31.02.2025', '2025-03-01', '1.3.2025', '01.032025', '0103.2025', '32012025', '202']) {
      expect(parseRateDateParam(bad), bad).toBeNull();
    }
  });

  it('reads back every real day in both spellings', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (at) => {
        const day = at.toISOString().slice(0, 10);
        const file = rateFileDate(day);
        expect(parseRateDateParam(file)).toEqual({ kind: 'day', day });
        expect(parseRateDateParam(`${file.slice(0, 2)}.${file.slice(2, 4)}.${file.slice(4)}`)).toEqual({ kind: 'day', day });
      }),
    );
  });
});

describe('rateDayOf', () => {
  const today = '2026-11-25';
  it('puts 2025 at the spec’s file dates, the current year at today, a past year at its last day; a later year is not published', () => {
    expect(rateDayOf('grm', { kind: 'year', year: 2025 }, today)).toBe('2025-03-01');
    expect(rateDayOf('oi', { kind: 'year', year: 2025 }, today)).toBe('2025-06-01');
    expect(rateDayOf('grm', { kind: 'year', year: 2024 }, today)).toBe('2024-12-31');
    expect(rateDayOf('oi', { kind: 'year', year: 2026 }, today)).toBe(today);
    expect(rateDayOf('oi', { kind: 'year', year: 2027 }, today)).toBeNull();
    expect(rateDayOf('grm', { kind: 'day', day: '2030-01-01' }, today)).toBe('2030-01-01');
  });
});

describe('textBlocks', () => {
  it('splits plain text into paragraphs and lists, keeping markup as text', () => {
    expect(textBlocks('Первый абзац\nпродолжение\n\nУсловия:\n- один\n- два\nхвост <b>жирный</b>')).toEqual([
      { kind: 'paragraph', text: 'Первый абзац продолжение' },
      { kind: 'paragraph', text: 'Условия:' },
      { kind: 'list', items: ['один', 'два'] },
      { kind: 'paragraph', text: 'хвост <b>жирный</b>' },
    ]);
    expect(textBlocks('  \n\n ')).toEqual([]);
  });

  it('loses no word of any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const words = (s: string) => s.split(/\s+/).filter((w) => w && !/^[-•*]$/.test(w));
        const out = textBlocks(text).flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items));
        expect(words(out.join(' '))).toEqual(words(text.replace(/^\s*[-•*]\s+/gm, '')));
      }),
    );
  });
});

describe('the tables of a day', () => {
  const options: RateOption[] = [
    option({
      versions: [
        { effectiveFrom: '2024-01-01', price: 4400, clientPrice: 5500 },
        { effectiveFrom: '2025-03-01', price: 4600, clientPrice: 5800 },
      ],
    }),
    option({ kitName: 'Клиент-серверный', versions: [{ effectiveFrom: '2024-01-01', price: 5720, clientPrice: 7150 }] }),
    option({
      name: 'Дополнительный диск 10 ГБ',
      resourceCode: 'disk',
      versions: [{ effectiveFrom: '2024-01-01', price: 360, clientPrice: 450 }],
    }),
    option({
      serviceName: '1С:Розница',
      group: 'retail',
      resourceCode: 'rozn-seat',
      versions: [{ effectiveFrom: '2024-01-01', price: 3600, clientPrice: 4500 }],
    }),
    option({
      serviceName: '1С:Розница',
      group: 'retail',
      name: 'Дополнительный диск 10 ГБ',
      resourceCode: 'disk',
      versions: [{ effectiveFrom: '2024-01-01', price: 360, clientPrice: 450 }],
    }),
    option({
      deskId: 'biz',
      serviceName: 'Комплект «Бизнес»',
      resourceCode: 'biz',
      paymentPeriod: 'm',
      versions: [{ effectiveFrom: '2025-01-01', price: 111_000, clientPrice: null }],
    }),
  ];

  it('prices each option at its version of the day, a shared option once, table 1 per day and 1.1 per month', () => {
    const tables = rateTablesOn(options, '2025-03-01');
    expect(tables.map((t) => t.number)).toEqual(['1', '1.1']);
    expect(tables[0]?.rows.map((r) => [r.name, r.variant, r.price])).toEqual([
      ['1С:Бухгалтерия предприятия', 'Файловый', 4600],
      ['1С:Бухгалтерия предприятия', 'Клиент-серверный', 5720],
      ['Дополнительный диск 10 ГБ', '', 360],
      ['1С:Розница', '', 3600],
    ]);
    expect(rateTablesOn(options, '2024-06-01').map((t) => t.number)).toEqual(['1']);
    expect(firstPriceDay(options)).toBe('2024-01-01');
    expect(industryRowsOn(options, '2025-03-01').map((r) => [r.groupName, r.name])).toEqual([
      ['Отраслевые решения: розница', '1С:Розница'],
    ]);
  });

  it('shows every price of a row as the version in force that day (one source: the versions)', () => {
    const day = fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (at) => {
        const key = at.toISOString().slice(0, 10);
        for (const row of rateRowsOn(options, key)) {
          const source = options.find((o) => o.resourceCode === row.resourceCode && (row.variant === '' || o.kitName === row.variant));
          expect(row.price).toBe(source && versionOn(source.versions, key)?.price);
        }
      }),
    );
  });
});
