/**
 * Bank statements in the 1C client-bank exchange format (`1CClientBankExchange`, the text file that Russian banks and
 * 1C export): the header, the account sections and the documents, each a list of `Key=Value` lines. Files come in
 * Windows-1251 (`Кодировка=Windows`, the usual), DOS code page 866 (`Кодировка=DOS`) or UTF-8.
 */
export type StatementDocument = {
  /** The document's kind, e.g. «Платежное поручение». */
  kind: string;
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** Kopecks. */
  amount: number;
  payerInn: string | null;
  payerName: string;
  payerAccount: string | null;
  recipientInn: string | null;
  recipientAccount: string | null;
  /** 'yyyy-MM-dd' when the money arrived on the recipient's account. */
  receivedOn: string | null;
  purpose: string;
};

export type BankStatement = {
  /** The accounts the statement is for (`РасчСчет` of the header). */
  accounts: string[];
  documents: StatementDocument[];
};

export const STATEMENT_TEXTS = {
  notExchangeFile: 'Файл не похож на выписку в формате обмена 1С с банком: первая строка должна быть «1CClientBankExchange»',
  unterminatedDocument: (line: number) => `Документ, начатый в строке ${line}, не закончен строкой «КонецДокумента»`,
  badAmount: (line: number, value: string) => `Сумма «${value}» документа в строке ${line} не является суммой в рублях`,
  badDate: (line: number, value: string) => `Дата «${value}» документа в строке ${line} не в формате ДД.ММ.ГГГГ`,
  missingField: (line: number, field: string) => `У документа в строке ${line} нет поля «${field}»`,
} as const;

export class StatementFormatError extends Error {}

const decoders = {
  utf8: new TextDecoder('utf-8', { fatal: true }),
  windows: new TextDecoder('windows-1251'),
  dos: new TextDecoder('ibm866'),
};

/** The text of a statement file: UTF-8 when it is valid UTF-8, else the code page its header names (Windows by default). */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return decoders.utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // The header's «Кодировка=DOS» is itself in code page 866, so it is looked for in that decoding.
    const dos = decoders.dos.decode(bytes);
    return /^Кодировка=DOS\s*$/m.test(dos) ? dos : decoders.windows.decode(bytes);
  }
}

function parseDate(value: string, line: number): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) throw new StatementFormatError(STATEMENT_TEXTS.badDate(line, value));
  const [, d, mo, y] = m;
  const iso = `${y}-${mo}-${d}`;
  const check = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso) {
    throw new StatementFormatError(STATEMENT_TEXTS.badDate(line, value));
  }
  return iso;
}

/** «186834.81» (or with a comma) to kopecks, without floating point. */
function parseAmount(value: string, line: number): number {
  const m = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(value.trim().replace(/\s/g, ''));
  if (!m) throw new StatementFormatError(STATEMENT_TEXTS.badAmount(line, value));
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function toDocument(fields: Map<string, string>, kind: string, line: number): StatementDocument {
  const required = (key: string) => {
    const value = fields.get(key);
    if (value === undefined || value.trim() === '') throw new StatementFormatError(STATEMENT_TEXTS.missingField(line, key));
    return value.trim();
  };
  const received = blankToNull(fields.get('ДатаПоступило'));
  return {
    kind,
    number: required('Номер'),
    date: parseDate(required('Дата'), line),
    amount: parseAmount(required('Сумма'), line),
    payerInn: blankToNull(fields.get('ПлательщикИНН')),
    payerName: (fields.get('Плательщик1') ?? fields.get('Плательщик') ?? '').trim(),
    payerAccount: blankToNull(fields.get('ПлательщикСчет') ?? fields.get('ПлательщикРасчСчет')),
    recipientInn: blankToNull(fields.get('ПолучательИНН')),
    recipientAccount: blankToNull(fields.get('ПолучательСчет') ?? fields.get('ПолучательРасчСчет')),
    receivedOn: received ? parseDate(received, line) : null,
    // A long purpose may be split over НазначениеПлатежа1…6 by older exports.
    purpose: [fields.get('НазначениеПлатежа'), ...[1, 2, 3, 4, 5, 6].map((i) => fields.get(`НазначениеПлатежа${i}`))]
      .filter((p): p is string => p !== undefined && p.trim() !== '')
      .map((p) => p.trim())
      .join(' '),
  };
}

export function parseBankStatement(text: string): BankStatement {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[0]?.trim() !== '1CClientBankExchange') throw new StatementFormatError(STATEMENT_TEXTS.notExchangeFile);
  const accounts: string[] = [];
  const documents: StatementDocument[] = [];
  let open: { kind: string; line: number; fields: Map<string, string> } | null = null;
  let inAccountSection = false;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const eq = line.indexOf('=');
    const key = eq < 0 ? line : line.slice(0, eq);
    const value = eq < 0 ? '' : line.slice(eq + 1);
    if (open) {
      if (key === 'КонецДокумента') {
        documents.push(toDocument(open.fields, open.kind, open.line));
        open = null;
      } else if (key === 'СекцияДокумент' || key === 'КонецФайла') {
        throw new StatementFormatError(STATEMENT_TEXTS.unterminatedDocument(open.line));
      } else open.fields.set(key, value);
      return;
    }
    if (key === 'СекцияДокумент') open = { kind: value.trim(), line: index + 1, fields: new Map() };
    else if (key === 'СекцияРасчСчет') inAccountSection = true;
    else if (key === 'КонецРасчСчет') inAccountSection = false;
    else if (key === 'РасчСчет' && !inAccountSection && value.trim() !== '') accounts.push(value.trim());
  });
  const unfinished = open as { line: number } | null;
  if (unfinished) throw new StatementFormatError(STATEMENT_TEXTS.unterminatedDocument(unfinished.line));
  return { accounts, documents };
}

/**
 * The payments a statement brings in: documents credited to one of the statement's accounts (or, when the statement
 * names none, every document with a receipt date).
 */
export function incomingPayments(statement: BankStatement): StatementDocument[] {
  const ours = new Set(statement.accounts);
  return statement.documents.filter((d) =>
    ours.size > 0 ? d.recipientAccount !== null && ours.has(d.recipientAccount) : d.receivedOn !== null,
  );
}

/**
 * What makes one payment the same payment in every statement it appears in: the payer, its document number and date
 * and the amount. Importing a statement twice, or two statements that overlap, records it once.
 */
export function paymentKey(d: StatementDocument): string {
  return [d.payerInn ?? '', d.payerAccount ?? '', d.number, d.date, d.amount].join('|');
}
