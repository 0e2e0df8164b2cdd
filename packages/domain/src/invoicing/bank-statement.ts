/**
 * Bank statements in the 1C client-bank exchange format (`1CClientBankExchange`, the text file that Russian banks and
 * 1C export): the header, the account sections and the documents, each a list of `Key=Value` lines. Files come in
 * Windows-1251 (`Кодировка=Windows`, the usual), DOS code page 866 (`Кодировка=DOS`) or UTF-8.
 */
import { formatIsoDate } from '../format/date.ts';
import { formatRubles } from '../format/money.ts';
import { PAYMENT_AMOUNT_MAX_KOPECKS } from './payment-limits.ts';

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

/** A `СекцияРасчСчет`: an account's balances and totals for the statement's period (or a day of it), in kopecks. */
export type AccountSection = {
  line: number;
  account: string | null;
  /** `НачальныйОстаток`; null when the bank leaves it out. */
  opening: number | null;
  /** `ВсегоПоступило`: what came into the account. */
  received: number | null;
  /** `ВсегоСписано`: what left it. */
  spent: number | null;
  /** `КонечныйОстаток`. */
  closing: number | null;
};

export type BankStatement = {
  /** The accounts the statement is for (`РасчСчет` of the header). */
  accounts: string[];
  sections: AccountSection[];
  documents: StatementDocument[];
};

const documentName = (d: Pick<StatementDocument, 'kind' | 'number' | 'date'>) =>
  `${d.kind || 'Документ'} № ${d.number} от ${formatIsoDate(d.date)}`;
const REEXPORT = 'Выгрузите выписку из банка заново';

export const STATEMENT_TEXTS = {
  notExchangeFile: 'Файл не похож на выписку в формате обмена 1С с банком: первая строка должна быть «1CClientBankExchange»',
  unterminatedDocument: (line: number) => `Документ, начатый в строке ${line}, не закончен строкой «КонецДокумента»`,
  unterminatedSection: (line: number) => `Раздел счета, начатый в строке ${line}, не закончен строкой «КонецРасчСчет»`,
  noEndOfFile: `Выписка не заканчивается строкой «КонецФайла»: файл обрезан, из него ничего не загружено. ${REEXPORT}`,
  badAmount: (line: number, value: string) => `Сумма «${value}» документа в строке ${line} не является суммой в рублях`,
  badSectionAmount: (line: number, key: string, value: string) =>
    `«${key}» со значением «${value}» в разделе счета в строке ${line} не является суммой в рублях`,
  badDate: (line: number, value: string) => `Дата «${value}» документа в строке ${line} не в формате ДД.ММ.ГГГГ`,
  missingField: (line: number, field: string) => `У документа в строке ${line} нет поля «${field}»`,
  zeroAmount: (d: Pick<StatementDocument, 'kind' | 'number' | 'date'>) => `${documentName(d)}: сумма должна быть больше нуля`,
  amountTooLarge: (d: Pick<StatementDocument, 'kind' | 'number' | 'date' | 'amount'>) =>
    `${documentName(d)}: сумма ${formatRubles(d.amount)} больше наибольшей суммы одного платежа (${formatRubles(PAYMENT_AMOUNT_MAX_KOPECKS)})`,
  receivedDisagrees: (account: string, declared: number, documents: number) =>
    `По счету ${account} в выписке указано поступлений (ВсегоПоступило) на ${formatRubles(declared)}, а документов поступления ` +
    `в ней на ${formatRubles(documents)}: выписка неполная, из нее ничего не загружено. ${REEXPORT}`,
  spentDisagrees: (account: string, declared: number, documents: number) =>
    `По счету ${account} в выписке указано списаний (ВсегоСписано) на ${formatRubles(declared)}, а документов списания ` +
    `в ней на ${formatRubles(documents)}: выписка неполная, из нее ничего не загружено. ${REEXPORT}`,
  balanceDisagrees: (account: string, opening: number, received: number, spent: number, closing: number) =>
    `По счету ${account} остатки не сходятся: начальный остаток ${formatRubles(opening)} + поступления ${formatRubles(received)} − ` +
    `списания ${formatRubles(spent)} = ${formatRubles(opening + received - spent)}, а конечный остаток (КонечныйОстаток) ${formatRubles(closing)}: ` +
    `выписка повреждена, из нее ничего не загружено. ${REEXPORT}`,
  wrongEncoding: (declared: string, actual: string) =>
    `Кодировка выписки не совпадает с указанной в ней (Кодировка=${declared}): файл, по-видимому, в кодировке ${actual}. ` +
    `${REEXPORT} или исправьте строку «Кодировка=»`,
  unknownEncoding: (actual: string) =>
    `В выписке нет строки «Кодировка=», а без нее файл читается как Windows-1251; этот файл, по-видимому, в кодировке ${actual}. ` +
    `${REEXPORT} или добавьте строку «Кодировка=»`,
} as const;

