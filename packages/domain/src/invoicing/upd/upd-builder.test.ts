import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updSchemaErrors } from '../../../test-support/upd-schema.ts';
import { buildUpd, UPD_VAT_RATES, updFileId, type UpdAct } from './upd-builder.ts';
import type { ActLine } from './upd-lines.ts';

const decode = (bytes: Uint8Array) => new TextDecoder('windows-1251').decode(bytes);

const ACT: UpdAct = {
  number: '2026-10/000261',
  date: '2026-10-31',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  invoiceNumber: '2026-10/000261',
  invoiceDate: '2026-11-05',
  seller: {
    name: 'ООО «1С-Облако»',
    inn: '7701234560',
    kpp: '770101001',
    address: '127434, г. Москва, Дмитровское шоссе, д. 9',
    participantId: '7701234560770101001',
  },
  buyer: {
    name: 'ООО «Альфа Софт»',
    inn: '6601234565',
    kpp: '660101001',
    address: '620014, г. Екатеринбург, ул. Малышева, 51',
    participantId: '6601234565660101001',
  },
  signer: { position: 'Генеральный директор', lastName: 'Соколов', firstName: 'Андрей', middleName: 'Викторович' },
  vatRate: null,
  lines: [
    { name: 'ООО Ромашка: 1С:Бухгалтерия (ПРОФ): Рабочие места', sum: 150_000, periodType: 'm', unitPrice: 75_000, units: 2 },
    { name: 'ООО Ромашка: 1С:ЗУП (ПРОФ): Рабочие места', sum: 12_345, periodType: 'd', unitPrice: 2_500, units: 1 },
    { name: 'ИП Лютиков: Демо-база', sum: 0, periodType: 'm', unitPrice: 0, units: 1 },
  ],
  status: 'Ждет подписи: подписать или отказаться до 12.11.2026',
  createdAt: new Date('2026-11-05T07:15:30Z'),
  documentId: '3f1e2d4c-1111-4222-8333-444455556666',
  program: 'Портал партнеров 1С:ГРМ',
};

/** Every attribute value of one name, in document order. */
function attributes(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');
}

const kopecks = (decimal: string) => Math.round(Number(decimal) * 100);

describe('buildUpd', () => {
  it('makes a ДОП without VAT that the tax service schema accepts', async () => {
    const file = buildUpd(ACT);
    expect(await updSchemaErrors(file.bytes)).toEqual([]);
    const xml = decode(file.bytes);
    expect(xml.startsWith('<?xml version="1.0" encoding="windows-1251"?>')).toBe(true);
    expect(xml).toContain('Функция="ДОП"');
    expect(attributes(xml, 'НалСт')).toEqual(['без НДС', 'без НДС', 'без НДС']);
    expect(xml).toContain('<СумНалВсего><БезНДС>без НДС</БезНДС></СумНалВсего>');
    expect(xml).toContain('НомерДок="2026-10/000261" ДатаДок="31.10.2026"');
  });

  it('makes a СЧФДОП with the rate when the vendor charges VAT', async () => {
    const file = buildUpd({ ...ACT, vatRate: 22 });
    expect(await updSchemaErrors(file.bytes)).toEqual([]);
    const xml = decode(file.bytes);
    expect(xml).toContain('Функция="СЧФДОП"');
    expect(attributes(xml, 'НалСт')).toEqual(['22%', '22%', '22%']);
    // 1 500,00 × 22 % = 330,00; 123,45 × 22 % = 27,159 → 27,16.
    expect(xml).toContain('<СумНалВсего><СумНал>357.16</СумНал></СумНалВсего>');
    expect(attributes(xml, 'СтТовУчНалВсего')).toEqual(['1980.61']);
  });

  it('writes an entrepreneur buyer as a person with a 12-digit ИНН and no КПП', async () => {
    const file = buildUpd({
      ...ACT,
      buyer: { name: 'ИП Смирнов Андрей Петрович', inn: '500100732259', kpp: null, address: 'г. Тверь', participantId: '500100732259' },
    });
    expect(await updSchemaErrors(file.bytes)).toEqual([]);
    expect(decode(file.bytes)).toContain('<СвИП ИННФЛ="500100732259"><ФИО Фамилия="Смирнов" Имя="Андрей" Отчество="Петрович"/></СвИП>');
  });

  it('keeps quotes, «ёлочки» and characters Windows-1251 lacks', async () => {
    const name = 'ООО "Рога & Копыта" <Север> «Ёлка» 😀';
    const file = buildUpd({ ...ACT, buyer: { ...ACT.buyer, name } });
    expect(await updSchemaErrors(file.bytes)).toEqual([]);
    const xml = decode(file.bytes);
    expect(xml).toContain('НаимОрг="ООО &quot;Рога &amp; Копыта&quot; &lt;Север&gt; «Ёлка» &#128512;"');
    // «» are Windows-1251's own bytes 0xAB and 0xBB.
    expect(file.bytes).toContain(0xab);
    expect(file.bytes).toContain(0xbb);
  });

  it('shortens a name longer than the format allows instead of making an invalid file', async () => {
    const file = buildUpd({ ...ACT, buyer: { ...ACT.buyer, name: `ООО ${'Очень длинное имя '.repeat(80)}` } });
    expect(await updSchemaErrors(file.bytes)).toEqual([]);
    const shortened = attributes(decode(file.bytes), 'НаимОрг')[1] ?? '';
    expect(shortened.length).toBeLessThanOrEqual(1000);
    expect(shortened.length).toBeGreaterThan(990);
  });

  it('names the file by the format: prefix, recipient, sender, the day it was made, the UUID and the tail', () => {
    const file = buildUpd(ACT);
    expect(file.fileId).toBe(
      'ON_NSCHFDOPPR_6601234565660101001_7701234560770101001_20261105_3f1e2d4c-1111-4222-8333-444455556666_0_0_0_0_0_00',
    );
    expect(file.fileName).toBe(`${file.fileId}.xml`);
    expect(attributes(decode(file.bytes), 'ИдФайл')).toEqual([file.fileId]);
    // Made at 10:15:30 in Moscow.
    expect(decode(file.bytes)).toContain('ДатаИнфПр="05.11.2026" ВремИнфПр="10.15.30"');
  });

  it('gives the same bytes for the same act', () => {
    expect(buildUpd(ACT).bytes).toEqual(buildUpd({ ...ACT }).bytes);
  });

  it('carries the act status in the file', () => {
    expect(decode(buildUpd({ ...ACT, status: 'Подписан 03.11.2026' }).bytes)).toContain(
      '<ТекстИнф Идентиф="Состояние акта" Значен="Подписан 03.11.2026"/>',
    );
  });

  it('refuses a VAT rate the format does not know', () => {
    expect(() => buildUpd({ ...ACT, vatRate: 13 })).toThrow(RangeError);
  });

  it('is refused by the schema when a requisite is wrong (the validator does check)', async () => {
    const file = buildUpd({ ...ACT, buyer: { ...ACT.buyer, inn: '123' } });
    expect((await updSchemaErrors(file.bytes)).join('\n')).toContain('ИННЮЛ');
  });
});

