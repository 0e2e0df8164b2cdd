/**
 * 'Техническая поддержка' (document 2 "Feedback"): project, subject and detailed description; opened from the error
 * dialog's report with the error attached (errorInfo, projectId), which then fixes the project. Below, the partner's
 * requests with the operator's answers.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PROJECT_LABELS,
  FEEDBACK_PROJECTS,
  FEEDBACK_SUBJECT_MAX,
  formatDateTime,
  type FeedbackProject,
  type FeedbackRequest,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { applyFieldErrors } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { ownFeedbackQuery, sendFeedback } from './api/feedback';
import { feedbackFailureMessage } from './feedback-outcome';

type FeedbackForm = { projectId: FeedbackProject; subject: string; message: string };
const resolver = lazyZodResolver<FeedbackForm>(() => import('./feedback-schema').then((m) => m.feedbackFormSchema));
const PROJECT_OPTIONS = FEEDBACK_PROJECTS.map((value) => ({ value, label: `${FEEDBACK_PROJECT_LABELS[value]} (${value})` }));
const PAGE_SIZE = 10;

const isProject = (value: string | null): value is FeedbackProject => FEEDBACK_PROJECTS.some((p) => p === value);

export function FeedbackPage() {
  const [params] = useSearchParams();
  const errorInfo = params.get('errorInfo');
  const projectParam = params.get('projectId');
  const initialProject: FeedbackProject = isProject(projectParam) ? projectParam : 'ecw';
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<FeedbackForm>({
    resolver,
    defaultValues: { projectId: initialProject, subject: errorInfo ? 'Отчет об ошибке' : '', message: '' },
    mode: 'onBlur',
  });
  const { control, handleSubmit, reset, setError } = form;
  const own = useQuery(ownFeedbackQuery(page, PAGE_SIZE));

  const send = useMutation({
    mutationFn: (request: FeedbackRequest) => sendFeedback(request),
    onSuccess: (answer) => {
      setSentMessage(answer.message);
      toast.show(answer.message, { severity: 'success' });
      reset({ projectId: initialProject, subject: '', message: '' });
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
    onError: (error) => {
      applyFieldErrors(error, setError, ['projectId', 'subject', 'message']);
      toast.show(feedbackFailureMessage(error), { severity: 'error' });
    },
  });

  const handleSend = handleSubmit((values) => {
    setSentMessage(null);
    send.mutate({ ...values, errorInfo });
  });

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Техническая поддержка
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Ответ придет на адрес электронной почты, указанный при регистрации.
        </Typography>
        <Box component="form" noValidate onSubmit={handleSend}>
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <Controller
              control={control}
              name="projectId"
              render={({ field }) => (
                <NativeSelectField
                  label="Проект"
                  value={field.value}
                  options={PROJECT_OPTIONS}
                  onChange={field.onChange}
                  // The project comes with the error report and is not changed.
                  disabled={Boolean(errorInfo) || send.isPending}
                  sx={{ maxWidth: 320 }}
                />
              )}
            />
            <Controller
              control={control}
              name="subject"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Краткое описание"
                  required
                  fullWidth
                  disabled={send.isPending}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `${field.value.length} / ${FEEDBACK_SUBJECT_MAX}`}
                />
              )}
            />
            <Controller
              control={control}
              name="message"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Подробное описание"
                  required
                  fullWidth
                  multiline
                  minRows={6}
                  disabled={send.isPending}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `${field.value.length} / ${FEEDBACK_MESSAGE_MAX}`}
                />
              )}
            />
            {errorInfo && (
              <Box>
                <Typography variant="subtitle2" component="h2">
                  Сведения об ошибке (приложены к обращению)
                </Typography>
                <Typography
                  component="pre"
                  aria-label="Сведения об ошибке"
                  sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, fontSize: 13, m: 0 }}
                >
                  {errorInfo}
                </Typography>
              </Box>
            )}
            {sentMessage && <Alert severity="success">{sentMessage}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={send.isPending}>
                {send.isPending ? 'Отправка…' : 'Отправить'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>

      <Paper component="section" aria-labelledby="my-requests" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="my-requests" gutterBottom>
          Мои обращения
        </Typography>
        {own.data?.items.length === 0 && <Typography color="text.secondary">Обращений пока нет</Typography>}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {own.data?.items.map((item) => (
            <Box component="li" key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {item.subject}
                </Typography>
                <Chip size="small" label={FEEDBACK_PROJECT_LABELS[item.projectId]} />
                <Chip size="small" color={item.answer ? 'success' : 'default'} label={item.answer ? 'Есть ответ' : 'Ожидает ответа'} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(item.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{item.message}</Typography>
              {item.answer && (
                <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
                  <Typography variant="subtitle2">
                    Ответ поддержки{item.answeredAt ? ` от ${formatDateTime(item.answeredAt)}` : ''}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
                </Box>
              )}
            </Box>
          ))}
        </Stack>
        {(own.data?.total ?? 0) > PAGE_SIZE && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
              Назад
            </Button>
            <Button disabled={page * PAGE_SIZE >= (own.data?.total ?? 0)} onClick={() => setPage(page + 1)}>
              Далее
            </Button>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
