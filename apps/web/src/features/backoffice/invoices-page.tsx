/**
 * Every partner's invoices of closed months with where each act stands (issue 31): by month, partner and act, paged; the
 * operator closes a month by hand and exports. The act filter lives in the address (`?act=REFUSED`), as the vendor's
 * letter of a refusal links it.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ACT_TEXTS, formatDateTime, formatRubles, type BillingMonth, type Invoice, monthOf } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { formatMonth, monthsBackFrom } from '../../lib/months';
import { useSearchParams } from '../../lib/router';
import { invoicesExportHref, useBackofficeInvoices } from './api/get-invoices';
import { ACT_FILTER_OPTIONS, ActStateCell, actFilterOf, ALL_ACTS } from './components/act-state-cell';
import { useLoadError } from './hooks/use-load-error';

const CloseMonthDialog = lazy(() => import('./components/close-month-dialog').then((m) => ({ default: m.CloseMonthDialog })));

const ALL_MONTHS = 'all';
/** After a closing starts, the list is asked again this often, for this long, while the job writes the invoices. */
const CLOSING_POLL_MS = 2_000;
const CLOSING_FOLLOW_MS = 60_000;
const key = ({ year, month }: BillingMonth) => `${year}-${month}`;

const COLUMNS: Column<Invoice>[] = [
  { key: 'number', label: 'Номер', render: (row) => row.number },
  { key: 'partner', label: 'Партнер', render: (row) => `${row.partnerName} (${row.partnerCode})` },
  { key: 'month', label: 'Месяц', render: (row) => formatMonth(row) },
  { key: 'sum', label: 'Сумма', align: 'right', render: (row) => formatRubles(row.sum) },
  { key: 'lines', label: 'Строк', align: 'right', render: (row) => row.lineCount },
  { key: 'closed', label: 'Закрыт', render: (row) => formatDateTime(row.closedAt) },
  { key: 'act', label: ACT_TEXTS.column, render: (row) => <ActStateCell act={row.act} /> },
];

export function InvoicesPage() {
  const months = monthsBackFrom(monthOf(new Date()));
  const [chosen, setChosen] = useState(ALL_MONTHS);
  const [search, setSearch] = useState('');
  const [closing, setClosing] = useState(false);
  const [followUntil, setFollowUntil] = useState(0);
  const paging = usePaging();
  const [params, setParams] = useSearchParams();
  const actFilter = actFilterOf(params.get('act'));
  const act = actFilter === ALL_ACTS ? null : actFilter;
  const month = months.find((candidate) => key(candidate) === chosen) ?? null;
  const list = useBackofficeInvoices({ month, search, act, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }, () =>
    Date.now() < followUntil ? CLOSING_POLL_MS : false,
  );
  useLoadError(list.error, 'Не удалось загрузить счета');

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Счета партнеров
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={invoicesExportHref('xlsx', { month, search, act })} download>
            Excel
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={invoicesExportHref('csv', { month, search, act })} download>
            CSV
          </Button>
          <Button size="small" variant="contained" onClick={() => setClosing(true)}>
            Закрыть месяц
          </Button>
        </Box>
      </Box>
      <SearchBar
        label="Партнер или код партнера"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      >
        <NativeSelectField
          label="Месяц"
          value={chosen}
          options={[
            { value: ALL_MONTHS, label: 'Все месяцы' },
            ...months.map((candidate) => ({ value: key(candidate), label: formatMonth(candidate) })),
          ]}
          onChange={(value) => {
            setChosen(value);
            paging.reset();
          }}
          sx={{ minWidth: 180 }}
        />
        <NativeSelectField
          label={ACT_TEXTS.filter}
          value={actFilter}
          options={ACT_FILTER_OPTIONS}
          onChange={(value) => {
            setParams(value === ALL_ACTS ? {} : { act: value }, { replace: true });
            paging.reset();
          }}
          sx={{ minWidth: 200 }}
        />
      </SearchBar>
      <DataTable
        label="Счета партнеров"
        columns={COLUMNS}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.invoiceId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Нет счетов"
        loading={list.isFetching}
      />
      {closing && (
        <Suspense fallback={null}>
          <CloseMonthDialog
            onClose={() => setClosing(false)}
            onStarted={(started) => setFollowUntil(started.finishedAt ? 0 : Date.now() + CLOSING_FOLLOW_MS)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
