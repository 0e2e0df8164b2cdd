/**
 * A statement file as a bank exports it, for tests and the demo world: one account, its section, and documents.
 * `toWindows1251` writes it in the code page banks use.
 */
import { statementAmount } from './bank-statement.ts';

export type FixturePayment = {
  number: string;
  date: string;
  amount: string;
  payerInn: string;
  payerName: string;
  purpose: string;
  /** The recipient's account; the statement's own by default (an incoming payment). */
  recipientAccount?: string;
};

export const FIXTURE_ACCOUNT = '40702810900000012345';

/** Kopecks as the format writes them: «186834.81». */
const formatAmount = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/**
 * The statement's text. Its account section carries the totals a bank writes (what came in, nothing spent, the
 * balances), so that it passes the check of the totals against the documents; an amount the format cannot read counts
 * as nothing there (the parser refuses it before).
 */
export function statementText(payments: ReadonlyArray<FixturePayment>, account = FIXTURE_ACCOUNT): string {
  const received = payments
    .filter((p) => (p.recipientAccount ?? account) === account)
    .reduce((total, p) => total + (statementAmount(p.amount) ?? 0), 0);
  const header = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    'ДатаСоздания=06.11.2026',
    'ВремяСоздания=10:15:00',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=06.11.2026',
    `РасчСчет=${account}`,
    'СекцияРасчСчет',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=06.11.2026',
    `РасчСчет=${account}`,
    'НачальныйОстаток=0.00',
    `ВсегоПоступило=${formatAmount(received)}`,
    'ВсегоСписано=0.00',
    `КонечныйОстаток=${formatAmount(received)}`,
    'КонецРасчСчет',
  ];
  const documents = payments.flatMap((p) => [
    'СекцияДокумент=Платежное поручение',
    `Номер=${p.number}`,
    `Дата=${p.date}`,
    `Сумма=${p.amount}`,
    'ПлательщикСчет=40702810100000054321',
    `Плательщик=ИНН ${p.payerInn} ${p.payerName}`,
    `ПлательщикИНН=${p.payerInn}`,
    `Плательщик1=${p.payerName}`,
    `ПолучательСчет=${p.recipientAccount ?? account}`,
    'ПолучательИНН=7700000000',
    'Получатель1=ООО «1С-Облако»',
    `ДатаПоступило=${p.date}`,
    'ВидОплаты=01',
    'Очередность=5',
    `НазначениеПлатежа=${p.purpose}`,
    'КонецДокумента',
  ]);
  return [...header, ...documents, 'КонецФайла', ''].join('\r\n');
}

/** The single-byte code pages statements come in (and KOI8-R, which they must not). */
export type StatementCodePage = 'windows-1251' | 'ibm866' | 'koi8-r';

const encoders = new Map<StatementCodePage, Map<string, number>>();

/** The text in a single-byte code page, by the same tables the decoder reads it with. */
export function toCodePage(text: string, codePage: StatementCodePage): Uint8Array {
  let table = encoders.get(codePage);
  if (!table) {
    const decoder = new TextDecoder(codePage);
    table = new Map(Array.from({ length: 256 }, (_, byte) => [decoder.decode(Uint8Array.of(byte)), byte] as const));
    encoders.set(codePage, table);
  }
  const bytes = table;
  return Uint8Array.from([...text], (ch) => {
    const byte = bytes.get(ch);
    if (byte === undefined) throw new RangeError(`No ${codePage} byte for ${ch}`);
    return byte;
  });
}

/** Windows-1251, the code page banks use: ASCII as is, Cyrillic А–я at 0xC0–0xFF, Ё, ё, №, « and ». */
export function toWindows1251(text: string): Uint8Array {
  return toCodePage(text, 'windows-1251');
}
