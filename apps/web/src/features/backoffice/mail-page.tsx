/** The Mailer outbox: every letter the portal sent, readable in full. */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime, type MailItem } from '@portal/domain';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { useMail } from './api/get-mail';
import { OpenLink } from './components/open-link';
import { TextDialog } from './components/text-dialog';
import { useLoadError } from './hooks/use-load-error';

const STATUS_LABELS: Record<MailItem['status'], string> = {
  queued: 'В очереди',
  sent: 'Отправлено',
  stored: 'В исходящих',
  failed: 'Ошибка',
};

const STATUS_COLORS: Record<MailItem['status'], 'default' | 'success' | 'error' | 'info'> = {
  queued: 'info',
  sent: 'success',
  stored: 'default',
  failed: 'error',
};

export function MailPage() {
  const paging = usePaging();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [open, setOpen] = useState<MailItem | null>(null);
  const list = useMail({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить исходящие письма');

  const statusChip = (row: MailItem) => <Chip size="small" label={STATUS_LABELS[row.status]} color={STATUS_COLORS[row.status]} />;
  const subject = (row: MailItem) => <OpenLink onOpen={() => setOpen(row)}>{row.subject}</OpenLink>;

  const wideColumns: Column<MailItem>[] = [
    { key: 'created', label: 'Создано', render: (row) => formatDateTime(row.createdAt) },
    { key: 'to', label: 'Кому', render: (row) => row.to },
    { key: 'subject', label: 'Тема', render: subject },
    { key: 'status', label: 'Статус', render: statusChip },
    { key: 'sent', label: 'Отправлено', render: (row) => (row.sentAt ? formatDateTime(row.sentAt) : '—') },
  ];
  const narrowColumns: Column<MailItem>[] = [
    {
      key: 'letter',
      label: 'Письмо',
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {subject(row)}
          <Typography variant="body2">{row.to}</Typography>
          <Typography variant="caption" color="textSecondary">
            Создано {formatDateTime(row.createdAt)}
            {row.sentAt ? ` · отправлено ${formatDateTime(row.sentAt)}` : ''}
          </Typography>
          {statusChip(row)}
        </Stack>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Исходящие письма
      </Typography>
      <DataTable
        label="Исходящие письма"
        columns={narrow ? narrowColumns : wideColumns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Писем пока нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && (
        <TextDialog
          title={open.subject}
          lines={[
            ['Кому', open.to],
            ['Создано', formatDateTime(open.createdAt)],
            ['Отправлено', open.sentAt ? formatDateTime(open.sentAt) : '—'],
            ['Статус', STATUS_LABELS[open.status]],
          ]}
          body={open.text}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
