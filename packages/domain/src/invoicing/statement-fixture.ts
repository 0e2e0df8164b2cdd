/**
 * A statement file as a bank exports it, for tests and the demo world: one account, its section, and documents.
 * `toWindows1251` writes it in the code page banks use.
 */
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

export function statementText(payments: ReadonlyArray<FixturePayment>, account = FIXTURE_ACCOUNT): string {
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

/** Windows-1251: ASCII as is, Cyrillic А–я at 0xC0–0xFF, Ё, ё, №, « and ». */
export function toWindows1251(text: string): Uint8Array {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '№': 0xb9, '«': 0xab, '»': 0xbb };
  return Uint8Array.from([...text], (ch) => {
    const code = ch.charCodeAt(0);
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    const mapped = special[ch];
    if (mapped === undefined) throw new RangeError(`No Windows-1251 byte for ${ch}`);
    return mapped;
  });
}
