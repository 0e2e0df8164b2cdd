/** Error reports sent from the error dialog, newest first; a row opens the whole report. */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime, type ErrorReportItem } from '@portal/domain';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { useErrorReports } from './api/get-error-reports';
import { OpenLink } from './components/open-link';
import { TextDialog } from './components/text-dialog';
import { useLoadError } from './hooks/use-load-error';

const GUEST = 'Гость';

/** Long messages and addresses would stretch the table; the dialog shows them whole. */
const clipped = { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function ErrorReportsPage() {
  const paging = usePaging();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [open, setOpen] = useState<ErrorReportItem | null>(null);
  const list = useErrorReports({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить отчеты об ошибках');

  const title = (row: ErrorReportItem) => <OpenLink onOpen={() => setOpen(row)}>{row.title || 'Без заголовка'}</OpenLink>;

  const wideColumns: Column<ErrorReportItem>[] = [
    { key: 'created', label: 'Дата', render: (row) => formatDateTime(row.createdAt) },
    { key: 'reporter', label: 'Отправитель', render: (row) => row.reporter ?? GUEST },
    { key: 'title', label: 'Заголовок', render: title },
    { key: 'status', label: 'Код', render: (row) => row.status ?? '—' },
    {
      key: 'url',
      label: 'Адрес',
      render: (row) => (
        <Typography variant="body2" sx={{ ...clipped, maxWidth: 220 }} title={row.url}>
          {row.url || '—'}
        </Typography>
      ),
    },
    {
      key: 'message',
      label: 'Сообщение',
      render: (row) => (
        <Typography variant="body2" sx={clipped} title={row.message}>
          {row.message}
        </Typography>
      ),
    },
  ];
  const narrowColumns: Column<ErrorReportItem>[] = [
    {
      key: 'report',
      label: 'Отчет',
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {title(row)}
          <Typography variant="caption" color="textSecondary">
            {formatDateTime(row.createdAt)} · {row.reporter ?? GUEST}
            {row.status !== null ? ` · код ${row.status}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ ...clipped, maxWidth: '70vw' }}>
            {row.message}
          </Typography>
        </Stack>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Отчеты об ошибках
      </Typography>
      <DataTable
        label="Отчеты об ошибках"
        columns={narrow ? narrowColumns : wideColumns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Отчетов об ошибках нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && (
        <TextDialog
          title={open.title || 'Отчет об ошибке'}
          lines={[
            ['Дата', formatDateTime(open.createdAt)],
            ['Отправитель', open.reporter ?? GUEST],
            ['Код ответа', open.status === null ? '—' : String(open.status)],
            ['Адрес', open.url || '—'],
          ]}
          body={open.details ? `${open.message}\n\n${open.details}` : open.message}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
