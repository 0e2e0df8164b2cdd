/** The back office's content: every item (drafts too), filtered by kind and status; an item opens in its editor. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  formatDateTime,
  type BackofficeContentRow,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { backofficeContentQuery, type ContentFilter } from './api/content';
import { OpenLink } from './components/open-link';
import { useLoadError } from './hooks/use-load-error';

const ContentEditorDialog = lazy(() => import('./components/content-editor-dialog').then((m) => ({ default: m.ContentEditorDialog })));

const TYPE_OPTIONS = [
  { value: 'all' as const, label: 'Все' },
  ...CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
];
const STATUS_OPTIONS = [
  { value: 'all' as const, label: 'Все' },
  ...CONTENT_STATUSES.map((value) => ({ value, label: CONTENT_STATUS_LABELS[value] })),
];

/** The editor: a new item (null) or an existing one by id. */
type Editing = { id: string | null } | null;

export function ContentPage() {
  const paging = usePaging();
  const [filter, setFilter] = useState<ContentFilter>({ type: 'all', status: 'all' });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(backofficeContentQuery({ ...filter, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }));
  useLoadError(list.error, 'Не удалось загрузить материалы');

  const columns: Column<BackofficeContentRow>[] = [
    { key: 'type', label: 'Раздел', render: (row) => CONTENT_TYPE_LABELS[row.type] },
    { key: 'title', label: 'Заголовок', render: (row) => <OpenLink onOpen={() => setEditing({ id: row.id })}>{row.title}</OpenLink> },
    { key: 'status', label: 'Статус', render: (row) => CONTENT_STATUS_LABELS[row.status] },
    { key: 'published', label: 'Опубликован', render: (row) => (row.publishedAt ? formatDateTime(row.publishedAt) : '—') },
    { key: 'updated', label: 'Изменен', render: (row) => formatDateTime(row.updatedAt) },
    { key: 'files', label: 'Файлы', render: (row) => row.attachmentCount },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Контент
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Новости, видео, презентации, маркетинговые материалы и статьи базы знаний. Партнеры видят только опубликованные.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <NativeSelectField
          label="Раздел"
          value={filter.type}
          options={TYPE_OPTIONS}
          onChange={(type) => {
            setFilter((current) => ({ ...current, type }));
            paging.reset();
          }}
          sx={{ minWidth: 220 }}
        />
        <NativeSelectField
          label="Статус"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(status) => {
            setFilter((current) => ({ ...current, status }));
            paging.reset();
          }}
          sx={{ minWidth: 180 }}
        />
        <Button variant="contained" onClick={() => setEditing({ id: null })}>
          Новый материал
        </Button>
      </Stack>
      <DataTable
        label="Материалы"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Материалов нет"
        loading={list.isFetching}
        onRowClick={(row) => setEditing({ id: row.id })}
      />
      {editing && (
        <Suspense fallback={null}>
          <ContentEditorDialog id={editing.id} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
