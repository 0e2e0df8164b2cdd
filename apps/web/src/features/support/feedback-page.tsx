/**
 * 'Техническая поддержка' (document 2 "Feedback"): project, subject and detailed description; opened from the error
 * dialog's report with the error attached (errorInfo) and its project preselected (projectId), the form staying
 * editable (decision 031). Below, the partner's requests with the operator's answers.
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
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../lib/router';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiRequestError } from '../../lib/api-client';
import { ownFeedbackQuery, sendFeedback } from './api/feedback';
import { feedbackFailureMessage } from './feedback-outcome';

type FeedbackForm = { projectId: FeedbackProject; subject: string; message: string };
type FieldErrors = Partial<Record<keyof FeedbackForm, string>>;

/** The form's rules are the API's schema, loaded (with zod) on the first send rather than with the page. */
async function validate(values: FeedbackForm): Promise<{ errors: FieldErrors } | { data: FeedbackForm }> {
  const [{ feedbackFormSchema }] = await Promise.all([import('./feedback-schema'), import('../../lib/zod-messages')]);
  const result = feedbackFormSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'projectId' || field === 'subject' || field === 'message') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
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
  const blank: FeedbackForm = { projectId: initialProject, subject: errorInfo ? 'Отчет об ошибке' : '', message: '' };
  const [values, setValues] = useState<FeedbackForm>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (field: keyof FeedbackForm, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const own = useQuery(ownFeedbackQuery(page, PAGE_SIZE));

  const send = useMutation({
    mutationFn: (request: FeedbackRequest) => sendFeedback(request),
    onSuccess: (answer) => {
      setSentMessage(answer.message);
      toast.show(answer.message, { severity: 'success' });
      setValues({ projectId: initialProject, subject: '', message: '' });
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.details) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.field, d.message])) as FieldErrors);
      }
      toast.show(feedbackFailureMessage(error), { severity: 'error' });
    },
  });

  const handleSend = async (event: FormEvent) => {
    event.preventDefault();
    setSentMessage(null);
    const checked = await validate(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    send.mutate({ ...checked.data, errorInfo });
  };

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Техническая поддержка
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Ответ придет на адрес электронной почты, указанный при регистрации.
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void handleSend(event)}>
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <NativeSelectField
              label="Проект"
              value={values.projectId}
              options={PROJECT_OPTIONS}
              onChange={(value) => change('projectId', value)}
              disabled={send.isPending}
              sx={{ maxWidth: 320 }}
            />
            <TextField
              label="Краткое описание"
              name="subject"
              required
              fullWidth
              value={values.subject}
              onChange={(event) => change('subject', event.target.value)}
              disabled={send.isPending}
              error={Boolean(errors.subject)}
              helperText={errors.subject ?? `${values.subject.length} / ${FEEDBACK_SUBJECT_MAX}`}
            />
            <TextField
              label="Подробное описание"
              name="message"
              required
              fullWidth
              multiline
              minRows={6}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
              disabled={send.isPending}
              error={Boolean(errors.message)}
              helperText={errors.message ?? `${values.message.length} / ${FEEDBACK_MESSAGE_MAX}`}
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
        {own.data?.items.length === 0 && <Typography color="textSecondary">Обращений пока нет</Typography>}
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
              <Typography variant="caption" color="textSecondary">
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
