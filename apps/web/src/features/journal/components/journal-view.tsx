/**
 * «Журнал действий» below its page's heading, for the partner's administrators and the vendor's operators alike: the
 * filters (kept in the address), the entries a page at a time with «Показать еще», and «Выгрузить в Excel» of every
 * entry the same filters match.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JOURNAL_PAGE_TEXTS } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useSearchParams } from '../../../lib/router';
import { journalExportHref, journalQuery, type JournalSource } from '../api/journal';
import { filterParams, filtersFromParams, hasFilters, periodReversed, type JournalFilters } from '../utils/journal-filters';
import { JournalFiltersBar, type JournalPerson } from './journal-filters-bar';
import { JournalTable } from './journal-table';

/** Parameters of the address that are not the journal's filters (the operator's page names its partner). */
const FILTER_KEYS = ['actor', 'action', 'from', 'to'];

export type JournalViewProps = {
  source: JournalSource;
  /** The people for the «Сотрудник» filter; without them the filter is not offered. */
  people?: JournalPerson[] | undefined;
};

export function JournalView({ source, people }: JournalViewProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const reversed = periodReversed(filters);
  const journal = useInfiniteQuery({ ...journalQuery(source, filters), enabled: !reversed });
  const entries = reversed ? [] : journal.data?.pages.flatMap((page) => page.items);

  const handleFilters = (next: JournalFilters) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams([...current].filter(([key]) => !FILTER_KEYS.includes(key)));
        for (const [key, value] of filterParams(next)) kept.set(key, value);
        return kept;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <JournalFiltersBar filters={filters} people={people} onChange={handleFilters} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          href={journalExportHref(source, filters)}
          download
          disabled={reversed}
          sx={{ mb: 2 }}
        >
          {JOURNAL_PAGE_TEXTS.export}
        </Button>
      </Box>
      {journal.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void journal.refetch()}>
              {JOURNAL_PAGE_TEXTS.retry}
            </Button>
          }
        >
          {JOURNAL_PAGE_TEXTS.loadFailed}: {errorText(journal.error)}
        </Alert>
      )}
      <JournalTable
        entries={entries}
        loading={journal.isFetching}
        emptyText={hasFilters(filters) ? JOURNAL_PAGE_TEXTS.emptyFiltered : JOURNAL_PAGE_TEXTS.empty}
        more={{
          hasMore: !reversed && journal.hasNextPage,
          onMore: () => void journal.fetchNextPage(),
          label: JOURNAL_PAGE_TEXTS.more,
          loading: journal.isFetchingNextPage,
        }}
      />
    </>
  );
}