describe('updFileId', () => {
  it('follows ON_NSCHFDOPPR_A_O_GGGGMMDD_N1_N2…N7', () => {
    expect(updFileId('B', 'S', '2026-01-31', 'u')).toBe('ON_NSCHFDOPPR_B_S_20260131_u_0_0_0_0_0_00');
  });
});

const person = fc.constantFrom('Смирнов', 'Иванова-Петрова', 'О’Нил', 'Ёлкин');
const text = fc.string({
  unit: fc.constantFrom(...'абвгдеёжзАБВЁЯ abcXYZ0129"\'&<>«»—–№;:,.()😀\u00a0\t'.split('')),
  minLength: 1,
  maxLength: 1200,
});
// Names and addresses as people type them: something readable, then anything at all.
const named = text.map((t) => `Имя ${t}`);
const line: fc.Arbitrary<ActLine> = fc.record({
  name: named,
  sum: fc.integer({ min: 0, max: 10_000_000_000 }),
  periodType: fc.constantFrom('d' as const, 'm' as const),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  units: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
});
// A month line billed whole: quantity × price is its sum.
const wholeMonth: fc.Arbitrary<ActLine> = fc
  .record({ name: named, unitPrice: fc.integer({ min: 1, max: 1_000_000 }), units: fc.integer({ min: 1, max: 500 }) })
  .map((l) => ({ ...l, periodType: 'm' as const, sum: l.unitPrice * l.units }));

const act: fc.Arbitrary<UpdAct> = fc
  .record({
    year: fc.integer({ min: 2025, max: 2035 }),
    month: fc.integer({ min: 0, max: 11 }),
    entrepreneur: fc.boolean(),
    buyerName: named,
    lastName: person,
    address: named,
    vatRate: fc.constantFrom(null, ...UPD_VAT_RATES),
    lines: fc.array(fc.oneof(line, wholeMonth), { minLength: 1, maxLength: 40 }),
    number: fc.integer({ min: 1, max: 999_999 }),
  })
  .map((r) => {
    const mm = String(r.month + 1).padStart(2, '0');
    const last = String(new Date(Date.UTC(r.year, r.month + 1, 0)).getUTCDate()).padStart(2, '0');
    const number = `${r.year}-${mm}/${String(r.number).padStart(6, '0')}`;
    const buyer = r.entrepreneur
      ? { name: `ИП ${r.lastName} Андрей`, inn: '500100732259', kpp: null, address: r.address, participantId: '500100732259' }
      : { name: r.buyerName, inn: '6601234565', kpp: '6601AB001', address: r.address, participantId: '66012345656601AB001' };
    return {
      ...ACT,
      number,
      invoiceNumber: number,
      date: `${r.year}-${mm}-${last}`,
      periodStart: `${r.year}-${mm}-01`,
      periodEnd: `${r.year}-${mm}-${last}`,
      invoiceDate: `${r.year}-${mm}-${last}`,
      createdAt: new Date(Date.UTC(r.year, r.month + 1, 5, 4)),
      buyer,
      vatRate: r.vatRate,
      lines: r.lines,
    };
  });

describe('buildUpd over random acts', () => {
  it('is valid against the schema, and its rows and totals are the act’s to the kopeck', async () => {
    await fc.assert(
      fc.asyncProperty(act, async (a) => {
        const file = buildUpd(a);
        expect(await updSchemaErrors(file.bytes)).toEqual([]);
        const xml = decode(file.bytes);
        const sums = attributes(xml, 'СтТовБезНДС').map(kopecks);
        expect(sums).toEqual(a.lines.map((l) => l.sum));
        const total = a.lines.reduce((t, l) => t + l.sum, 0);
        expect(file.total).toBe(total);
        expect(attributes(xml, 'СтТовБезНДСВсего').map(kopecks)).toEqual([total]);
        // Wherever a row has a quantity its price is positive and quantity × price is the row's amount.
        for (const row of file.rows) {
          if (row.quantity === null) continue;
          expect(row.price).toBeGreaterThan(0);
          expect(row.quantity * (row.price ?? 0)).toBe(row.sum);
        }
      }),
      { numRuns: 60 },
    );
  });
});