export class StatementFormatError extends Error {}

/** The single-byte code pages a statement may come in, with the name the operator knows them by. */
const CODE_PAGES = [
  { label: 'windows-1251', name: 'Windows (1251)', declared: 'windows' },
  { label: 'ibm866', name: 'DOS (866)', declared: 'dos' },
  // Not a value of the format, but a common mistake of a bank or a text editor: recognised to say so.
  { label: 'koi8-r', name: 'KOI8-R', declared: 'koi8-r' },
].map((page) => ({ ...page, decoder: new TextDecoder(page.label) }));
type CodePage = (typeof CODE_PAGES)[number];
const [WINDOWS] = CODE_PAGES as [CodePage, ...CodePage[]];
const UTF8 = new TextDecoder('utf-8', { fatal: true });
const UTF8_NAMES = new Set(['utf-8', 'utf8']);

const DECLARATION = /^Кодировка=([^\r\n]*)/m;
/** The header is in the first lines: the declaration is looked for there, not in the whole file. */
const HEADER_BYTES = 4096;
/** Keys every statement with documents has: a text that has none of them was read in the wrong code page. */
const MARKERS = /^(СекцияДокумент|КонецДокумента|СекцияРасчСчет|КонецФайла)/m;

/**
 * The text of a statement file: UTF-8 when it is valid UTF-8, else the code page its header names (`Кодировка=`,
 * Windows by default). The declaration is itself written in the file's code page, so it is read in each: a file whose
 * declaration reads only in another code page than the one it names is refused, instead of being read as nonsense
 * that has no documents.
 */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // Not UTF-8: one of the single-byte code pages.
  }
  const windows = WINDOWS.decoder.decode(bytes);
  // Not a statement at all (its first line is ASCII in every code page): the parser says so.
  if (windows.split(/\r\n|\r|\n/, 1)[0]?.trim() !== '1CClientBankExchange') return windows;
  const head = bytes.subarray(0, HEADER_BYTES);
  const found = CODE_PAGES.map((page) => ({ page, declared: DECLARATION.exec(page.decoder.decode(head))?.[1]?.trim() })).find(
    (reading) => reading.declared !== undefined,
  );
  if (found?.declared !== undefined) {
    const named = found.declared.toLowerCase();
    const page = CODE_PAGES.find((p) => p.declared === named);
    if ((page && page !== found.page) || UTF8_NAMES.has(named)) {
      throw new StatementFormatError(STATEMENT_TEXTS.wrongEncoding(found.declared, found.page.name));
    }
    // A value the format does not know (Windows and DOS are its two): the code page in which the file reads.
    const reading = page ?? found.page;
    return reading === WINDOWS ? windows : reading.decoder.decode(bytes);
  }
  if (MARKERS.test(windows)) return windows;
  const readable = CODE_PAGES.find((page) => page !== WINDOWS && MARKERS.test(page.decoder.decode(bytes)));
  if (readable) throw new StatementFormatError(STATEMENT_TEXTS.unknownEncoding(readable.name));
  return windows;
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

/**
 * «186834.81» (or with a comma, «-12,5» when `signed`) to kopecks, without floating point; null when it is not an
 * amount. Fifteen digits of rubles at most: anything longer is no amount, and shorter ones stay exact in a number.
 */
