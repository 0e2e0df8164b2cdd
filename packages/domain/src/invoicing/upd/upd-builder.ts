/**
 * The act of a closed month as the tax service's XML УПД (order ЕД-7-26/970@, format 5.03): a pure function of the act,
 * so the same act always gives the same bytes — its single download, the partner's ZIP and the vendor's export agree.
 * `ДОП` when the vendor charges no VAT (the prices as shown), `СЧФДОП` with the rate when it does.
 */
import type { DayKey } from '../../billing/calendar.ts';
import { MOSCOW_OFFSET_MS } from '../../billing/calendar.ts';
import { formatIsoDate } from '../../format/date.ts';
import { encodeWindows1251 } from './windows-1251.ts';
import { clip, element, textElement, xmlDocument, type XmlNode } from './xml-writer.ts';
import { entrepreneurPerson, isEntrepreneurInn, type UpdPerson } from './upd-requisites.ts';
import { updRow, updTotals, type ActLine, type UpdRow } from './upd-lines.ts';
import { UPD_TEXTS as T } from './upd-texts.ts';

export const UPD_FORMAT_VERSION = '5.03';
export const UPD_KND = '1115131';
const FILE_PREFIX = 'ON_NSCHFDOPPR';
const RUBLE_CODE = '643';
const RUSSIA_CODE = '643';
/** The format's string limits the builder meets by shortening (names are never longer in practice). */
const LIMITS = { organisation: 1000, lineName: 2000, address: 1000, info: 2000, personName: 60, position: 255 } as const;

export type UpdParty = {
  name: string;
  inn: string;
  kpp: string | null;
  address: string;
  /** The party's identifier in electronic document exchange; the file's name carries it. */
  participantId: string;
};

export type UpdSigner = UpdPerson & { position: string };

export type UpdAct = {
  /** The act's number and date: the PDF act's. */
  number: string;
  date: DayKey;
  /** The billed month's first and last days. */
  periodStart: DayKey;
  periodEnd: DayKey;
  /** The invoice the act follows: the basis of the transfer. */
  invoiceNumber: string;
  invoiceDate: DayKey;
  seller: UpdParty;
  buyer: UpdParty;
  signer: UpdSigner;
  /** Whole percent the vendor charges, or null for none (ДОП, «без НДС»). */
  vatRate: number | null;
  lines: ReadonlyArray<ActLine>;
  /** The act's signature status as the pages show it («Подписан: 03.11.2026 …»). */
  status: string;
  /** When the document was made (the invoice's closing instant) and its UUID (the invoice's): fixed per act. */
  createdAt: Date;
  documentId: string;
  /** The program that made the file. */
  program: string;
};

export type UpdFile = { fileId: string; fileName: string; xml: string; bytes: Uint8Array; rows: UpdRow[]; total: number };

/** The whole-percent rates the format's НалСт admits. */
export const UPD_VAT_RATES: ReadonlyArray<number> = [0, 5, 7, 10, 18, 20, 22];

/** 'yyyyMMdd' of a day key. */
function compactDay(day: DayKey): string {
  return day.replaceAll('-', '');
}

/** Moscow date and time of an instant as the format writes them: dd.MM.yyyy and HH.mm.ss. */
function moscowStamp(at: Date): { day: DayKey; date: string; time: string } {
  const iso = new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString();
  const day = iso.slice(0, 10);
  return { day, date: formatIsoDate(day), time: iso.slice(11, 19).replaceAll(':', '.') };
}

/** The file's identifier: prefix, recipient, sender, the day it was made, the document's UUID, and the format's tail. */
export function updFileId(recipientId: string, senderId: string, madeOn: DayKey, documentId: string): string {
  return `${FILE_PREFIX}_${recipientId}_${senderId}_${compactDay(madeOn)}_${documentId}_0_0_0_0_0_00`;
}

/** A participant identifier for a party that has none from an exchange operator: its ИНН and КПП. */
export function fallbackParticipantId(inn: string, kpp: string | null): string {
  return `${inn}${kpp ?? ''}`;
}

