/** Partners' support requests, newest first: the operator reads one (with its attached error) and answers by letter. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FEEDBACK_PROJECT_LABELS, formatDateTime, type BackofficeFeedbackItem } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { useBackofficeFeedback, type FeedbackFilter } from './api/feedback';
import { OpenLink } from './components/open-link';
import { useLoadError } from './hooks/use-load-error';

const AnswerDialog = lazy(() => import('./components/answer-dialog').then((m) => ({ default: m.AnswerDialog })));

// The browser's own select: MUI's select would bring its menu's code (about 25 KB gzip) for three words.
const FILTERS: ReadonlyArray<{ value: FeedbackFilter; label: string }> = [
  { value: 'open', label: 'Без ответа' },
  { value: 'answered', label: 'С ответом' },
  { value: 'all', label: 'Все' },
];

export function FeedbackPage() {
  const paging = usePaging();
  const [filter, setFilter] = useState<FeedbackFilter>('open');
  const [open, setOpen] = useState<BackofficeFeedbackItem | null>(null);
  const list = useBackofficeFeedback({ filter, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить обращения');

  const columns: Column<BackofficeFeedbackItem>[] = [
    { key: 'created', label: 'Дата', render: (row) => formatDateTime(row.createdAt) },
    { key: 'partner', label: 'Партнер', render: (row) => `${row.partnerName} (${row.partnerCode})` },
    { key: 'project', label: 'Проект', render: (row) => FEEDBACK_PROJECT_LABELS[row.projectId] },
    { key: 'subject', label: 'Тема', render: (row) => <OpenLink onOpen={() => setOpen(row)}>{row.subject}</OpenLink> },
    { key: 'state', label: 'Ответ', render: (row) => (row.answeredAt ? formatDateTime(row.answeredAt) : 'Нет') },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Обращения партнеров
      </Typography>
      <NativeSelectField
        label="Обращения"
        value={filter}
        options={FILTERS}
        onChange={(next) => {
          setFilter(next);
          paging.reset();
        }}
        sx={{ minWidth: 200, mb: 2 }}
      />
      <DataTable
        label="Обращения партнеров"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Обращений нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && (
        <Suspense fallback={null}>
          <AnswerDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
