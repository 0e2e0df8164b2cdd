/** Error reports sent from the error dialog, newest first. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type ErrorReportItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { errorReportsQuery } from './api/backoffice-api';
import { TextDialog } from './components/text-dialog';

export function ErrorReportsPage() {
  const paging = usePaging();
  const [open, setOpen] = useState<ErrorReportItem | null>(null);
  const list = useQuery(errorReportsQuery({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }));

  const columns: Column<ErrorReportItem>[] = [
    { key: 'created', label: 'Дата', render: (row) => formatDateTime(row.createdAt) },
    { key: 'reporter', label: 'Отправитель', render: (row) => row.reporter ?? 'Гость' },
    { key: 'title', label: 'Заголовок', render: (row) => row.title || '—' },
    { key: 'status', label: 'Код', render: (row) => row.status ?? '—' },
    { key: 'url', label: 'Адрес', render: (row) => row.url || '—' },
    { key: 'message', label: 'Сообщение', render: (row) => row.message },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Отчеты об ошибках
      </Typography>
      <DataTable
        label="Отчеты об ошибках"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Отчетов нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && (
        <TextDialog
          title={open.title || 'Отчет об ошибке'}
          lines={[
            ['Дата', formatDateTime(open.createdAt)],
            ['Отправитель', open.reporter ?? 'Гость'],
            ['Код ответа', String(open.status ?? '—')],
            ['Адрес', open.url || '—'],
          ]}
          body={`${open.message}\n\n${open.details}`}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
