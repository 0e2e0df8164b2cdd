import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeStatement, incomingPayments, parseBankStatement, STATEMENT_TEXTS, StatementFormatError } from './bank-statement.ts';
import { paymentAmountProblem } from './payment-amount.ts';
import { PAYMENT_AMOUNT_MAX_KOPECKS } from './payment-limits.ts';
import { invoiceNumbersIn, matchPayments, type MatchableInvoice } from './payment-matching.ts';
import { FIXTURE_ACCOUNT, statementText, toCodePage, toWindows1251, type FixturePayment } from './statement-fixture.ts';

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

/** A statement of these payments whose amounts the fixture's section does not add up (the test writes its own). */
const withAmount = (amount: string) => statementText([{ ...payments[0], amount } as FixturePayment]);
const parse = (text: string) => () => parseBankStatement(text);

describe('a statement is all or nothing', () => {
  it('refuses a payment of nothing, naming the document', () => {
    for (const amount of ['0.00', '0', '0,00']) {
      expect(parse(withAmount(amount)), amount).toThrow('Платежное поручение № 512 от 03.11.2026: сумма должна быть больше нуля');
    }
  });

  it('refuses an amount beyond one payment, naming the document, and takes the bound itself', () => {
    expect(parse(withAmount('9999999999999.99'))).toThrow(
      'Платежное поручение № 512 от 03.11.2026: сумма 9 999 999 999 999,99 ₽ больше наибольшей суммы одного платежа (1 000 000 000,00 ₽)',
    );
    expect(parse(withAmount('1000000000.01'))).toThrow(/больше наибольшей суммы одного платежа/);
    expect(parseBankStatement(withAmount('1000000000.00')).documents[0]?.amount).toBe(PAYMENT_AMOUNT_MAX_KOPECKS);
  });

  it('refuses a file cut before «КонецФайла», between documents or inside one', () => {
    const text = statementText(payments);
    const betweenDocuments = text.slice(0, text.indexOf('СекцияДокумент', text.indexOf('КонецДокумента')));
    expect(parse(betweenDocuments)).toThrow(STATEMENT_TEXTS.noEndOfFile);
    expect(parse(text.slice(0, text.indexOf('Сумма=1000')))).toThrow(STATEMENT_TEXTS.noEndOfFile);
    expect(STATEMENT_TEXTS.noEndOfFile).toBe(
      'Выписка не заканчивается строкой «КонецФайла»: файл обрезан, из него ничего не загружено. Выгрузите выписку из банка заново',
    );
    // What follows the end is not the statement's.
    expect(parseBankStatement(`${text}СекцияДокумент=Платежное поручение\r\n`).documents).toHaveLength(4);
  });

  it('refuses totals that disagree with the documents, and balances that do not follow from them', () => {
    const text = statementText(payments);
    expect(text).toContain('ВсегоПоступило=188335.31');
    expect(parse(text.replace('ВсегоПоступило=188335.31', 'ВсегоПоступило=188335.30'))).toThrow(
      `По счету ${FIXTURE_ACCOUNT} в выписке указано поступлений (ВсегоПоступило) на 188 335,30 ₽, а документов поступления в ней на 188 335,31 ₽: ` +
        'выписка неполная, из нее ничего не загружено. Выгрузите выписку из банка заново',
    );
    // A document lost on the way: the totals still count it.
    const lost = text.replace(/СекцияДокумент=[^]*?КонецДокумента\r\n/, '');
    expect(parse(lost)).toThrow(/указано поступлений \(ВсегоПоступило\) на 188 335,31 ₽, а документов поступления в ней на 1 500,50 ₽/);
    expect(parse(text.replace('ВсегоСписано=0.00', 'ВсегоСписано=250.00'))).toThrow(
      /указано списаний \(ВсегоСписано\) на 250,00 ₽, а документов списания в ней на 0,00 ₽/,
    );
    expect(parse(text.replace('КонечныйОстаток=188335.31', 'КонечныйОстаток=188335.32'))).toThrow(
      `По счету ${FIXTURE_ACCOUNT} остатки не сходятся: начальный остаток 0,00 ₽ + поступления 188 335,31 ₽ − списания 0,00 ₽ = 188 335,31 ₽, ` +
        'а конечный остаток (КонечныйОстаток) 188 335,32 ₽: выписка повреждена, из нее ничего не загружено. Выгрузите выписку из банка заново',
    );
    expect(parse(text.replace('ВсегоСписано=0.00', 'ВсегоСписано=сто'))).toThrow(
      /«ВсегоСписано» со значением «сто» в разделе счета в строке 11/,
    );
    expect(parse(text.replace('КонецРасчСчет', ''))).toThrow('Раздел счета, начатый в строке 11, не закончен строкой «КонецРасчСчет»');
  });

  it('counts outgoing documents against ВсегоСписано and checks a section a day', () => {
    const text = statementText(payments)
      .replace('ПлательщикСчет=40702810100000054321', `ПлательщикСчет=${FIXTURE_ACCOUNT}`)
      .replace('ВсегоСписано=0.00', 'ВсегоСписано=186834.81')
      .replace('КонечныйОстаток=188335.31', 'КонечныйОстаток=1500.50');
    expect(parseBankStatement(text).documents).toHaveLength(4);
    const section = (day: string, opening: string, received: string, closing: string) =>
      [
        'СекцияРасчСчет',
        `ДатаНачала=${day}`,
        `ДатаКонца=${day}`,
        `РасчСчет=${FIXTURE_ACCOUNT}`,
        `НачальныйОстаток=${opening}`,
        `ВсегоПоступило=${received}`,
        'ВсегоСписано=0',
        `КонечныйОстаток=${closing}`,
        'КонецРасчСчет',
      ].join('\r\n');
    const daily = statementText(payments).replace(
      /СекцияРасчСчет[^]*?КонецРасчСчет/,
      `${section('03.11.2026', '0', '186834.81', '186834.81')}\r\n${section('05.11.2026', '186834.81', '1500.50', '188335.31')}`,
    );
    expect(parseBankStatement(daily).sections).toHaveLength(2);
    expect(parse(daily.replace('ВсегоПоступило=1500.50', 'ВсегоПоступило=1500.00'))).toThrow(/ВсегоПоступило/);
  });

  it('accepts a statement without an account section, or with the balances alone', () => {
    const text = statementText(payments);
    const noSection = text.replace(/СекцияРасчСчет[^]*?КонецРасчСчет\r\n/, '');
    expect(noSection).not.toContain('СекцияРасчСчет');
    expect(parseBankStatement(noSection).documents).toHaveLength(4);
    const balancesOnly = text.replace(/ВсегоПоступило=.*\r\nВсегоСписано=.*\r\n/, '');
    expect(parseBankStatement(balancesOnly).documents).toHaveLength(4);
    expect(parse(balancesOnly.replace('КонечныйОстаток=188335.31', 'КонечныйОстаток=5'))).toThrow(/остатки не сходятся/);
  });
});

