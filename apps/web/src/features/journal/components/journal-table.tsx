/**
 * The journal's table, the same for the partner's administrators and the vendor's operators: when (Moscow time), who
 * (and «через токен API»), from which address, what was done to which object, and each change «поле: было → стало».
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  formatJournalChange,
  JOURNAL_ACTION_LABELS,
  JOURNAL_EXPORT,
  JOURNAL_PAGE_TEXTS,
  type JournalEntry,
} from '@portal/domain';
import { DataTable, type Column, type ShowMore } from '../../../components/data-table/data-table';

const T = JOURNAL_PAGE_TEXTS.columns;

const COLUMNS: Column<JournalEntry>[] = [
  { key: 'at', label: T.at, width: 130, render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Box> },
  {
    key: 'actor',
    label: T.actor,
    render: (entry) => (
      <>
        <Typography variant="body2">{entry.actor?.name ?? JOURNAL_EXPORT.unknownActor}</Typography>
        {entry.actor && entry.actor.email !== entry.actor.name && (
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {entry.actor.email}
          </Typography>
        )}
        {entry.viaToken && (
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {JOURNAL_PAGE_TEXTS.viaToken}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'ip', label: T.ipAddress, render: (entry) => entry.ipAddress ?? '—' },
  { key: 'action', label: T.action, render: (entry) => JOURNAL_ACTION_LABELS[entry.action] ?? entry.action },
  { key: 'subject', label: T.subject, render: (entry) => entry.subjectLabel ?? '—' },
  {
    key: 'changes',
    label: T.changes,
    render: (entry) =>
      entry.changes.length === 0 ? (
        JOURNAL_PAGE_TEXTS.noChanges
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {entry.changes.map((change) => (
            <Box component="li" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
              {formatJournalChange(change)}
            </Box>
          ))}
        </Box>
      ),
  },
];

export type JournalTableProps = {
  /** Undefined until the first page has answered. */
  entries: JournalEntry[] | undefined;
  loading: boolean;
  more: ShowMore;
  emptyText: string;
};

export function JournalTable({ entries, loading, more, emptyText }: JournalTableProps) {
  return (
    <DataTable
      label={JOURNAL_PAGE_TEXTS.title}
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      more={more}
      emptyText={emptyText}
      loading={loading}
    />
  );
}
