import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeStatement, incomingPayments, parseBankStatement, STATEMENT_TEXTS, StatementFormatError } from './bank-statement.ts';
import { invoiceNumbersIn, matchPayments, type MatchableInvoice } from './payment-matching.ts';
import { FIXTURE_ACCOUNT, statementText, toWindows1251, type FixturePayment } from './statement-fixture.ts';

const payments: FixturePayment[] = [
  {
    number: '512',
    date: '03.11.2026',
    amount: '186834.81',
    payerInn: '7707083893',
    payerName: 'ООО «Ромашка Софт»',
    purpose: 'Оплата по счету № 2026-10/000123 от 05.11.2026 за услуги 1С:ГРМ. Без НДС',
  },
  {
    number: '77',
    date: '05.11.2026',
    amount: '1000',
    payerInn: '5408000000',
    payerName: 'ИП Ёлкин',
    purpose: 'Оплата по сч.2026 - 10 / 124, частично',
  },
  {
    number: '78',
    date: '05.11.2026',
    amount: '500.5',
    payerInn: '5408000000',
    payerName: 'ИП Ёлкин',
    purpose: 'Возврат займа',
  },
  {
    number: '9',
    date: '06.11.2026',
    amount: '250.00',
    payerInn: '7700000000',
    payerName: 'ООО «1С-Облако»',
    purpose: 'Перевод между счетами',
    recipientAccount: '40702810000000099999',
  },
];

describe('bank statements in the 1C exchange format', () => {
  it('reads a Windows-1251 file: documents, amounts in kopecks, dates, the purpose', () => {
    const statement = parseBankStatement(decodeStatement(toWindows1251(statementText(payments))));
    expect(statement.accounts).toEqual([FIXTURE_ACCOUNT]);
    expect(statement.documents).toHaveLength(4);
    const [first, second, third] = statement.documents;
    expect(first).toMatchObject({
      kind: 'Платежное поручение',
      number: '512',
      date: '2026-11-03',
      amount: 18_683_481,
      payerInn: '7707083893',
      payerName: 'ООО «Ромашка Софт»',
      receivedOn: '2026-11-03',
      purpose: 'Оплата по счету № 2026-10/000123 от 05.11.2026 за услуги 1С:ГРМ. Без НДС',
    });
    expect(second?.amount).toBe(100_000);
    expect(second?.payerName).toBe('ИП Ёлкин');
    expect(third?.amount).toBe(50_050);
  });

  it('reads the same file in UTF-8, with or without a byte order mark', () => {
    const text = statementText(payments);
    const utf8 = new TextEncoder().encode(text);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(parseBankStatement(decodeStatement(utf8))).toEqual(parseBankStatement(text));
    expect(parseBankStatement(decodeStatement(bom))).toEqual(parseBankStatement(text));
  });

  it("takes only what came into the statement's own account", () => {
    const incoming = incomingPayments(parseBankStatement(statementText(payments)));
    expect(incoming.map((d) => d.number)).toEqual(['512', '77', '78']);
  });

  it('says in Russian what is wrong with a file', () => {
    expect(() => parseBankStatement('Выписка\r\n')).toThrow(STATEMENT_TEXTS.notExchangeFile);
    const broken = statementText(payments).replace('Сумма=1000', 'Сумма=тысяча');
    expect(() => parseBankStatement(broken)).toThrow(StatementFormatError);
    expect(() => parseBankStatement(broken)).toThrow(/Сумма «тысяча» документа в строке \d+/);
    const unterminated = statementText(payments.slice(0, 1)).replace('КонецДокумента', '');
    expect(() => parseBankStatement(unterminated)).toThrow(/не закончен строкой «КонецДокумента»/);
    const badDate = statementText(payments.slice(0, 1)).replace('Дата=03.11.2026', 'Дата=31.02.2026');
    expect(() => parseBankStatement(badDate)).toThrow(/не в формате ДД\.ММ\.ГГГГ/);
  });
});

describe('matching payments to invoices', () => {
  const invoices = new Map<string, MatchableInvoice>([
    ['2026-10/000123', { id: 'a', number: '2026-10/000123', partnerInn: '7707083893' }],
    ['2026-10/000124', { id: 'b', number: '2026-10/000124', partnerInn: '5408000000' }],
  ]);

  it('finds invoice numbers as people write them', () => {
    expect(invoiceNumbersIn('Оплата по счету №2026-10/000123')).toEqual(['2026-10/000123']);
    expect(invoiceNumbersIn('сч. 2026 - 10 / 124 и 2026-11/7')).toEqual(['2026-10/000124', '2026-11/000007']);
    expect(invoiceNumbersIn('Оплата за октябрь')).toEqual([]);
  });

  it('matches by number and payer INN, and says why the rest does not match', () => {
    const incoming = incomingPayments(parseBankStatement(statementText(payments)));
    const other = { ...incoming[0], payerInn: '5408000000', number: '600' } as (typeof incoming)[number];
    const unknown = { ...incoming[0], purpose: 'Оплата по счету 2026-09/999999', number: '601' } as (typeof incoming)[number];
    const matched = matchPayments([...incoming, other, unknown], invoices);
    expect(matched.map((m) => [m.payment.number, m.invoiceId, m.reason])).toEqual([
      ['512', 'a', null],
      ['77', 'b', null],
      ['78', null, 'no-number'],
      ['600', null, 'other-payer'],
      ['601', null, 'unknown-invoice'],
    ]);
  });

  it('gives the same payments for a statement imported twice, in any order of its documents', () => {
    const incoming = incomingPayments(parseBankStatement(statementText(payments)));
    const once = matchPayments(incoming, invoices);
    const canonical = (list: typeof once) => list.map((m) => `${m.key}→${m.invoiceId}`).sort();
    fc.assert(
      fc.property(fc.shuffledSubarray([...incoming, ...incoming], { minLength: incoming.length * 2 }), (twice) => {
        expect(canonical(matchPayments(twice, invoices))).toEqual(canonical(once));
      }),
    );
  });
});
