/**
 * «Журнал действий» as an Excel workbook (issue 32): every entry the filters match, newest first, at most
 * JOURNAL_EXPORT.maxRows, written as it is read (the streaming writer of the client export), times in Moscow.
 */
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { formatJournalChange, JOURNAL_ACTION_LABELS, JOURNAL_EXPORT, MOSCOW_OFFSET_MS, type JournalAction } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { streamJournal, type JournalRow } from '../repositories/journal.repository.ts';
import { journalFilterOf, personName, type JournalQueryInput } from './journal.service.ts';

const { columns: header } = JOURNAL_EXPORT;
/** Rows written between two turns of the event loop: a large export never holds up the other requests for long. */
const ROWS_PER_TURN = 250;

type Column = { header: string; width: number; style?: Partial<ExcelJS.Style>; value: (row: JournalRow) => string | Date };
const COLUMNS: Column[] = [
  // Excel keeps wall-clock time without a zone: a moment is written as its Moscow time.
  {
    header: header.at,
    width: 20,
    style: { numFmt: 'dd.mm.yyyy hh:mm:ss' },
    value: (r) => new Date(r.createdAt.getTime() + MOSCOW_OFFSET_MS),
  },
  { header: header.actor, width: 28, value: (r) => (r.actorId ? personName(r) : JOURNAL_EXPORT.unknownActor) },
  { header: header.email, width: 30, value: (r) => r.actorEmail ?? '' },
  { header: header.viaToken, width: 16, value: (r) => (r.apiTokenId ? JOURNAL_EXPORT.yes : JOURNAL_EXPORT.no) },
  { header: header.ipAddress, width: 18, value: (r) => r.ipAddress ?? '' },
  { header: header.action, width: 30, value: (r) => JOURNAL_ACTION_LABELS[r.action as JournalAction] ?? r.action },
  { header: header.subject, width: 40, value: (r) => r.subjectLabel ?? '' },
  {
    header: header.changes,
    width: 60,
    style: { alignment: { wrapText: true, vertical: 'top' } },
    value: (r) => r.changes.map(formatJournalChange).join('\n'),
  },
];
/**
 * Each column's style, one object for all its cells: the writer looks a cell's style up by the object, so shared objects
 * are found at once, where a fresh object per cell costs it a rendering each (the export took twice as long).
 */
const CELL_STYLES = COLUMNS.map((c) => c.style ?? {});

/**
 * The workbook of a partner's journal. The first batch is read before the answer starts: a query the database refuses
 * fails as JSON, not as a download cut off midway.
 */
export async function journalXlsx(db: Db, partnerId: string, query: Omit<JournalQueryInput, 'page' | 'size'>): Promise<Readable> {
  const batches = streamJournal(db, partnerId, journalFilterOf(query), JOURNAL_EXPORT.maxRows);
  const first = await batches.next();
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(JOURNAL_EXPORT.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const write = async (rows: JournalRow[]) => {
    for (const [k, entry] of rows.entries()) {
      const row = sheet.addRow(COLUMNS.map((c) => c.value(entry)));
      CELL_STYLES.forEach((style, i) => (row.getCell(i + 1).style = style));
      row.commit();
      if (k % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    }
  };
  void (async () => {
    try {
      let capped = first.done ? first.value : false;
      if (!first.done) {
        await write(first.value);
        for (;;) {
          const next = await batches.next();
          if (next.done) {
            capped = next.value;
            break;
          }
          await write(next.value);
        }
      }
      // A file of the first rows only says so, so that it never passes for the whole journal.
      if (capped) sheet.addRow([JOURNAL_EXPORT.capped(JOURNAL_EXPORT.maxRows)]).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
