/** The Mailer outbox: every letter the portal sent, readable in full. */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type MailItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { mailQuery } from './api/backoffice-api';
import { TextDialog } from './components/text-dialog';

const STATUS_LABELS: Record<MailItem['status'], string> = {
  queued: 'В очереди',
  sent: 'Отправлено',
  stored: 'В исходящих',
  failed: 'Ошибка',
};

export function MailPage() {
  const paging = usePaging();
  const [open, setOpen] = useState<MailItem | null>(null);
  const list = useQuery(mailQuery({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }));

  const columns: Column<MailItem>[] = [
    { key: 'created', label: 'Создано', render: (row) => formatDateTime(row.createdAt) },
    { key: 'to', label: 'Кому', render: (row) => row.to },
    { key: 'subject', label: 'Тема', render: (row) => row.subject },
    { key: 'status', label: 'Статус', render: (row) => <Chip size="small" label={STATUS_LABELS[row.status]} /> },
    { key: 'sent', label: 'Доставлено', render: (row) => (row.sentAt ? formatDateTime(row.sentAt) : '—') },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Исходящие письма
      </Typography>
      <DataTable
        label="Исходящие письма"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Писем нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && (
        <TextDialog
          title={open.subject}
          lines={[
            ['Кому', open.to],
            ['Создано', formatDateTime(open.createdAt)],
            ['Статус', STATUS_LABELS[open.status]],
          ]}
          body={open.text}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
