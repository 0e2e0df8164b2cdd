/** Every partner's invoices of closed months: by month and partner, paged; the operator closes a month by hand and exports. */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney, type BillingMonth, type Invoice, monthOf } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { formatMonth, monthsBackFrom } from '../../lib/months';
import { invoicesExportHref, useBackofficeInvoices } from './api/get-invoices';
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
  { key: 'sum', label: 'Сумма', align: 'right', render: (row) => `${formatMoney(row.sum, 2)} ₽` },
  { key: 'lines', label: 'Строк', align: 'right', render: (row) => row.lineCount },
  { key: 'closed', label: 'Закрыт', render: (row) => formatDateTime(row.closedAt) },
];

export function InvoicesPage() {
  const months = monthsBackFrom(monthOf(new Date()));
  const [chosen, setChosen] = useState(ALL_MONTHS);
  const [search, setSearch] = useState('');
  const [closing, setClosing] = useState(false);
  const [followUntil, setFollowUntil] = useState(0);
  const paging = usePaging();
  const month = months.find((candidate) => key(candidate) === chosen) ?? null;
  const list = useBackofficeInvoices({ month, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }, () =>
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
          <Button size="small" startIcon={<FileDownloadOutlined />} href={invoicesExportHref('xlsx', { month, search })} download>
            Excel
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={invoicesExportHref('csv', { month, search })} download>
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