describe('the code page of a statement', () => {
  // KOI8-R has no «, » or №: the test's names and purposes do without them.
  const plain = (text: string) => text.replace(/[«»]/g, '"').replaceAll('№', 'N');
  const text = plain(statementText(payments));

  it('reads CP866 that says Кодировка=DOS, Windows-1251 that says Windows', () => {
    const dos = toCodePage(text.replace('Кодировка=Windows', 'Кодировка=DOS'), 'ibm866');
    expect(parseBankStatement(decodeStatement(dos)).documents.map((d) => d.payerName)).toContain('ИП Ёлкин');
    expect(parseBankStatement(decodeStatement(toCodePage(text, 'windows-1251'))).documents).toHaveLength(4);
  });

  it('says that the code page is not the one the file names, instead of finding no payments', () => {
    expect(() => decodeStatement(toCodePage(text, 'koi8-r'))).toThrow(
      'Кодировка выписки не совпадает с указанной в ней (Кодировка=Windows): файл, по-видимому, в кодировке KOI8-R. ' +
        'Выгрузите выписку из банка заново или исправьте строку «Кодировка=»',
    );
    expect(() => decodeStatement(toCodePage(text, 'ibm866'))).toThrow(
      'Кодировка выписки не совпадает с указанной в ней (Кодировка=Windows): файл, по-видимому, в кодировке DOS (866).',
    );
    expect(() => decodeStatement(toCodePage(text.replace('Кодировка=Windows', 'Кодировка=DOS'), 'windows-1251'))).toThrow(
      /\(Кодировка=DOS\): файл, по-видимому, в кодировке Windows \(1251\)/,
    );
  });

  it('says so too when the file names no code page and is not Windows-1251', () => {
    const unnamed = text.replace('Кодировка=Windows\r\n', '');
    expect(parseBankStatement(decodeStatement(toCodePage(unnamed, 'windows-1251'))).documents).toHaveLength(4);
    expect(() => decodeStatement(toCodePage(unnamed, 'koi8-r'))).toThrow(/нет строки «Кодировка=».*в кодировке KOI8-R/);
  });
});

describe('the amount of a payment recorded by hand', () => {
  it('is more than nothing and at most the bound of one payment', () => {
    expect(paymentAmountProblem(1)).toBeNull();
    expect(paymentAmountProblem(PAYMENT_AMOUNT_MAX_KOPECKS)).toBeNull();
    expect(paymentAmountProblem(0)).toBe('Сумма платежа должна быть больше нуля');
    expect(paymentAmountProblem(PAYMENT_AMOUNT_MAX_KOPECKS + 1)).toBe('Сумма платежа не может быть больше 1 000 000 000,00 ₽');
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