function money(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function personName(name: string): string {
  return clip(name, LIMITS.personName);
}

function fio(person: UpdPerson): XmlNode {
  return element('ФИО', {
    Фамилия: personName(person.lastName),
    Имя: personName(person.firstName),
    Отчество: person.middleName ? personName(person.middleName) : null,
  });
}

function participant(tag: string, party: UpdParty): XmlNode {
  const entrepreneur = isEntrepreneurInn(party.inn) ? entrepreneurPerson(party.name) : null;
  const identity = entrepreneur
    ? element('СвИП', { ИННФЛ: party.inn }, [fio(entrepreneur)])
    : element('СвЮЛУч', { НаимОрг: clip(party.name, LIMITS.organisation), ИННЮЛ: party.inn, КПП: party.kpp });
  return element(tag, {}, [
    element('ИдСв', {}, [identity]),
    element('Адрес', {}, [
      element('АдрИнф', { КодСтр: RUSSIA_CODE, НаимСтран: T.countryName, АдрТекст: clip(party.address, LIMITS.address) }),
    ]),
  ]);
}

function vatElement(tag: string, vat: number | null): XmlNode {
  return element(tag, {}, [vat === null ? textElement('БезНДС', T.withoutVat) : textElement('СумНал', money(vat))]);
}

function rowElement(row: UpdRow, index: number, rate: string): XmlNode {
  return element(
    'СведТов',
    {
      НомСтр: index + 1,
      НаимТов: clip(row.name, LIMITS.lineName),
      ОКЕИ_Тов: row.unit?.code,
      НаимЕдИзм: row.unit?.name,
      КолТов: row.quantity,
      ЦенаТов: row.price === null ? null : money(row.price),
      СтТовБезНДС: money(row.sum),
      НалСт: rate,
      СтТовУчНал: money(row.sumWithVat),
    },
    [element('ДопСведТов', { ПрТовРаб: '3' }), vatElement('СумНал', row.vat)],
  );
}

/** The XML УПД of an act, its name by the format's rules, and its Windows-1251 bytes. */
export function buildUpd(act: UpdAct): UpdFile {
  if (act.vatRate !== null && !UPD_VAT_RATES.includes(act.vatRate))
    throw new RangeError(`VAT rate ${act.vatRate}% is not one of the format's`);
  const made = moscowStamp(act.createdAt);
  const fileId = updFileId(act.buyer.participantId, act.seller.participantId, made.day, act.documentId);
  const rows = act.lines.map((line) => updRow(line, act.vatRate));
  const totals = updTotals(rows, act.vatRate);
  const rate = act.vatRate === null ? T.withoutVat : `${act.vatRate}%`;
  const withInvoice = act.vatRate !== null;

  const root = element('Файл', { ИдФайл: fileId, ВерсФорм: UPD_FORMAT_VERSION, ВерсПрог: clip(act.program, 40) }, [
    element(
      'Документ',
      {
        КНД: UPD_KND,
        Функция: withInvoice ? 'СЧФДОП' : 'ДОП',
        ПоФактХЖ: T.transferDocument,
        НаимДокОпр: withInvoice ? T.invoiceAndTransferDocument : T.transferDocument,
        ДатаИнфПр: made.date,
        ВремИнфПр: made.time,
        НаимЭконСубСост: clip(act.seller.name, LIMITS.organisation),
      },
      [
        element('СвСчФакт', { НомерДок: act.number, ДатаДок: formatIsoDate(act.date) }, [
          participant('СвПрод', act.seller),
          participant('СвПокуп', act.buyer),
          element('ДенИзм', { КодОКВ: RUBLE_CODE, НаимОКВ: T.currencyName }),
          element('ИнфПолФХЖ1', {}, [
            element('ТекстИнф', { Идентиф: T.statusLabel, Значен: clip(act.status, LIMITS.info) }),
            element('ТекстИнф', { Идентиф: T.periodLabel, Значен: `${formatIsoDate(act.periodStart)}–${formatIsoDate(act.periodEnd)}` }),
          ]),
        ]),
        element('ТаблСчФакт', {}, [
          ...rows.map((row, index) => rowElement(row, index, rate)),
          element('ВсегоОпл', { СтТовБезНДСВсего: money(totals.sum), СтТовУчНалВсего: money(totals.sumWithVat) }, [
            vatElement('СумНалВсего', totals.vat),
          ]),
        ]),
        element('СвПродПер', {}, [
          element(
            'СвПер',
            {
              СодОпер: T.servicesRendered,
              ДатаПер: formatIsoDate(act.date),
              ДатаНачПер: formatIsoDate(act.periodStart),
              ДатаОконПер: formatIsoDate(act.periodEnd),
            },
            [
              element('ОснПер', {
                РеквНаимДок: T.basisDocument,
                РеквНомерДок: act.invoiceNumber,
                РеквДатаДок: formatIsoDate(act.invoiceDate),
              }),
            ],
          ),
        ]),
        element('Подписант', { Должн: clip(act.signer.position, LIMITS.position), СпосПодтПолном: '1' }, [fio(act.signer)]),
      ],
    ),
  ]);
  const xml = xmlDocument(root, 'windows-1251');
  return { fileId, fileName: `${fileId}.xml`, xml, bytes: encodeWindows1251(xml), rows, total: totals.sum };
}
