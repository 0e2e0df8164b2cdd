/** Partners' support requests, newest first: the operator reads one (with its attached error) and answers by letter. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FEEDBACK_PROJECT_LABELS, formatDateTime, type BackofficeFeedbackItem } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useAnswerFeedback, useBackofficeFeedback, type FeedbackFilter } from './api/feedback';
import { FilterSelect } from './components/filter-select';
import { OpenLink } from './components/open-link';
import { useLoadError } from './hooks/use-load-error';

const FILTERS: Record<FeedbackFilter, string> = { open: 'Без ответа', answered: 'С ответом', all: 'Все' };

function AnswerDialog({ item, onClose }: { item: BackofficeFeedbackItem; onClose: () => void }) {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [answer, setAnswer] = useState('');
  const send = useAnswerFeedback({
    onSuccess: () => {
      toast.show('Ответ отправлен партнеру', { severity: 'success' });
      onClose();
    },
    onError: (error) => showError(apiErrorContent('Не удалось отправить ответ', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ id: item.id, answer: answer.trim() });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="feedback-dialog-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="feedback-dialog-title">{item.subject}</DialogTitle>
        <DialogContent dividers>
          {(
            [
              ['Партнер', `${item.partnerName} (код ${item.partnerCode})`],
              ['Отправитель', `${item.responsible}, ${item.email}`],
              ['Проект', `${FEEDBACK_PROJECT_LABELS[item.projectId]} (${item.projectId})`],
              ['Дата', formatDateTime(item.createdAt)],
            ] as const
          ).map(([label, value]) => (
            <Typography key={label} variant="body2" sx={{ mb: 0.5 }}>
              <strong>{label}:</strong> {value}
            </Typography>
          ))}
          <Typography component="pre" sx={{ mt: 2, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {item.message}
          </Typography>
          {item.errorInfo && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Сведения об ошибке
              </Typography>
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13, bgcolor: 'action.hover', p: 1 }}>
                {item.errorInfo}
              </Typography>
            </>
          )}
          {item.answer ? (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Ответ от {item.answeredAt ? formatDateTime(item.answeredAt) : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
            </>
          ) : (
            <TextField
              label="Ответ"
              multiline
              minRows={5}
              fullWidth
              required
              sx={{ mt: 2 }}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
          {!item.answer && (
            <Button type="submit" variant="contained" disabled={!answer.trim() || send.isPending}>
              Ответить
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

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
      <FilterSelect
        label="Обращения"
        value={filter}
        options={FILTERS}
        onChange={(next) => {
          setFilter(next);
          paging.reset();
        }}
      />
      <DataTable
        label="Обращения партнеров"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Обращений нет"
        loading={list.isFetching}
        onRowClick={setOpen}
      />
      {open && <AnswerDialog item={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