export function statementAmount(value: string, signed = false): number | null {
  const m = /^(-?)(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(value.trim().replace(/\s/g, ''));
  if (!m || (m[1] && !signed)) return null;
  const kopecks = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -kopecks : kopecks;
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function toDocument(fields: Map<string, string>, kind: string, line: number): StatementDocument {
  const required = (key: string) => {
    const value = fields.get(key);
    if (value === undefined || value.trim() === '') throw new StatementFormatError(STATEMENT_TEXTS.missingField(line, key));
    return value.trim();
  };
  const received = blankToNull(fields.get('ДатаПоступило'));
  const number = required('Номер');
  const date = parseDate(required('Дата'), line);
  const amountText = required('Сумма');
  const amount = statementAmount(amountText);
  if (amount === null) throw new StatementFormatError(STATEMENT_TEXTS.badAmount(line, amountText));
  // A bank writes no payment of nothing nor of more than the bound: such a document is a broken or edited file.
  if (amount === 0) throw new StatementFormatError(STATEMENT_TEXTS.zeroAmount({ kind, number, date }));
  if (amount > PAYMENT_AMOUNT_MAX_KOPECKS) throw new StatementFormatError(STATEMENT_TEXTS.amountTooLarge({ kind, number, date, amount }));
  return {
    kind,
    number,
    date,
    amount,
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

function toSection(fields: Map<string, string>, line: number): AccountSection {
  const amount = (key: string, signed: boolean) => {
    const value = blankToNull(fields.get(key));
    if (value === null) return null;
    const kopecks = statementAmount(value, signed);
    if (kopecks === null) throw new StatementFormatError(STATEMENT_TEXTS.badSectionAmount(line, key, value));
    return kopecks;
  };
  return {
    line,
    account: blankToNull(fields.get('РасчСчет')),
    // A balance may be negative (an overdraft); the totals may not.
    opening: amount('НачальныйОстаток', true),
    received: amount('ВсегоПоступило', false),
    spent: amount('ВсегоСписано', false),
    closing: amount('КонечныйОстаток', true),
  };
}

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * The account sections agree with the documents: for each account, its sections' ВсегоПоступило and ВсегоСписано add
 * up to the documents credited to it and debited from it, and each section's balances follow from its totals. What a
 * bank leaves out (some export no section, or only the balances) is not checked; what it writes must agree, so a
 * statement that lost documents on the way is refused whole.
 */
function checkSections(sections: ReadonlyArray<AccountSection>, documents: ReadonlyArray<StatementDocument>): void {
  const byAccount = new Map<string, AccountSection[]>();
  for (const section of sections) {
    if (section.account !== null) byAccount.set(section.account, [...(byAccount.get(section.account) ?? []), section]);
  }
  for (const [account, own] of byAccount) {
    const received = sum(documents.filter((d) => d.recipientAccount === account).map((d) => d.amount));
    const spent = sum(documents.filter((d) => d.payerAccount === account).map((d) => d.amount));
    // A bank may write a section a day: then the days' totals add up to the documents.
    const declaredReceived = own.every((s) => s.received !== null) ? sum(own.map((s) => s.received ?? 0)) : null;
    const declaredSpent = own.every((s) => s.spent !== null) ? sum(own.map((s) => s.spent ?? 0)) : null;
    if (declaredReceived !== null && declaredReceived !== received) {
      throw new StatementFormatError(STATEMENT_TEXTS.receivedDisagrees(account, declaredReceived, received));
    }
    if (declaredSpent !== null && declaredSpent !== spent) {
      throw new StatementFormatError(STATEMENT_TEXTS.spentDisagrees(account, declaredSpent, spent));
    }
    for (const section of own) {
      const sectionReceived = section.received ?? (own.length === 1 ? received : null);
      const sectionSpent = section.spent ?? (own.length === 1 ? spent : null);
      const { opening, closing } = section;
      if (opening === null || closing === null || sectionReceived === null || sectionSpent === null) continue;
      if (opening + sectionReceived - sectionSpent !== closing) {
        throw new StatementFormatError(STATEMENT_TEXTS.balanceDisagrees(account, opening, sectionReceived, sectionSpent, closing));
      }
    }
  }
}

/**
 * A statement's header, account sections and documents. It must end with `КонецФайла`: a file cut on the way (a
 * broken download, a full disk) is refused rather than imported up to the cut.
 */
export function parseBankStatement(text: string): BankStatement {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[0]?.trim() !== '1CClientBankExchange') throw new StatementFormatError(STATEMENT_TEXTS.notExchangeFile);
  const accounts: string[] = [];
  const sections: AccountSection[] = [];
  const documents: StatementDocument[] = [];
  let open: { kind: 'document' | 'section'; name: string; line: number; fields: Map<string, string> } | null = null;
  let ended = false;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const eq = line.indexOf('=');
    const key = eq < 0 ? line : line.slice(0, eq);
    const value = eq < 0 ? '' : line.slice(eq + 1);
    if (open?.kind === 'document') {
      if (key === 'КонецДокумента') {
        documents.push(toDocument(open.fields, open.name, open.line));
        open = null;
      } else if (key === 'СекцияДокумент' || key === 'СекцияРасчСчет' || key === 'КонецФайла') {
        throw new StatementFormatError(STATEMENT_TEXTS.unterminatedDocument(open.line));
      } else open.fields.set(key, value);
      continue;
    }
    if (open?.kind === 'section') {
      if (key === 'КонецРасчСчет') {
        sections.push(toSection(open.fields, open.line));
        open = null;
      } else if (key === 'СекцияДокумент' || key === 'СекцияРасчСчет' || key === 'КонецФайла') {
        throw new StatementFormatError(STATEMENT_TEXTS.unterminatedSection(open.line));
      } else open.fields.set(key, value);
      continue;
    }
    if (key === 'СекцияДокумент') open = { kind: 'document', name: value.trim(), line: index + 1, fields: new Map() };
    else if (key === 'СекцияРасчСчет') open = { kind: 'section', name: '', line: index + 1, fields: new Map() };
    else if (key === 'РасчСчет' && value.trim() !== '') accounts.push(value.trim());
    else if (key === 'КонецФайла') {
      ended = true;
      break;
    }
  }
  // Cut anywhere, inside a document too: the missing end is what the operator can act on.
  if (!ended) throw new StatementFormatError(STATEMENT_TEXTS.noEndOfFile);
  checkSections(sections, documents);
  return { accounts, sections, documents };
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
